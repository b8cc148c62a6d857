import { escapeXml, type EpubBook, type EpubChapter } from './epub';
import { rng } from './synth';

/**
 * Four original demo books. Each chapter opens with its own written paragraph and continues with
 * paragraphs composed (deterministically) from the book's own sentences, with its characters and
 * places substituted: enough prose for several pages per chapter, so the reader has pages to turn.
 */
interface BookSource {
  key: string;
  id: string;
  title: string;
  author: string;
  description: string;
  colors: readonly [string, string, string];
  motif: 'waves' | 'stars' | 'trees' | 'signal';
  cast: Record<string, readonly string[]>;
  chapters: Array<{ title: string; opening: string }>;
  sentences: readonly string[];
}

export const BOOK_SOURCES: BookSource[] = [
  {
    key: 'cartographers-daughter',
    id: '6f1d1a52-8a8e-4a44-9d0f-3c1f0c7e2a11',
    title: 'The Cartographer’s Daughter',
    author: 'Elena Marsh',
    description: 'A girl inherits a map of a coast that does not exist, and sails to find it.',
    colors: ['#0f2a44', '#1f6f8b', '#f2c14e'],
    motif: 'waves',
    cast: {
      hero: ['Isla'],
      friend: ['Tobin', 'old Marguerite', 'the harbourmaster'],
      place: [
        'the chart room',
        'the harbour wall',
        'the lower deck',
        'the fish market',
        'the lighthouse steps',
      ],
      thing: ['the map', 'her father’s compass', 'the brass dividers', 'the logbook', 'a tin of pencils'],
      weather: ['a grey drizzle', 'a hard bright wind', 'a fog as thick as wool', 'a low orange sun'],
    },
    chapters: [
      {
        title: 'The Map in the Drawer',
        opening:
          'Her father had drawn maps for forty years, and every one of them was true except the last. Isla found it in the bottom drawer of his desk, folded eight times and tied with sail twine, and when she spread it across the floor the coast it showed was not any coast she knew.',
      },
      {
        title: 'A Ship Called Patience',
        opening:
          'The boat was smaller than Isla had imagined and older than anyone would admit. Its name had been painted over twice, and the third name, the one that stuck, was Patience. Tobin said it was bad luck to change a boat’s name. Isla said it was worse luck to stay on land.',
      },
      {
        title: 'The Harbourmaster’s Warning',
        opening:
          'The harbourmaster did not like the look of the map, and he said so at length. He said the currents beyond the point had taken better sailors than her. He said the coast on the map was a joke her father had played on the world. Then he lowered his voice and said that he had seen it once, at dawn, and never again.',
      },
      {
        title: 'Fog',
        opening:
          'On the third morning the fog came in so thick that Isla could not see the bow from the wheel. Sound travelled strangely in it. A gull called and seemed to be everywhere at once. Tobin rang the bell every two minutes, as the rules said, and every two minutes, from somewhere to starboard, another bell answered.',
      },
      {
        title: 'Soundings',
        opening:
          'They measured the depth every hour with a weighted line, and every hour Isla wrote the number in the margin of the map. The numbers matched her father’s. Not nearly, not roughly: exactly, to the fathom, as if he had stood on this deck himself and dropped the same line into the same grey water.',
      },
      {
        title: 'The Island That Moved',
        opening:
          'The island appeared on the fifth day, low and green, precisely where the map promised. By the sixth day it was two miles further east. Tobin checked the compass, then the stars, then the compass again. Isla simply redrew the coastline in pencil and wrote, beside it, a small and careful question mark.',
      },
      {
        title: 'Ink',
        opening:
          'The cottage on the island had a desk by the window, and on the desk was a bottle of ink, still wet. Isla knew the handwriting on the papers before she read a word. She sat down in her father’s chair, because there was nowhere else to sit, and because she needed to.',
      },
      {
        title: 'The True Coast',
        opening:
          'In the end, the map was true after all; it had only been waiting for someone to finish it. Isla worked through the night with her father’s pens, and when she was done the coast on the paper and the coast outside the window were, at last, the same.',
      },
    ],
    sentences: [
      '{hero} traced the coastline with one finger, as if the paper might be warm.',
      'Outside, {weather} pressed against the windows of {place}.',
      '{friend} watched her for a long moment and said nothing, which was worse than an argument.',
      'She had learned from her father that a map is a promise made by someone who was there first.',
      'The rigging creaked in a rhythm she was beginning to understand.',
      'Every line on {thing} had been drawn twice, once in pencil and once in ink.',
      'They ate bread and hard cheese standing up, because sitting down felt like giving in.',
      '{hero} wrote the time, the heading and the depth, and underlined nothing.',
      'There is a particular silence on a boat at night, made of water and rope and breathing.',
      'Somewhere below, the hull complained softly, like an old dog turning in its sleep.',
      '“We could turn back,” {friend} said, in the voice of someone who did not want to.',
      'She folded {thing} along its old creases, and it seemed to fold itself.',
      'The stars came out in the wrong order, or perhaps she had simply never watched them so closely.',
      'Salt had dried in white tide-lines on her sleeves.',
      'At {place} the air smelled of tar, fish and the sharp green of cut rope.',
      'Her father used to say that the sea forgives everything except hurry.',
      'The compass needle trembled, settled, trembled again.',
      'It was the kind of morning that makes promises it has no intention of keeping.',
      '{friend} laughed then, properly, for the first time since they had left.',
      'She did not sleep so much as stop being awake for a while.',
      'The light changed, slowly, from pewter to pearl to something almost blue.',
      'On the chart the distance looked like nothing; on the water it looked like the rest of her life.',
      'Gulls followed them for a while and then, having decided something, went home.',
      'She checked the knots twice, then once more for her father.',
      'The wind backed to the west and the boat leaned into it gratefully.',
      'Nothing on the horizon moved, and then everything did.',
    ],
  },
  {
    key: 'small-guide-big-skies',
    id: '0b7f3c3e-55c2-4f7b-8a7e-d2e9c9b1a402',
    title: 'A Small Guide to Big Skies',
    author: 'Tomas Lindqvist',
    description: 'A friendly, practical introduction to looking up: stars, planets, meteors and the Moon.',
    colors: ['#0b1026', '#3b2f7a', '#e8e3ff'],
    motif: 'stars',
    cast: {
      hero: ['you'],
      friend: ['a friend', 'a neighbour', 'your younger self'],
      place: ['the back garden', 'a hill outside town', 'a quiet beach', 'a campsite', 'a rooftop'],
      thing: [
        'a pair of binoculars',
        'a red torch',
        'a folding chair',
        'a paper star chart',
        'a flask of tea',
      ],
      weather: [
        'a clear, cold night',
        'a night of thin high cloud',
        'a warm summer dusk',
        'a crisp winter evening',
      ],
    },
    chapters: [
      {
        title: 'Why Look Up',
        opening:
          'Nobody needs a telescope to begin. The sky over your house tonight holds more than you could learn in a lifetime, and most of it is visible with the two instruments you already own: your eyes, and your patience.',
      },
      {
        title: 'Getting Dark Enough',
        opening:
          'Your eyes take about twenty minutes to adapt to the dark, and a single glance at a phone screen undoes most of that work. This chapter is about the unglamorous art of darkness: where to find it, how to keep it and what to bring.',
      },
      {
        title: 'The Moon, Properly',
        opening:
          'The Moon is the easiest object in the sky and the most overlooked. Because it is always there, we stop seeing it. Look at it tonight through binoculars, along the line between light and shadow, and you will see mountains casting shadows hundreds of kilometres long.',
      },
      {
        title: 'Wandering Stars',
        opening:
          'The ancient Greeks called them planetai, the wanderers, because they moved against the fixed stars. Five of them are bright enough to see without help, and once you know how to tell a planet from a star you will find them everywhere.',
      },
      {
        title: 'Meteors and Patience',
        opening:
          'A meteor shower is an appointment with the sky that the sky does not always keep. Bring a chair that leans back, a blanket and low expectations, and you will almost certainly be rewarded.',
      },
      {
        title: 'Keeping a Sky Diary',
        opening:
          'The best observers are not the ones with the biggest telescopes; they are the ones who write things down. A notebook turns a pleasant evening into a record, and a record, over months, into understanding.',
      },
    ],
    sentences: [
      'Start with {thing}, and resist the temptation to buy anything else for a month.',
      'On {weather}, even a town sky shows a few hundred stars.',
      'From {place}, face south and let your eyes wander before they search.',
      'It helps to bring {friend}: two pairs of eyes find twice as many satellites.',
      'The light reaching {hero} from some of these stars set out before the pyramids were built.',
      'Do not worry about names at first; notice shapes, colours and brightness.',
      'A red torch protects your night vision, because the eye is least sensitive to red.',
      'Binoculars of modest size will show the moons of Jupiter as tiny points in a line.',
      'If a point of light does not twinkle, it is very likely a planet.',
      'Satellites cross the sky in a few minutes, steady and silent, often fading halfway.',
      'Write down the date, the time and what the sky was like, even when you saw nothing.',
      'Cold is the real enemy of the observer, more than cloud.',
      'Bring more layers than seem sensible; you will be sitting still for a long time.',
      'The Milky Way is not a cloud but the combined glow of billions of distant stars.',
      'Light pollution is a loss we barely notice, like birdsong in a city.',
      'Averted vision, looking slightly to one side, reveals faint objects that vanish when stared at.',
      'A star chart is easier to read if you turn it so the horizon you face is at the bottom.',
      'After an hour outside, most people are surprised how much they can see.',
      'The sky rotates about fifteen degrees every hour, so what you saw at nine has moved by ten.',
      'Nobody remembers their first galaxy as impressive; everybody remembers it.',
      'Clouds will cancel half your plans; learn to treat a clear night as a gift, not a right.',
      'A flask of something hot is not a luxury but essential equipment.',
      'Children are often better at spotting meteors than adults, because they look at everything at once.',
      'In the end, astronomy is the practice of paying attention to something very large and very quiet.',
    ],
  },
  {
    key: 'orchard-at-wren-hill',
    id: 'c1e0b7a4-3f5d-4c0a-9a61-7d2b8f6e9c33',
    title: 'The Orchard at Wren Hill',
    author: 'Amara Okafor',
    description: 'Three generations, one orchard, and a summer when everything ripens at once.',
    colors: ['#1f3a1f', '#6b8f3a', '#f4d35e'],
    motif: 'trees',
    cast: {
      hero: ['Nell'],
      friend: ['her grandfather', 'Aunt Ruth', 'the Dawson boy', 'her mother'],
      place: ['the long kitchen', 'the top of the orchard', 'the cider barn', 'the lane', 'the porch'],
      thing: [
        'the pruning knife',
        'a basket of windfalls',
        'the old ladder',
        'the recipe book',
        'a jar of honey',
      ],
      weather: ['a slow, gold afternoon', 'a soft rain', 'a heat that hummed', 'an early frost'],
    },
    chapters: [
      {
        title: 'Arrival',
        opening:
          'Nell arrived at Wren Hill on the first day of July with one suitcase and a firm intention not to like it. The orchard began at the garden gate and ran uphill until it met the sky, and the house sat at the bottom of it like something that had rolled down and decided to stay.',
      },
      {
        title: 'The Oldest Tree',
        opening:
          'At the top of the orchard stood a tree older than the house, older than the village, older, her grandfather claimed, than the name Wren Hill itself. It still gave apples every other year, small and fierce and red right through.',
      },
      {
        title: 'Ladders',
        opening:
          'There is a right way to climb an orchard ladder and a wrong way, and Nell found out about the wrong way in her first week. Her grandfather did not laugh. He helped her up, brushed the grass from her knees and showed her how to lean the ladder into the tree so that the tree held it.',
      },
      {
        title: 'Rain',
        opening:
          'It rained for nine days in the middle of August, and the orchard changed its voice. The drip from leaf to leaf became a kind of conversation. Nell stayed in the long kitchen with Aunt Ruth and learned to make things that needed more patience than skill.',
      },
      {
        title: 'The Cider Barn',
        opening:
          'The cider barn had been locked for as long as Nell had been alive, and the key, everyone agreed, was lost. It turned up in the recipe book, pressed between two pages about quince like a flower somebody wanted to keep.',
      },
      {
        title: 'Harvest',
        opening:
          'In September everything ripened at once, as if the trees had agreed on it in secret. The whole village came up the lane with baskets, and for a week nobody talked about anything but apples.',
      },
      {
        title: 'What the Orchard Keeps',
        opening:
          'When Nell left at the end of the summer she took one apple from the oldest tree, wrapped in a handkerchief, and did not eat it for a long time.',
      },
    ],
    sentences: [
      '{hero} sat on {place} with {thing} in her lap and watched the light move up the hill.',
      'It was {weather}, the kind that makes the bees sound drunk.',
      '{friend} said very little, but the things they said tended to stay said.',
      'The grass under the trees was never quite dry, even at noon.',
      'Windfalls lay in the long grass, bruised and sweet, and the wasps found them first.',
      'In the long kitchen the clock ticked as if it had somewhere better to be.',
      'She learned the names of the trees before she learned the names of the neighbours.',
      '{friend} cut an apple into eight with {thing} and handed her the best piece without comment.',
      'Somewhere up the hill, a wood pigeon repeated its one opinion.',
      'The smell of the orchard changed every week, from blossom to leaf to fruit to rot.',
      'She began, without meaning to, to get up early.',
      'Everything in the house had a story, and most of the stories had been told too often to be true.',
      'There were mornings when the mist sat in the orchard like milk in a bowl.',
      'She wrote letters home and did not send most of them.',
      'The old ladder had been mended so many times that none of the original wood remained.',
      '“Trees are slow,” {friend} said. “That is not the same as patient.”',
      'The jam set on the third attempt, which Aunt Ruth declared a record.',
      'At dusk the swifts went screaming round the chimneys in twos and threes.',
      'She found that she could tell the time by where the shadow of the oldest tree fell.',
      'Hands that had picked all day smelled of apples long after washing.',
      'In the evenings they sat on the porch and did not need to talk.',
      'The orchard was not beautiful in the way of a postcard; it was beautiful in the way of a face.',
      'Nobody ever said the word grief in that house, but everyone knew where it was kept.',
      'By the end of the week her hands were brown and her shoulders ached in a way she liked.',
    ],
  },
  {
    key: 'signal-in-the-static',
    id: '9a2c6e10-7b4f-4d1e-b8a3-51f0e2c7d944',
    title: 'Signal in the Static',
    author: 'Kenji Arai',
    description: 'A radio engineer at a remote observatory hears something repeating in the noise.',
    colors: ['#101418', '#264653', '#2ec4b6'],
    motif: 'signal',
    cast: {
      hero: ['Rin'],
      friend: ['Dr Okoye', 'the night technician', 'Sam from the kitchen', 'the station director'],
      place: [
        'the control room',
        'the dish platform',
        'the canteen',
        'the generator shed',
        'the long corridor',
      ],
      thing: [
        'the spectrum display',
        'a stack of printouts',
        'the logbook',
        'a cold cup of coffee',
        'the headphones',
      ],
      weather: [
        'a high, dry wind',
        'a night without a moon',
        'a sudden hailstorm',
        'a calm so complete it felt loud',
      ],
    },
    chapters: [
      {
        title: 'Night Shift',
        opening:
          'The observatory sat at the end of a road that most maps did not bother to finish. Rin had taken the night shift because nobody else wanted it, and because the night was when the sky was quietest, and she liked to listen to the quiet.',
      },
      {
        title: 'Noise',
        opening:
          'Most of what a radio telescope hears is noise: the hiss of the universe cooling, the hum of the electronics, the distant chatter of a world that will not stop talking. Rin had spent three years learning to ignore all of it. On the fourth night of March she stopped ignoring it.',
      },
      {
        title: 'Repetition',
        opening:
          'The pattern repeated every eleven minutes and seventeen seconds. Rin checked the equipment, then the software, then the equipment again. She checked whether it was the canteen microwave, which it had been once before, famously. It was not the microwave.',
      },
      {
        title: 'Dr Okoye',
        opening:
          'Dr Okoye read the printouts twice, in silence, and then asked Rin to sit down. She did not say it was impossible. She said, in the careful voice of someone who had been wrong before, that they would need to be very, very sure.',
      },
      {
        title: 'Other Ears',
        opening:
          'They asked two other observatories to listen, one on another continent and one on a ship. For three days nobody heard anything. On the fourth day the ship wrote back a single line: we have it too.',
      },
      {
        title: 'The Shape of It',
        opening:
          'It was not a message, or not a message in any language they knew. It was a shape: a sequence that folded back on itself like a tune, each repetition slightly longer than the last.',
      },
      {
        title: 'Telling People',
        opening:
          'The question of who to tell, and when, and how, took longer than finding the signal had. There were meetings about meetings. Rin went back to the night shift and listened, because somebody should.',
      },
      {
        title: 'Answer',
        opening:
          'It was Sam from the kitchen who asked the obvious question over breakfast: had anyone tried answering? There was a silence in the canteen that lasted exactly as long as it took everyone to realise nobody had.',
      },
      {
        title: 'Eleven Minutes',
        opening:
          'They sent the shape back, with one more step added at the end. Then they waited eleven minutes and seventeen seconds, and the whole station held its breath.',
      },
    ],
    sentences: [
      '{hero} pulled {thing} closer and watched the green line crawl across the screen.',
      'Outside, {weather} worried at the edges of the dish.',
      'In {place} the only sound was the fans of the equipment racks.',
      '{friend} came in with two coffees and set one down without asking.',
      'The numbers did not care whether anyone believed them.',
      'She wrote down the time to the second, as she had been trained to.',
      'Somewhere above the clouds, the sky went on turning as if nothing had happened.',
      'There is a kind of tiredness that makes everything seem significant.',
      '“Run it again,” {friend} said, and she did, and it was still there.',
      'The printouts curled at the corners where she had held them too long.',
      'Static is not silence; it is everything talking at once.',
      'She had always imagined this moment as loud, and it was the quietest hour of her life.',
      'Every instrument in the room agreed, which was itself suspicious.',
      'The corridor lights came on one by one as she walked, as if someone were following.',
      'Dawn arrived the way it always did there, all at once, flat and white.',
      'Nobody slept much, and nobody complained.',
      'On the display the pattern rose, fell, and rose again, patient as breathing.',
      'She found she was whispering, though there was nobody to disturb.',
      'The generator coughed twice and recovered, and everyone pretended not to have noticed.',
      '“Eleven minutes,” {friend} said. “It is waiting for something.”',
      'Science, she thought, is mostly the discipline of not hoping too early.',
      'The canteen ran out of biscuits on the second day, and of patience on the third.',
      'Far away, in cities that did not know yet, people went to work.',
      'She put on the headphones and, for the first time in years, simply listened.',
    ],
  },
];

