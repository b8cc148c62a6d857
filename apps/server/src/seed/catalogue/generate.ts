/**
 * The demo catalogue generator: title N is a pure function of N, so `seed:catalogue --titles 1000000`
 * extends the 2,000-title demo catalogue with the same first 2,000 titles, and covers, tests and
 * benches can rely on what title 1 … 7 are (CURATED_TITLES).
 */
import { GENRES, MEDIA_TYPES, indexTokens, normaliseSearchText, type MediaType } from '@member-area/domain';
import { verb, withArticle, WithArticle } from './english';
import * as W from './words';
import { hashString, mulberry32 } from '../../lib/prng';
import type {
  CreditsTable,
  EpisodesTable,
  GenresTable,
  MediaItemsTable,
  PeopleTable,
  TracksTable,
} from '../../db/tables/catalogue';

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const int = (r: Rand, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));

export function slugify(text: string): string {
  return (
    normaliseSearchText(text)
      .replace(/[^a-z0-9 ]/g, '')
      .trim()
      .replace(/ +/g, '-')
      .slice(0, 80) || 'title'
  );
}

/** Genre ids are fixed by position: media type index × 100 + genre index + 1. */
export function genreId(type: MediaType, key: string): number {
  const t = MEDIA_TYPES.indexOf(type);
  const i = GENRES[type].findIndex((g) => g.key === key);
  if (i < 0) throw new Error(`unknown genre ${type}/${key}`);
  return t * 100 + i + 1;
}

export type GenreRow = GenresTable;

export function allGenreRows(): GenreRow[] {
  return MEDIA_TYPES.flatMap((type) =>
    GENRES[type].map((g) => ({
      id: genreId(type, g.key),
      media_type: type,
      key: g.key,
      title: g.title,
      parent_id: null,
      title_count: 0,
    })),
  );
}

export type PersonRow = PeopleTable;

const HUMAN_BASE = 1;
const BAND_BASE = 100_000;
const PUBLISHER_BASE = 200_000;
const STUDIO_BASE = 210_000;
const CHANNEL_BASE = 220_000;
const CHANNELS = [
  'PlayMax Sports',
  'Arena One',
  'Stadium Live',
  'Pitchside TV',
  'Courtside',
  'Redline Motor',
];

function human(r: Rand): PersonRow {
  const f = Math.floor(r() * W.FIRST_NAMES.length);
  const l = Math.floor(r() * W.LAST_NAMES.length);
  const name = `${W.FIRST_NAMES[f]} ${W.LAST_NAMES[l]}`;
  return { id: HUMAN_BASE + f * W.LAST_NAMES.length + l, slug: slugify(name), name };
}
function band(r: Rand): PersonRow {
  if (r() < 0.45) {
    const p = human(r);
    return p; // solo artists are people too
  }
  const a = Math.floor(r() * W.BAND_PREFIX.length);
  const b = Math.floor(r() * W.BAND_NOUN.length);
  const name = `${W.BAND_PREFIX[a]} ${W.BAND_NOUN[b]}`;
  return { id: BAND_BASE + a * W.BAND_NOUN.length + b, slug: slugify(name), name };
}
function listed(base: number, list: readonly string[], r: Rand): PersonRow {
  const i = Math.floor(r() * list.length);
  return { id: base + i, slug: slugify(list[i]!), name: list[i]! };
}

export interface GeneratedItem {
  row: MediaItemsTable & { media_type: MediaType; genre_id: number };
  genreIds: number[];
  people: PersonRow[];
  credits: CreditsTable[];
  tracks: TracksTable[];
  episodes: EpisodesTable[];
  /** Normalised tokens of title, people and genres, space-separated. */
  document: string;
}

const TYPE_SHARES: [MediaType, number][] = [
  ['movie', 0.24],
  ['music', 0.15],
  ['ebook', 0.18],
  ['audiobook', 0.15],
  ['game', 0.12],
  ['software', 0.06],
  ['stream', 0.1],
];

function mediaTypeFor(r: Rand): MediaType {
  let x = r();
  for (const [t, share] of TYPE_SHARES) {
    if (x < share) return t;
    x -= share;
  }
  return 'movie';
}

function releaseDate(r: Rand, oldest: number): { date: string; year: number } {
  const span = 2026 - oldest;
  const year = 2026 - Math.floor(r() * r() * span);
  const month = year === 2026 ? int(r, 1, 10) : int(r, 1, 12);
  const day = int(r, 1, 28);
  return { date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, year };
}

