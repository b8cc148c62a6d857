/**
 * Real media files for the libraries tests (issue 32 "Done when"): made with the shipped ffmpeg
 * (and EPUBs and zips by hand with fflate) in a temporary folder, once per test process: every
 * file that asks for them shares one set, removed when the process exits. Each media file is at
 * most 3 s so the set builds in a few seconds.
 *
 * Layout (one folder per library type, and the bad files apart):
 *   movies/The Film.mp4 (+ The Film.json sidecar, poster.jpg)
 *   series/The Show/Season 01/The Show S01E01.mkv, …S01E02.mkv
 *   music/Test Album/01 - First Light.mp3 … 03 (ID3, cover embedded, cover.jpg), music/Single/Single.flac
 *   audiobooks/The Audiobook/The Audiobook.m4b (3 chapters)
 *   ebooks/The Book.epub, games/Test Game.zip
 *   bad/… every bad file of issue 32 point 5, outside/… what the bad link points at
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { findFfmpeg, runFfmpeg } from '../../src/seed/media/ffmpeg';

/** What the good files say about themselves: the tests assert the readers find exactly this. */
export const FIXTURE_FILM = {
  title: 'The Film',
  date: '2021-05-04',
  description: 'A film made by the tests, two seconds of colour bars.',
  genre: 'Drama',
  width: 1280,
  height: 720,
  seconds: 2,
} as const;
export const FIXTURE_SHOW = { show: 'The Show', episodeTitles: ['Pilot', 'The Second One'] } as const;
export const FIXTURE_ALBUM = {
  album: 'Test Album',
  artist: 'The Test Band',
  genre: 'Rock',
  year: 2020,
  titles: ['First Light', 'Second Wind', 'Third Time'],
} as const;
export const FIXTURE_AUDIOBOOK = {
  title: 'The Audiobook',
  author: 'Ann Author',
  chapters: ['Chapter One', 'Chapter Two', 'Chapter Three'],
  seconds: 3,
} as const;
export const FIXTURE_FLAC = {
  title: 'Lossless Song',
  artist: 'Flac Artist',
  album: 'Single',
  genre: 'Jazz',
  date: '2019-03-02',
} as const;
export const FIXTURE_BOOK = {
  title: 'The Book of Tests',
  author: 'Bea Writer',
  narrator: 'Nat Reader',
  language: 'en',
  isbn: '9780306406157',
  publisher: 'Fixture Press',
  date: '2022-10-01',
  description: 'A short book written by the tests.',
  subjects: ['Fiction', 'Testing'],
  chapters: 3,
} as const;
export const FIXTURE_SIDECAR = {
  title: 'The Film (Director’s Cut)',
  description: 'What the file cannot say.',
  genres: ['Drama', 'Mystery'],
  credits: [
    { name: 'Dee Rector', role: 'director' },
    { name: 'Ac Tor', role: 'cast' },
  ],
  releaseDate: '2021-05-04',
} as const;
/** The broken-tags MP3: its title is invalid UTF-8, its artist UTF-8 read as Latin-1; its album is fine. */
export const FIXTURE_BROKEN_TAGS = { album: 'Fine Album', artistUtf8: 'Beyoncé' } as const;

export interface LibraryFixtures {
  root: string;
  dirs: {
    movies: string;
    series: string;
    music: string;
    audiobooks: string;
    ebooks: string;
    games: string;
    bad: string;
    outside: string;
  };
  film: string;
  filmSidecar: string;
  episodes: [string, string];
  albumTracks: [string, string, string];
  albumCover: string;
  flac: string;
  m4b: string;
  epub: string;
  game: string;
  bad: {
    empty: string;
    /** The film cut in half: its index (moov atom, at the end) is gone. */
    truncated: string;
    /** Random bytes named .mp3. */
    corrupt: string;
    /** The FLAC named .mp3. */
    wrongExtension: string;
    brokenTags: string;
    /** A game zip with a `../evil.html` entry beside its index.html. */
    evilZip: string;
    /** A game zip whose entry is a symbolic link to /etc/passwd. */
    symlinkZip: string;
    /** A game zip with no index.html. */
    noIndexZip: string;
    /** A PDF named .epub. */
    pdfEpub: string;
    /** A zip named .epub without META-INF/container.xml. */
    epubNoContainer: string;
    /** An EPUB with a `../../outside.xhtml` entry. */
    evilEpub: string;
    /** An EPUB whose directory declares a 4 GB chapter (a zip bomb's lie), small on disk. */
    bombEpub: string;
    /** A symbolic link in the bad folder to a file in `outside/`. */
    outsideLink: string;
    /** A sidecar with a misspelt key. */
    unknownKeySidecar: string;
    /** Not JSON. */
    brokenSidecar: string;
  };
}