function fill(sentence: string, cast: BookSource['cast'], random: () => number): string {
  return sentence.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const options = cast[slot] ?? [slot];
    const value = options[Math.floor(random() * options.length)]!;
    return value;
  });
}

/** A chapter: its opening, then ~11 paragraphs of 4–6 of the book's sentences, none repeated within a paragraph. */
function composeChapter(source: BookSource, index: number): EpubChapter {
  const random = rng(index * 7919 + source.id.charCodeAt(0));
  const chapter = source.chapters[index]!;
  const paragraphs = [chapter.opening];
  for (let p = 0; p < 11; p++) {
    const count = 4 + Math.floor(random() * 3);
    const picked = new Set<number>();
    while (picked.size < count) picked.add(Math.floor(random() * source.sentences.length));
    const text = [...picked].map((i) => fill(source.sentences[i]!, source.cast, random)).join(' ');
    // Sentences starting with "you" read oddly capitalised mid-paragraph; capitalise each one.
    paragraphs.push(text.replace(/(^|[.!?”] )([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase()));
  }
  return { title: chapter.title, paragraphs };
}

function coverSvg(source: BookSource): string {
  const [bg, mid, accent] = source.colors;
  const motif = (() => {
    switch (source.motif) {
      case 'waves':
        return Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M0 ${560 + i * 40} q 75 -30 150 0 t 150 0 t 150 0 t 150 0" fill="none" stroke="${accent}" stroke-opacity="${0.2 + i * 0.1}" stroke-width="4"/>`,
        ).join('');
      case 'stars': {
        const random = rng(42);
        return Array.from(
          { length: 60 },
          () =>
            `<circle cx="${Math.round(random() * 600)}" cy="${Math.round(random() * 900)}" r="${(random() * 2.5 + 0.5).toFixed(1)}" fill="${accent}" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
        ).join('');
      }
      case 'trees':
        return Array.from(
          { length: 5 },
          (_, i) =>
            `<g transform="translate(${60 + i * 120} ${640 + (i % 2) * 30})"><rect x="-6" y="0" width="12" height="80" fill="#3b2a1a"/><circle cx="0" cy="-10" r="48" fill="${mid}"/><circle cx="-14" cy="-18" r="6" fill="#d64545"/><circle cx="16" cy="0" r="6" fill="#d64545"/></g>`,
        ).join('');
      case 'signal':
        return Array.from(
          { length: 7 },
          (_, i) =>
            `<circle cx="300" cy="700" r="${40 + i * 45}" fill="none" stroke="${accent}" stroke-opacity="${(0.9 - i * 0.12).toFixed(2)}" stroke-width="3"/>`,
        ).join('');
    }
  })();
  const words = source.title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + w).length <= 14) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const title = lines
    .map((l, i) => `<tspan x="300" dy="${i === 0 ? 0 : 64}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900" width="600" height="900">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="600" height="900" fill="url(#bg)"/>
  ${motif}
  <text x="300" y="220" text-anchor="middle" font-family="Georgia, serif" font-size="56" font-weight="bold" fill="#ffffff">${title}</text>
  <rect x="240" y="${250 + lines.length * 64}" width="120" height="3" fill="${accent}"/>
  <text x="300" y="${310 + lines.length * 64}" text-anchor="middle" font-family="Georgia, serif" font-size="28" fill="${accent}">${escapeXml(source.author)}</text>
</svg>
`;
}

export function buildBook(source: BookSource): EpubBook {
  return {
    id: source.id,
    title: source.title,
    author: source.author,
    language: 'en',
    description: source.description,
    modified: '2026-01-15T09:00:00Z',
    coverSvg: coverSvg(source),
    chapters: source.chapters.map((_, i) => composeChapter(source, i)),
  };
}
