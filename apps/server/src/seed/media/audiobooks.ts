import fs from 'node:fs/promises';
import path from 'node:path';
import { probeDuration, runFfmpeg } from './ffmpeg';
import { describeFile, MIME, scratchFile } from './files';
import type { AudiobookAsset, AudioAsset } from '../../lib/media-manifest';
import { renderNarration, wavBytes } from './synth';
import type { EncodeContext } from './video';

interface Book {
  key: string;
  title: string;
  voiceHz: number;
  tonic: number;
  chapters: Array<{ title: string; text: string }>;
}

/**
 * Three short books. The ffmpeg build has no speech engine (no flite), so the text drives the rhythm
 * of a synthetic reading voice: its syllables, word gaps and pauses at commas and full stops.
 */
export const BOOKS: Book[] = [
  {
    key: 'keeper-of-small-lights',
    title: 'The Keeper of Small Lights',
    voiceHz: 118,
    tonic: -14,
    chapters: [
      {
        title: 'The Key',
        text: 'The lighthouse had not been lit for eleven years when Mara Quell climbed its stairs with a tin of oil and a borrowed key. The town below was asleep, or pretending to be. Wind came off the water in long, patient breaths, and the iron door complained the whole way open. She counted the steps as her grandmother had taught her, one hundred and twelve, and at the top she found the lamp exactly where the stories had left it, wrapped in a grey blanket like something that might still be cold.',
      },
      {
        title: 'The Logbook',
        text: 'Beside the lamp lay a logbook with a cracked green spine. Every page was filled in the same careful hand: the date, the wind, the ships that passed, and at the bottom of each day a single line about the weather inside the keeper. Calm. Restless. Thinking of home. Mara read until the light through the salt-stained glass turned from black to the colour of weak tea. The last entry was not dated. It said only: if you are reading this, the lamp remembers you.',
      },
      {
        title: 'The Storm',
        text: 'The storm arrived in the afternoon, earlier than the radio had promised. Boats were still out beyond the point, small and stubborn against the grey. Mara poured the oil, trimmed the wick with her grandmother’s scissors, and struck a match that went out, and another, and a third that held. The lamp caught slowly, then all at once, and the great lens began to turn. Far out on the water, one by one, the boats changed course and came towards the light.',
      },
    ],
  },
  {
    key: 'field-notes-from-the-city',
    title: 'Field Notes from the City',
    voiceHz: 104,
    tonic: -10,
    chapters: [
      {
        title: 'Pigeons, Considered',
        text: 'Consider the city pigeon, which most people do not. It walks where we walk, eats what we drop, and nests in the gaps we leave in our buildings without noticing. Its ancestors lived on sea cliffs, and to a pigeon a street of tall houses is simply a cliff with better food. Watch one for ten minutes and you will see a creature that knows the timetable of every bakery on the block, and which benches are kind, and which children are generous.',
      },
      {
        title: 'The Night Shift',
        text: 'At three in the morning the city belongs to other people. Bakers, nurses, taxi drivers, the woman who cleans the trains and sings while she does it. The streets are wider at night, and quieter, and the traffic lights change for nobody. Foxes trot along the pavement with the confidence of commuters. If you are awake then, for whatever reason, you become a member of a small and friendly club, and strangers nod to you as if you share a secret.',
      },
      {
        title: 'Rooftop Gardens',
        text: 'Above the noise, on flat roofs that nobody sees from the street, people are growing tomatoes. They carry soil up five flights of stairs in shopping bags. They argue with the wind about runner beans. One man on the corner of Mill Street keeps bees, and his honey tastes faintly of the lime trees in the park. From up there the city looks less like a machine and more like what it is: a great many people, trying patiently to make somewhere green.',
      },
    ],
  },
  {
    key: 'the-clockmakers-apprentice',
    title: 'The Clockmaker’s Apprentice',
    voiceHz: 132,
    tonic: -7,
    chapters: [
      {
        title: 'A Door on Tallow Lane',
        text: 'The clockmaker’s shop on Tallow Lane had no sign, only a window full of clocks that all told a different time. Pip pressed her nose to the glass and counted seventeen of them, each one certain, each one wrong. The door opened before she knocked. An old man with spectacles pushed up into his white hair looked at her, then at the rain, then at her shoes, which had holes in them. Well, he said, you had better come in and learn something useful.',
      },
      {
        title: 'The Seventeen Clocks',
        text: 'Each clock in the window, the old man explained, kept the time of a different place. This one was the harbour, where the tide decides everything. This one was the school, which always ran five minutes fast so the children would not be late. This one belonged to a lady who had stopped it on the happiest afternoon of her life and asked him never to wind it again. Pip asked which clock told the real time. He smiled. All of them, he said. That is the difficulty.',
      },
      {
        title: 'The Clock That Ran Backwards',
        text: 'In the spring a man brought in a pocket watch that ran backwards. He wanted it mended, he said, but not too quickly. Pip took it apart on a square of black velvet: the springs, the tiny wheels, a gear put in upside down by someone very careful. She could have fixed it in a minute. Instead she looked at the man, who was holding his hat very tightly, and asked him how much time he needed back. He laughed, and then, to her surprise, he told her.',
      },
    ],
  },
];

export async function encodeChapter(
  bookIndex: number,
  chapterIndex: number,
  ctx: EncodeContext,
): Promise<AudioAsset> {
  const book = BOOKS[bookIndex]!;
  const chapter = book.chapters[chapterIndex]!;
  const key = `${book.key}-ch${chapterIndex + 1}`;
  const pcm = renderNarration(chapter.text, {
    maxSeconds: Math.max(2, 60 * ctx.durationScale),
    voiceHz: book.voiceHz,
    seed: bookIndex * 10 + chapterIndex + 1,
    tonic: book.tonic,
  });
  const wav = await scratchFile(ctx.scratch, `audiobooks/${key}.wav`, wavBytes(pcm));
  const rel = `audiobooks/${book.key}/chapter-${chapterIndex + 1}.mp3`;
  const file = path.join(ctx.out, ...rel.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Speech needs less than music: mono at 64 kbps is what audiobook stores ship.
  await runFfmpeg(ctx.ffmpeg, [
    '-i',
    wav,
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-metadata',
    `title=${chapter.title}`,
    '-metadata',
    `album=${book.title}`,
    file,
  ]);
  return {
    key,
    title: chapter.title,
    duration: await probeDuration(ctx.ffmpeg, file),
    audio: await describeFile(ctx.out, rel, MIME.mp3),
  };
}

export function assembleBook(bookIndex: number, chapters: AudioAsset[]): AudiobookAsset {
  const book = BOOKS[bookIndex]!;
  return { key: book.key, title: book.title, chapters };
}