/**
 * A symbolic link at `linkPath` to `target` (made if missing, with a few bytes), for the walk's
 * "a link pointing outside it" (issue 32 point 5).
 */
export async function makeSymlink(linkPath: string, target: string): Promise<string> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target)) await fsp.writeFile(target, 'outside the library');
  await fsp.mkdir(path.dirname(linkPath), { recursive: true });
  await fsp.symlink(target, linkPath);
  return linkPath;
}

function ffmpeg(): string {
  const bin = findFfmpeg();
  if (!bin) throw new Error('the libraries fixtures need ffmpeg (@ffmpeg-installer/ffmpeg or FFMPEG_PATH)');
  return bin;
}

const SINE = (seconds: number, hz = 440) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${hz}:sample_rate=44100:duration=${seconds}`,
];

function meta(tags: Record<string, string | number>): string[] {
  return Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]);
}

/** Deterministic bytes that are no media format (a linear congruential generator, seeded). */
function noise(length: number, seed = 32): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** An ID3v2.4 tag of text frames, each given as [frame id, encoding byte, raw bytes]. */
function id3v24(frames: Array<[string, number, Uint8Array]>): Uint8Array {
  const syncsafe = (n: number) => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];
  const bodies = frames.map(([id, encoding, bytes]) => {
    const payload = new Uint8Array([encoding, ...bytes]);
    return new Uint8Array([...strToU8(id), ...syncsafe(payload.length), 0, 0, ...payload]);
  });
  const size = bodies.reduce((s, b) => s + b.length, 0);
  return new Uint8Array([...strToU8('ID3'), 4, 0, 0, ...syncsafe(size), ...bodies.flatMap((b) => [...b])]);
}

/** The MPEG audio after a file's ID3v2 tag (the tag's size is syncsafe in bytes 6–9). */
function withoutId3v2(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return bytes;
  const size = (bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!;
  return bytes.subarray(10 + size);
}

function epubBytes(opts: { extra?: Zippable; withContainer?: boolean } = {}): Uint8Array {
  const b = FIXTURE_BOOK;
  const chapter = (n: number) => `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter ${n}</title></head>
<body><h1>Chapter ${n}</h1><p>Text of chapter ${n}.</p></body></html>
`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="pub-id">urn:isbn:${b.isbn}</dc:identifier>
    <dc:identifier id="uuid">urn:uuid:3f0d3f2c-0b1e-4d7a-9c55-2a9e1f0c9a11</dc:identifier>
    <dc:title>${b.title}</dc:title>
    <dc:creator id="author">${b.author}</dc:creator>
    <meta refines="#author" property="role" scheme="marc:relators">aut</meta>
    <dc:contributor id="narrator">${b.narrator}</dc:contributor>
    <meta refines="#narrator" property="role" scheme="marc:relators">nrt</meta>
    <dc:language>${b.language}</dc:language>
    <dc:publisher>${b.publisher}</dc:publisher>
    <dc:date>${b.date}</dc:date>
    <dc:description>&lt;p&gt;${b.description}&lt;/p&gt;</dc:description>
    ${b.subjects.map((s) => `<dc:subject>${s}</dc:subject>`).join('\n    ')}
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="cover-img" href="images/cover.png" media-type="image/png" properties="cover-image"/>
    ${[1, 2, 3].map((n) => `<item id="ch${n}" href="text/chapter%20${n}.xhtml" media-type="application/xhtml+xml"/>`).join('\n    ')}
  </manifest>
  <spine>
    ${[1, 2, 3].map((n) => `<itemref idref="ch${n}"/>`).join('\n    ')}
  </spine>
</package>
`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol>${[1, 2, 3].map((n) => `<li><a href="text/chapter%20${n}.xhtml">Chapter ${n}</a></li>`).join('')}</ol></nav></body></html>
`;
  const files: Zippable = {
    // OCF: "mimetype" first and stored, so readers can sniff the type at a fixed offset.
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    ...(opts.withContainer === false
      ? {}
      : {
          'META-INF/container.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`),
        }),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/nav.xhtml': strToU8(nav),
    'OEBPS/images/cover.png': COVER_PNG,
    ...Object.fromEntries([1, 2, 3].map((n) => [`OEBPS/text/chapter ${n}.xhtml`, strToU8(chapter(n))])),
    ...opts.extra,
  };
  return zipSync(files);
}