function isbn(r: Rand): string {
  const digits = [9, 7, 8, ...Array.from({ length: 9 }, () => int(r, 0, 9))];
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

function titleFor(type: MediaType, r: Rand, genre: string): string {
  const adj = pick(r, W.ADJECTIVES);
  const noun = pick(r, W.NOUNS);
  const noun2 = pick(r, W.NOUNS);
  const place = pick(r, W.PLACES);
  const name = pick(r, W.FIRST_NAMES);
  switch (type) {
    case 'movie':
      return pick(r, [
        `The ${adj} ${noun}`,
        `${noun} of ${place}`,
        `${name}'s ${noun}`,
        `Return to ${place}`,
        `${adj} ${noun}`,
        `The ${noun} and the ${noun2}`,
        `${noun}: ${adj} ${noun2}`,
        `Night in ${place}`,
      ]);
    case 'music':
      return pick(r, [
        `${adj} ${noun}s`,
        `${pick(r, W.SONG_WORDS)} ${pick(r, W.SONG_WORDS)}`,
        `Live in ${place}`,
        `${noun} Sessions`,
        `${adj} Hours`,
        `Songs from ${place}`,
      ]);
    case 'ebook':
    case 'audiobook':
      if (genre === 'cooking' || genre === 'food_wine') return `${place} Kitchen: ${int(r, 40, 150)} Recipes`;
      if (genre === 'selfhelp' || genre === 'business_economics' || genre === 'personal_finance')
        return pick(r, [`The ${adj} Habit`, `Think Like a ${noun}`, `The ${noun} Principle`, `${adj} Money`]);
      if (genre === 'history' || genre === 'biography')
        return pick(r, [`${place}: A History`, `The ${noun} of ${place}`, `${name}: A Life`]);
      return pick(r, [
        `The ${noun} of ${place}`,
        `The ${adj} ${noun}`,
        `${name} and the ${noun}`,
        `A ${noun} in ${place}`,
        `The ${noun}'s ${noun2}`,
        `${adj} ${noun2}`,
      ]);
    case 'game':
      return pick(r, [
        `${noun} ${pick(r, W.GAME_WORDS)}`,
        `${adj} ${pick(r, W.GAME_WORDS)}`,
        `${pick(r, W.GAME_WORDS)} ${int(r, 2, 4)}`,
        `${noun} ${pick(r, W.GAME_WORDS)}: ${adj} Edition`,
      ]);
    case 'software':
      return `${pick(r, W.SOFTWARE_PREFIX)}${pick(r, W.SOFTWARE_NOUN)}${pick(r, W.SOFTWARE_SUFFIX)}`;
    case 'stream': {
      const home = pick(r, W.TEAMS);
      let away = pick(r, W.TEAMS);
      if (away === home) away = W.TEAMS[(W.TEAMS.indexOf(home) + 1) % W.TEAMS.length]!;
      if (['sports', 'football', 'basketball', 'tennis', 'motorsport'].includes(genre))
        return `${home[0]} vs ${away[0]}`;
      return pick(r, [`${place} Live`, `${adj} Talk`, `The ${noun} Show`, `${noun} Radio`]);
    }
  }
}

/** A person rather than a band: one name takes a singular verb (english.ts). */
const isPerson = (p: PersonRow | undefined): boolean => !!p && p.id >= HUMAN_BASE && p.id < BAND_BASE;

function describe(type: MediaType, r: Rand, title: string, people: PersonRow[], genreTitle: string): string {
  const who = people[0]?.name ?? 'an ensemble cast';
  const place = pick(r, W.PLACES);
  const noun = pick(r, W.NOUNS).toLowerCase();
  const genre = genreTitle.toLowerCase();
  switch (type) {
    case 'movie':
      return `In ${place}, ${withArticle(noun)} changes everything. ${title} is ${withArticle(genre)} story directed by ${who}, about the choices we make when nobody is watching.`;
    case 'music':
      return `${who} ${verb(isPerson(people[0]), 'returns', 'return')} with ${title}: ${genre} songs recorded in ${place}, warm and close, made for late nights and long drives.`;
    case 'audiobook':
      return `Narrated with warmth, ${title} by ${who} follows ${withArticle(noun)} from ${place}. ${WithArticle(genre)} listen for the commute and the quiet hours.`;
    case 'ebook':
      return `${title} by ${who}: ${withArticle(genre)} book set between ${place} and the sea, about ${withArticle(noun)} nobody could forget.`;
    case 'game':
      return `${title} is ${withArticle(genre)} game from ${who}: short rounds, rising challenge, and ${withArticle(noun)} to protect. Plays in the browser.`;
    case 'software':
      return `${title} by ${who} helps you get things done: ${genreTitle.toLowerCase()} tools that stay out of your way, on every device you own.`;
    case 'stream':
      return `Live from ${place}: ${title}, with commentary, stats and replays on ${who}.`;
  }
}

const QUALITIES = ['HD', 'HD', '4K', 'SD'];

/** The item with id `id` (1-based). */
export function generateItem(id: number): GeneratedItem {
  const r = mulberry32(hashString(`title:${id}`) ^ Math.imul(id, 2654435761));
  const curated = W.CURATED_TITLES[id - 1];
  const type = (curated?.mediaType as MediaType | undefined) ?? mediaTypeFor(r);
  const genres = GENRES[type];
  let genre = pick(r, genres);
  if (curated?.mediaType === 'game') genre = genres.find((g) => g.key === 'tower_defense')!;
  if (curated?.mediaType === 'stream') genre = genres.find((g) => g.key === 'football')!;
  const extraGenre = r() < 0.35 ? pick(r, genres) : null;
  const title = curated?.title ?? titleFor(type, r, genre.key);
  const popularity = Math.min(100, Math.floor(100 * Math.pow(r(), 2.2)) + (curated ? 60 : 0));
  const isFree = r() < 0.12 ? 1 : 0;
  const geoRoll = r();
  const geoBlocked =
    geoRoll < 0.03 ? JSON.stringify(pick(r, [['CA'], ['GB', 'IE'], ['DE', 'AT', 'CH']])) : null;
  const geoAllowed = geoRoll >= 0.03 && geoRoll < 0.045 ? JSON.stringify(['US']) : null;

  const people: PersonRow[] = [];
  const credits: GeneratedItem['credits'] = [];
  const credit = (p: PersonRow, role: string) => {
    const position = credits.filter((c) => c.role === role).length;
    if (credits.some((c) => c.role === role && c.person_id === p.id)) return;
    people.push(p);
    credits.push({ media_id: id, person_id: p.id, role, position });
  };
  const tracks: GeneratedItem['tracks'] = [];
  const episodes: GeneratedItem['episodes'] = [];
  const details: Record<string, unknown> = {};
  let duration: number | null = null;
  let subtitle: string | null = null;
  let rel = releaseDate(r, 1950);
  // Games and software: released since `year` by a studio, which is also their subtitle.
  const fromStudio = (year: number) => {
    rel = releaseDate(r, year);
    const studio = listed(STUDIO_BASE, W.STUDIOS, r);
    credit(studio, 'studio');
    subtitle = studio.name;
  };

  switch (type) {
    case 'music': {
      rel = releaseDate(r, 1960);
      const artist = band(r);
      credit(artist, 'artist');
      if (r() < 0.2) credit(band(r), 'artist');
      subtitle = artist.name;
      details.upc = String(int(r, 100000000000, 999999999999));
      const n = int(r, 6, 12);
      for (let k = 1; k <= n; k++) {
        const d = int(r, 140, 330);
        tracks.push({
          id: id * 100 + k,
          media_id: id,
          track_number: k,
          title: `${pick(r, W.SONG_WORDS)} ${pick(r, W.SONG_WORDS)}${r() < 0.15 ? ` (feat. ${human(r).name})` : ''}`,
          description: null,
          duration: d,
          artist_ids: JSON.stringify([artist.id]),
        });
      }
      duration = tracks.reduce((s, t) => s + t.duration, 0);
      break;
    }
    case 'movie': {
      const isSeries = genre.key === 'tv_series' || r() < 0.12;
      details.type = isSeries ? 'series' : 'movie';
      details.quality = pick(r, QUALITIES);
      details.language = pick(r, W.LANGUAGES);
      details.countryOfOrigin = pick(r, W.COUNTRIES);
      const director = human(r);
      credit(director, 'director');
      subtitle = director.name;
      for (let k = 0; k < int(r, 3, 6); k++) credit(human(r), 'cast');
      credit(human(r), 'producer');
      if (r() < 0.5) credit(human(r), 'producer');
      credit(human(r), 'writer');
      if (isSeries) {
        const seasons = int(r, 1, 3);
        let count = 0;
        for (let s = 1; s <= seasons; s++) {
          const eps = int(r, 4, 8);
          for (let e = 1; e <= eps; e++) {
            count++;
            episodes.push({
              id: id * 100 + count,
              media_id: id,
              season_number: s,
              episode_number: e,
              title: `${pick(r, W.ADJECTIVES)} ${pick(r, W.NOUNS)}`,
              description: `Season ${s}, episode ${e}: the ${pick(r, W.NOUNS).toLowerCase()} of ${pick(r, W.PLACES)}.`,
              duration: int(r, 22, 55) * 60,
              release_date: rel.date,
            });
          }
        }
        details.seasonNumber = seasons;
        details.episodeNumber = count;
        duration = episodes[0]!.duration;
      } else {
        duration = int(r, 80, 165) * 60;
      }
      break;
    }
    case 'audiobook': {
      const author = human(r);
      credit(author, 'author');
      subtitle = author.name;
      credit(human(r), 'narrator');
      if (r() < 0.3) credit(human(r), 'narrator');
      credit(listed(PUBLISHER_BASE, W.PUBLISHERS, r), 'publisher');
      details.isbn = isbn(r);
      details.language = pick(r, W.LANGUAGES);
      details.copyright = `© ${rel.year} ${author.name}`;
      duration = int(r, 3 * 60, 22 * 60) * 60;
      break;
    }
    case 'ebook': {
      const writer = human(r);
      credit(writer, 'writer');
      subtitle = writer.name;
      if (r() < 0.15) credit(human(r), 'writer');
      credit(listed(PUBLISHER_BASE, W.PUBLISHERS, r), 'publisher');
      details.isbn = isbn(r);
      details.edition = pick(r, ['1st edition', '2nd edition', 'Revised edition', 'Anniversary edition']);
      details.languages = r() < 0.2 ? [pick(r, W.LANGUAGES), 'en'] : [pick(r, W.LANGUAGES)];
      details.numPages = int(r, 96, 720);
      break;
    }
    case 'game': {
      fromStudio(2005);
      details.type = 'html5';
      break;
    }
    case 'software': {
      fromStudio(2012);
      details.type = pick(r, ['application', 'utility']);
      break;
    }
    case 'stream': {
      rel = releaseDate(r, 2025);
      const channel = listed(CHANNEL_BASE, CHANNELS, r);
      credit(channel, 'studio');
      subtitle = channel.name;
      details.quality = pick(r, QUALITIES);
      details.language = pick(r, W.LANGUAGES);
      details.countryOfOrigin = pick(r, W.COUNTRIES);
      if (title.includes(' vs ')) details.liveSlug = `${slugify(title)}-${id}`;
      duration = 2 * 3600;
      break;
    }
  }

  const genreSet = new Set([genreId(type, genre.key)]);
  if (extraGenre) genreSet.add(genreId(type, extraGenre.key));
  if (type === 'movie' && details.type === 'series') genreSet.add(genreId(type, 'tv_series'));
  const genreIds = [...genreSet];

  const document = [
    ...indexTokens(title),
    ...people.flatMap((p) => indexTokens(p.name)),
    ...genreIds.flatMap((gid) => indexTokens(genres.find((g) => genreId(type, g.key) === gid)!.title)),
  ];

  return {
    row: {
      id,
      media_type: type,
      title,
      title_norm: normaliseSearchText(title),
      slug: slugify(title),
      description: describe(type, r, title, people, genre.title),
      subtitle,
      release_date: rel.date,
      release_year: rel.year,
      popularity,
      is_free: isFree,
      vendor_id: `${type.slice(0, 2).toUpperCase()}-${id.toString(36).toUpperCase().padStart(6, '0')}`,
      duration,
      genre_id: genreIds[0]!,
      details: JSON.stringify(details),
      geo_allowed: geoAllowed,
      geo_blocked: geoBlocked,
      cache_index: 1,
    },
    genreIds,
    people,
    credits,
    tracks,
    episodes,
    document: [...new Set(document)].join(' '),
  };
}
