/**
 * The brand's own media the libraries journey imports (issue 32 "Done when"), made with the shipped
 * ffmpeg once per checkout into LIBRARY_CACHE (server.mjs names the same folder in the servers'
 * LIBRARY_ROOTS), then copied per run into a folder of its own, so a journey always adds new
 * libraries and a retry finds its own.
 *
 *   films/Harbour Lights.mp4     60 s at 1280×720 with its tags: a ladder of 360p and 720p
 *   music/Night Trains/01 Platform.mp3, 02 Departure.mp3   ID3 album, artist and track numbers
 *   ebooks/The Lighthouse Keeper.epub                       EPUB 3 made by hand
 *
 * The film is long enough that a throttled member is still playing when hls.js's lower rendition
 * reaches the screen (its buffer ahead is 30 s).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/** Also in server.mjs (LIBRARY_ROOTS of the journeys' servers). */
export const LIBRARY_CACHE = path.join(root, 'node_modules/.cache/member-area/e2e-libraries');
/** Bump when the files below change, so a stale cache is made again. */
const VERSION = 'v1';

export const JOURNEY_FILM = { title: 'Harbour Lights', seconds: 60, year: 2024 } as const;
export const JOURNEY_ALBUM = {
  album: 'Night Trains',
  artist: 'The Signal Box',
  tracks: ['Platform', 'Departure'],
} as const;
export const JOURNEY_BOOK = {
  title: 'The Lighthouse Keeper',
  author: 'Mara Quill',
  chapters: ['The Lamp', 'The Storm'],
} as const;

export interface JourneyLibrary {
  /** The run's folder (remove it when done). */
  run: string;
  films: string;
  music: string;
  ebooks: string;
}

function ffmpeg(): string {
  const require = createRequire(import.meta.url);
  const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return process.env.FFMPEG_PATH || installer.path;
}

function run(args: string[]) {
  execFileSync(ffmpeg(), ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function epub(): Uint8Array {
  const b = JOURNEY_BOOK;
  const chapter = (n: number, title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title></head>
<body><h1>${title}</h1>${Array.from({ length: 12 }, (_, i) => `<p>The keeper climbed the stair, paragraph ${i + 1} of chapter ${n}.</p>`).join('')}</body></html>
`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="pub-id">urn:uuid:6a1f6c8e-51a4-4f1e-9d7e-3d3b6f0b7a21</dc:identifier>
    <dc:title>${b.title}</dc:title>
    <dc:creator>${b.author}</dc:creator>
    <dc:language>en</dc:language>
    <dc:date>2023-04-01</dc:date>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    ${b.chapters.map((_, i) => `<item id="ch${i + 1}" href="ch${i + 1}.xhtml" media-type="application/xhtml+xml"/>`).join('\n    ')}
  </manifest>
  <spine>${b.chapters.map((_, i) => `<itemref idref="ch${i + 1}"/>`).join('')}</spine>
</package>
`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol>${b.chapters.map((t, i) => `<li><a href="ch${i + 1}.xhtml">${t}</a></li>`).join('')}</ol></nav></body></html>
`;
  return zipSync({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/nav.xhtml': strToU8(nav),
    ...Object.fromEntries(b.chapters.map((t, i) => [`OEBPS/ch${i + 1}.xhtml`, strToU8(chapter(i + 1, t))])),
  });
}

/** Makes the source files once (a marker file says they are complete). */
function ensureSource(): string {
  const source = path.join(LIBRARY_CACHE, `source-${VERSION}`);
  const done = path.join(source, '.complete');
  if (fs.existsSync(done)) return source;
  const building = `${source}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
  const films = path.join(building, 'films');
  const album = path.join(building, 'music', JOURNEY_ALBUM.album);
  const ebooks = path.join(building, 'ebooks');
  for (const dir of [films, album, ebooks]) fs.mkdirSync(dir, { recursive: true });

  const f = JOURNEY_FILM;
  run([
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=24:duration=${f.seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${f.seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k'],
    ...['-metadata', `title=${f.title}`, '-metadata', `date=${f.year}`, '-movflags', '+faststart'],
    path.join(films, `${f.title}.mp4`),
  ]);
  JOURNEY_ALBUM.tracks.forEach((title, i) =>
    run([
      ...['-f', 'lavfi', '-i', `sine=frequency=${440 + i * 110}:duration=8`],
      ...['-c:a', 'libmp3lame', '-b:a', '96k', '-id3v2_version', '3'],
      ...['-metadata', `title=${title}`, '-metadata', `artist=${JOURNEY_ALBUM.artist}`],
      ...['-metadata', `album_artist=${JOURNEY_ALBUM.artist}`, '-metadata', `album=${JOURNEY_ALBUM.album}`],
      ...['-metadata', `track=${i + 1}/${JOURNEY_ALBUM.tracks.length}`, '-metadata', 'genre=Electronic'],
      path.join(album, `0${i + 1} ${title}.mp3`),
    ]),
  );
  fs.writeFileSync(path.join(ebooks, `${JOURNEY_BOOK.title}.epub`), epub());
  fs.writeFileSync(path.join(building, '.complete'), VERSION);
  try {
    fs.renameSync(building, source);
  } catch {
    // Another worker finished first: its copy is the same.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return source;
}

/** A fresh copy of the journey's folders under LIBRARY_CACHE, one library folder per type. */
export function journeyLibrary(): JourneyLibrary {
  const source = ensureSource();
  const run = path.join(LIBRARY_CACHE, 'runs', `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`);
  fs.mkdirSync(run, { recursive: true });
  for (const type of ['films', 'music', 'ebooks'] as const)
    fs.cpSync(path.join(source, type), path.join(run, type), { recursive: true });
  return {
    run,
    films: path.join(run, 'films'),
    music: path.join(run, 'music'),
    ebooks: path.join(run, 'ebooks'),
  };
}