/** A 1×1 PNG: the EPUB's cover (its bytes are asserted, its look does not matter). */
const COVER_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * The zip with `name`'s uncompressed size in the central directory set to 0xFFFFFFF0 (4 GB): what
 * a zip bomb declares, without writing 4 GB. The readers must refuse it from the directory alone.
 */
function declareHugeEntry(zip: Uint8Array, name: string): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const wanted = strToU8(name);
  for (let p = 0; p + 46 < out.length; p++) {
    if (view.getUint32(p, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(p + 28, true);
    const entry = out.subarray(p + 46, p + 46 + nameLength);
    if (entry.length === wanted.length && entry.every((b, i) => b === wanted[i])) {
      view.setUint32(p + 24, 0xfffffff0, true);
      return out;
    }
  }
  throw new Error(`no central directory entry ${name}`);
}

function gameZip(extra: Zippable = {}, withIndex = true): Uint8Array {
  return zipSync({
    'Test Game': {},
    ...(withIndex
      ? {
          'Test Game/index.html': strToU8(
            '<!doctype html><title>Game</title><script src="game.js"></script>',
          ),
        }
      : {}),
    'Test Game/game.js': strToU8('document.title = "Test Game";'),
    ...extra,
  });
}

async function build(): Promise<LibraryFixtures> {
  const bin = ffmpeg();
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'libraries-fixtures-'));
  process.on('exit', () => fs.rmSync(root, { recursive: true, force: true }));
  const dirs = {
    movies: path.join(root, 'movies'),
    series: path.join(root, 'series'),
    music: path.join(root, 'music'),
    audiobooks: path.join(root, 'audiobooks'),
    ebooks: path.join(root, 'ebooks'),
    games: path.join(root, 'games'),
    bad: path.join(root, 'bad'),
    outside: path.join(root, 'outside'),
  };
  for (const d of Object.values(dirs)) await fsp.mkdir(d, { recursive: true });
  const run = (args: string[]) => runFfmpeg(bin, ['-loglevel', 'error', ...args]);

  const albumDir = path.join(dirs.music, FIXTURE_ALBUM.album);
  await fsp.mkdir(albumDir, { recursive: true });
  const albumCover = path.join(albumDir, 'cover.jpg');
  await run(['-f', 'lavfi', '-i', 'color=c=0x7C3AED:s=64x64', '-frames:v', '1', albumCover]);
  await fsp.copyFile(albumCover, path.join(dirs.movies, 'poster.jpg'));

  // The film: 720p so packaging can build two rungs; the index (moov) at the end, as ffmpeg writes
  // it by default, so cutting the file in half loses it.
  const film = path.join(dirs.movies, `${FIXTURE_FILM.title}.mp4`);
  await run([
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${FIXTURE_FILM.width}x${FIXTURE_FILM.height}:rate=25:duration=${FIXTURE_FILM.seconds}`,
    ...SINE(FIXTURE_FILM.seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-shortest',
    ...meta({
      title: FIXTURE_FILM.title,
      date: FIXTURE_FILM.date,
      description: FIXTURE_FILM.description,
      genre: FIXTURE_FILM.genre,
    }),
    film,
  ]);
  const filmSidecar = path.join(dirs.movies, `${FIXTURE_FILM.title}.json`);
  await fsp.writeFile(filmSidecar, JSON.stringify(FIXTURE_SIDECAR, null, 2));

  const seasonDir = path.join(dirs.series, FIXTURE_SHOW.show, 'Season 01');
  await fsp.mkdir(seasonDir, { recursive: true });
  const episodes = [1, 2].map((n) => path.join(seasonDir, `${FIXTURE_SHOW.show} S01E0${n}.mkv`)) as [
    string,
    string,
  ];
  for (const [i, file] of episodes.entries()) {
    await run([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25:duration=1',
      ...SINE(1, 330),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-shortest',
      ...meta({
        title: FIXTURE_SHOW.episodeTitles[i]!,
        show: FIXTURE_SHOW.show,
        season_number: 1,
        episode_sort: i + 1,
      }),
      file,
    ]);
  }

  const albumTracks = FIXTURE_ALBUM.titles.map((t, i) => path.join(albumDir, `0${i + 1} - ${t}.mp3`)) as [
    string,
    string,
    string,
  ];
  for (const [i, file] of albumTracks.entries()) {
    await run([
      ...SINE(1, 440 + i * 110),
      '-i',
      albumCover,
      '-map',
      '0:a',
      '-map',
      '1:v',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-c:v',
      'copy',
      '-disposition:v',
      'attached_pic',
      '-metadata:s:v',
      'title=Album cover',
      '-metadata:s:v',
      'comment=Cover (front)',
      '-id3v2_version',
      '3',
      ...meta({
        title: FIXTURE_ALBUM.titles[i]!,
        artist: FIXTURE_ALBUM.artist,
        album_artist: FIXTURE_ALBUM.artist,
        album: FIXTURE_ALBUM.album,
        track: `${i + 1}/3`,
        disc: '1/1',
        genre: FIXTURE_ALBUM.genre,
        date: FIXTURE_ALBUM.year,
      }),
      file,
    ]);
  }

  const singleDir = path.join(dirs.music, 'Single');
  await fsp.mkdir(singleDir, { recursive: true });
  const flac = path.join(singleDir, 'Single.flac');
  await run([
    ...SINE(1, 523),
    '-c:a',
    'flac',
    ...meta({
      TITLE: FIXTURE_FLAC.title,
      ARTIST: FIXTURE_FLAC.artist,
      ALBUM: FIXTURE_FLAC.album,
      TRACKNUMBER: 1,
      GENRE: FIXTURE_FLAC.genre,
      DATE: FIXTURE_FLAC.date,
    }),
    flac,
  ]);

  const bookDir = path.join(dirs.audiobooks, FIXTURE_AUDIOBOOK.title);
  await fsp.mkdir(bookDir, { recursive: true });
  const chaptersFile = path.join(root, 'chapters.ffmetadata');
  await fsp.writeFile(
    chaptersFile,
    [
      ';FFMETADATA1',
      `title=${FIXTURE_AUDIOBOOK.title}`,
      `artist=${FIXTURE_AUDIOBOOK.author}`,
      ...FIXTURE_AUDIOBOOK.chapters.flatMap((title, i) => [
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        `START=${i * 1000}`,
        `END=${(i + 1) * 1000}`,
        `title=${title}`,
      ]),
      '',
    ].join('\n'),
  );
  const m4b = path.join(bookDir, `${FIXTURE_AUDIOBOOK.title}.m4b`);
  await run([
    ...SINE(FIXTURE_AUDIOBOOK.seconds, 220),
    '-i',
    chaptersFile,
    '-map',
    '0:a',
    '-map_metadata',
    '1',
    '-map_chapters',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-f',
    'mp4',
    m4b,
  ]);

  const epub = path.join(dirs.ebooks, `${FIXTURE_BOOK.title}.epub`);
  await fsp.writeFile(epub, epubBytes());
  const game = path.join(dirs.games, 'Test Game.zip');
  await fsp.writeFile(game, gameZip());

  // Issue 32 point 5, one file each.
  const bad = {
    empty: path.join(dirs.bad, 'empty.mp4'),
    truncated: path.join(dirs.bad, 'truncated.mp4'),
    corrupt: path.join(dirs.bad, 'corrupt.mp3'),
    wrongExtension: path.join(dirs.bad, 'really-flac.mp3'),
    brokenTags: path.join(dirs.bad, '01 - Broken Tags.mp3'),
    evilZip: path.join(dirs.bad, 'evil.zip'),
    symlinkZip: path.join(dirs.bad, 'symlink.zip'),
    noIndexZip: path.join(dirs.bad, 'no-index.zip'),
    pdfEpub: path.join(dirs.bad, 'really-pdf.epub'),
    epubNoContainer: path.join(dirs.bad, 'no-container.epub'),
    evilEpub: path.join(dirs.bad, 'evil.epub'),
    bombEpub: path.join(dirs.bad, 'bomb.epub'),
    outsideLink: path.join(dirs.bad, 'outside-link.mp4'),
    unknownKeySidecar: path.join(dirs.bad, 'misspelt.json'),
    brokenSidecar: path.join(dirs.bad, 'broken.json'),
  };
  await fsp.writeFile(bad.empty, new Uint8Array(0));
  const filmBytes = await fsp.readFile(film);
  await fsp.writeFile(bad.truncated, filmBytes.subarray(0, Math.floor(filmBytes.length / 2)));
  await fsp.writeFile(bad.corrupt, noise(64 * 1024));
  await fsp.copyFile(flac, bad.wrongExtension);

  const plainMp3 = path.join(root, 'plain.mp3');
  await run([...SINE(1, 660), '-c:a', 'libmp3lame', '-b:a', '64k', plainMp3]);
  const audio = withoutId3v2(await fsp.readFile(plainMp3));
  const tag = id3v24([
    // Encoding 3 (UTF-8) with bytes that are not UTF-8: "Caf\xE9 \xFF".
    ['TIT2', 3, Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xff])],
    // Encoding 0 (Latin-1) holding UTF-8 bytes: reads as "BeyoncÃ©".
    ['TPE1', 0, strToU8(FIXTURE_BROKEN_TAGS.artistUtf8)],
    ['TALB', 3, strToU8(FIXTURE_BROKEN_TAGS.album)],
  ]);
  await fsp.writeFile(bad.brokenTags, new Uint8Array([...tag, ...audio]));

  await fsp.writeFile(bad.evilZip, gameZip({ '../evil.html': strToU8('<script>alert(1)</script>') }));
  // A Unix symlink entry: host 3 (Unix), mode 0120777 in the external attributes' high half.
  await fsp.writeFile(
    bad.symlinkZip,
    gameZip({ 'Test Game/passwd': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }),
  );
  await fsp.writeFile(bad.noIndexZip, gameZip({}, false));
  await fsp.writeFile(bad.pdfEpub, strToU8('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'));
  await fsp.writeFile(bad.epubNoContainer, epubBytes({ withContainer: false }));
  await fsp.writeFile(bad.evilEpub, epubBytes({ extra: { '../../outside.xhtml': strToU8('<html/>') } }));
  await fsp.writeFile(bad.bombEpub, declareHugeEntry(epubBytes(), 'OEBPS/text/chapter 1.xhtml'));
  await makeSymlink(bad.outsideLink, path.join(dirs.outside, 'secret.mp4'));
  await fsp.writeFile(bad.unknownKeySidecar, JSON.stringify({ title: 'Typo', descripton: 'misspelt' }));
  await fsp.writeFile(bad.brokenSidecar, '{ "title": "no end"');

  return { root, dirs, film, filmSidecar, episodes, albumTracks, albumCover, flac, m4b, epub, game, bad };
}

let built: Promise<LibraryFixtures> | undefined;

/** The fixture set, built on first call and shared by every later call in this process. */
export function libraryFixtures(): Promise<LibraryFixtures> {
  built ??= build();
  return built;
}
