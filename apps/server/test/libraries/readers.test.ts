// The readers of issue 32 point 2 on real files (fixtures.ts), and every bad file of point 5.
// No database here, so no dialect loop.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isBrokenTagText,
  probeMedia,
  sniffFormat,
  readAudioTags,
  readEpub,
  readGameZip,
  readSidecar,
  resolveLibraryFile,
} from '../../src/modules/libraries/readers';
import {
  FIXTURE_ALBUM,
  FIXTURE_AUDIOBOOK,
  FIXTURE_BOOK,
  FIXTURE_BROKEN_TAGS,
  FIXTURE_FILM,
  FIXTURE_FLAC,
  FIXTURE_SHOW,
  FIXTURE_SIDECAR,
  libraryFixtures,
  type LibraryFixtures,
} from './fixtures';

let f: LibraryFixtures;
beforeAll(async () => {
  f = await libraryFixtures();
}, 120_000);

describe('probeMedia', () => {
  it('reads the film: container, duration, 720p H.264 video, AAC audio and its tags', async () => {
    const r = await probeMedia(f.film);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.formatName).toContain('mp4');
    expect(r.value.durationSeconds).toBeCloseTo(FIXTURE_FILM.seconds, 1);
    expect(r.value.video).toMatchObject({ codec: 'h264', width: 1280, height: 720, frameRate: 25 });
    expect(r.value.video!.bitRate).toBeGreaterThan(0);
    expect(r.value.audio).toMatchObject({ codec: 'aac', channels: 1, sampleRate: 44100 });
    expect(r.value.tags).toMatchObject({
      title: FIXTURE_FILM.title,
      date: FIXTURE_FILM.date,
      description: FIXTURE_FILM.description,
      genre: FIXTURE_FILM.genre,
    });
    expect(r.value.warnings).toEqual([]);
  });

  it('reads an MKV episode with its lower-cased tags', async () => {
    const r = await probeMedia(f.episodes[1]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.formatName).toContain('matroska');
    expect(r.value.video).toMatchObject({ width: 320, height: 240 });
    expect(r.value.tags).toMatchObject({
      title: FIXTURE_SHOW.episodeTitles[1],
      show: FIXTURE_SHOW.show,
      season_number: '1',
    });
  });

  it('reads the M4B chapters', async () => {
    const r = await probeMedia(f.m4b);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.video).toBeNull();
    expect(r.value.chapters).toEqual(
      FIXTURE_AUDIOBOOK.chapters.map((title, i) => ({ title, startSeconds: i, endSeconds: i + 1 })),
    );
  });

  it('does not take an MP3 cover picture for a video stream', async () => {
    const r = await probeMedia(f.albumTracks[0]);
    expect(r.ok && r.value.video).toBeNull();
    expect(r.ok && r.value.audio?.codec).toBe('mp3');
  });

  it.each([
    { name: 'an empty file', file: () => f.bad.empty, problem: 'empty_file' },
    { name: 'an MP4 cut in half', file: () => f.bad.truncated, problem: 'truncated_media' },
    { name: 'random bytes named .mp3', file: () => f.bad.corrupt, problem: 'corrupt_media' },
    { name: 'a FLAC named .mp3', file: () => f.bad.wrongExtension, problem: 'wrong_extension' },
    { name: 'text named .mp4 (the link target)', file: () => f.bad.outsideLink, problem: 'corrupt_media' },
    { name: 'a missing file', file: () => path.join(f.root, 'nope.mp4'), problem: 'unreadable_file' },
  ])('refuses $name with $problem', async ({ file, problem }) => {
    const r = await probeMedia(file());
    expect(r).toMatchObject({ ok: false, problem });
  });

  it('leaves out a tag in a broken encoding and warns about it', async () => {
    const r = await probeMedia(f.bad.brokenTags);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tags).toEqual({ album: FIXTURE_BROKEN_TAGS.album });
    expect(r.value.warnings).toEqual([
      { problem: 'broken_tag_encoding', detail: 'title' },
      { problem: 'broken_tag_encoding', detail: 'artist' },
    ]);
  });

  it('gives up on a probe that takes longer than its timeout', async () => {
    expect(await probeMedia(f.film, { timeoutMs: 1 })).toEqual({ ok: false, problem: 'probe_timeout' });
  });

  it('answers an abort as unreadable_file "aborted", without waiting for ffprobe', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await probeMedia(f.film, { signal: controller.signal })).toEqual({
      ok: false,
      problem: 'unreadable_file',
      detail: 'aborted',
    });
  });
});

describe('readAudioTags', () => {
  it('reads an MP3 album track: tags, numbers, duration and the embedded cover', async () => {
    const r = await readAudioTags(f.albumTracks[1]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      title: FIXTURE_ALBUM.titles[1],
      artists: [FIXTURE_ALBUM.artist],
      albumArtist: FIXTURE_ALBUM.artist,
      album: FIXTURE_ALBUM.album,
      trackNo: 2,
      trackOf: 3,
      discNo: 1,
      year: FIXTURE_ALBUM.year,
      genres: [FIXTURE_ALBUM.genre],
      container: 'MPEG',
      lossless: false,
      warnings: [],
    });
    expect(r.value.durationSeconds).toBeCloseTo(1, 1);
    const cover = await fs.readFile(f.albumCover);
    expect(r.value.picture?.format).toBe('image/jpeg');
    expect(Buffer.from(r.value.picture!.data).equals(cover)).toBe(true);
  });

  it('leaves the cover unread with skipCovers', async () => {
    const r = await readAudioTags(f.albumTracks[0], { skipCovers: true });
    expect(r.ok && r.value.picture).toBeNull();
  });

  it('reads a FLAC track with Vorbis comments', async () => {
    const r = await readAudioTags(f.flac);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      title: FIXTURE_FLAC.title,
      artists: [FIXTURE_FLAC.artist],
      album: FIXTURE_FLAC.album,
      trackNo: 1,
      genres: [FIXTURE_FLAC.genre],
      date: FIXTURE_FLAC.date,
      year: 2019,
      codec: 'FLAC',
      lossless: true,
    });
    expect(r.value.durationSeconds).toBeCloseTo(1, 2);
  });

  it('reads the M4B title, author and its three chapters', async () => {
    const r = await readAudioTags(f.m4b);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.title).toBe(FIXTURE_AUDIOBOOK.title);
    expect(r.value.artists).toEqual([FIXTURE_AUDIOBOOK.author]);
    expect(r.value.durationSeconds).toBeCloseTo(FIXTURE_AUDIOBOOK.seconds, 0);
    expect(r.value.chapters.map((c) => c.title)).toEqual(FIXTURE_AUDIOBOOK.chapters);
    expect(r.value.chapters.map((c) => [c.startSeconds, c.endSeconds])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('imports a track whose title and artist are in a broken encoding, without them and with a warning each', async () => {
    const r = await readAudioTags(f.bad.brokenTags);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.title).toBeNull();
    expect(r.value.artists).toEqual([]);
    expect(r.value.album).toBe(FIXTURE_BROKEN_TAGS.album);
    expect(r.value.warnings).toEqual([
      { problem: 'broken_tag_encoding', detail: 'title' },
      { problem: 'broken_tag_encoding', detail: 'artist' },
    ]);
  });

  it.each([
    { name: 'an empty file', file: () => f.bad.empty, problem: 'empty_file' },
    { name: 'random bytes named .mp3', file: () => f.bad.corrupt, problem: 'corrupt_media' },
    { name: 'a FLAC named .mp3', file: () => f.bad.wrongExtension, problem: 'wrong_extension' },
    { name: 'an MP4 cut in half', file: () => f.bad.truncated, problem: 'truncated_media' },
  ])('refuses $name with $problem', async ({ file, problem }) => {
    expect(await readAudioTags(file())).toMatchObject({ ok: false, problem });
  });
});

describe('readEpub', () => {
  it('reads the OPF: title, creators with roles, language, ISBN, publisher, date, description, subjects, cover, spine', async () => {
    const r = await readEpub(f.epub);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      title: FIXTURE_BOOK.title,
      creators: [
        { name: FIXTURE_BOOK.author, role: 'aut' },
        { name: FIXTURE_BOOK.narrator, role: 'nrt' },
      ],
      language: FIXTURE_BOOK.language,
      identifier: `urn:isbn:${FIXTURE_BOOK.isbn}`,
      isbn: FIXTURE_BOOK.isbn,
      publisher: FIXTURE_BOOK.publisher,
      date: FIXTURE_BOOK.date,
      description: FIXTURE_BOOK.description,
      subjects: [...FIXTURE_BOOK.subjects],
      spineLength: FIXTURE_BOOK.chapters,
      version: '3.0',
    });
    expect(r.value.cover?.path).toBe('OEBPS/images/cover.png');
    expect(r.value.cover?.mediaType).toBe('image/png');
    expect([...r.value.cover!.data.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
  });

  it.each([
    { name: 'a PDF named .epub', file: () => f.bad.pdfEpub, problem: 'wrong_extension' },
    { name: 'a zip without container.xml', file: () => f.bad.epubNoContainer, problem: 'corrupt_media' },
    { name: 'an entry named ../../outside.xhtml', file: () => f.bad.evilEpub, problem: 'unsafe_name' },
    { name: 'an entry declaring 4 GB (zip bomb)', file: () => f.bad.bombEpub, problem: 'too_large' },
    { name: 'random bytes', file: () => f.bad.corrupt, problem: 'corrupt_media' },
    { name: 'an empty file', file: () => f.bad.empty, problem: 'empty_file' },
  ])('refuses $name with $problem', async ({ file, problem }) => {
    expect(await readEpub(file())).toMatchObject({ ok: false, problem });
  });
});

describe('readGameZip', () => {
  it('finds index.html in the one top folder and lists the files', async () => {
    const r = await readGameZip(f.game);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.root).toBe('Test Game/');
    expect(r.value.indexPath).toBe('Test Game/index.html');
    expect(r.value.entries.map((e) => e.name).sort()).toEqual(['Test Game/game.js', 'Test Game/index.html']);
    expect(r.value.totalBytes).toBe(r.value.entries.reduce((s, e) => s + e.size, 0));
  });

  it.each([
    {
      name: 'a ../evil.html entry',
      file: () => f.bad.evilZip,
      problem: 'unsafe_name',
      detail: '../evil.html',
    },
    {
      name: 'a symbolic link entry',
      file: () => f.bad.symlinkZip,
      problem: 'unsafe_name',
      detail: 'Test Game/passwd is a symbolic link',
    },
    { name: 'no index.html', file: () => f.bad.noIndexZip, problem: 'no_index_html', detail: undefined },
    {
      name: 'an MP3 named .zip',
      file: () => f.albumTracks[0],
      problem: 'wrong_extension',
      detail: 'not a zip archive',
    },
  ])('refuses $name with $problem', async ({ file, problem, detail }) => {
    expect(await readGameZip(file())).toEqual({ ok: false, problem, ...(detail ? { detail } : {}) });
  });

  it('refuses a game that unpacks to more than the cap', async () => {
    expect(await readGameZip(f.game, { maxTotalBytes: 50 })).toMatchObject({
      ok: false,
      problem: 'too_large',
    });
  });
});

describe('readSidecar', () => {
  it('reads the film sidecar', async () => {
    expect(await readSidecar(f.filmSidecar)).toEqual({ ok: true, value: FIXTURE_SIDECAR });
  });

  it.each([
    { name: 'a misspelt key', file: () => f.bad.unknownKeySidecar, detail: /descripton/ },
    { name: 'broken JSON', file: () => f.bad.brokenSidecar, detail: /JSON/ },
  ])('refuses $name with invalid_sidecar', async ({ file, detail }) => {
    const r = await readSidecar(file());
    expect(r).toMatchObject({ ok: false, problem: 'invalid_sidecar' });
    expect(!r.ok && r.detail).toMatch(detail);
  });
});

describe('resolveLibraryFile', () => {
  it('resolves a file inside the library', async () => {
    const r = await resolveLibraryFile(f.dirs.movies, `${FIXTURE_FILM.title}.mp4`);
    expect(r).toMatchObject({ ok: true, value: { isSymlink: false } });
    expect(r.ok && r.value.size).toBe((await fs.stat(f.film)).size);
  });

  it.each([
    { name: 'a link pointing outside', rel: 'outside-link.mp4', problem: 'outside_library' },
    { name: 'a name that leaves the folder', rel: '../outside/secret.mp4', problem: 'unsafe_name' },
    { name: 'a missing file', rel: 'gone.mp4', problem: 'unreadable_file' },
  ])('refuses $name with $problem', async ({ rel, problem }) => {
    expect(await resolveLibraryFile(f.dirs.bad, rel)).toMatchObject({ ok: false, problem });
  });
});

describe('isBrokenTagText', () => {
  it.each([
    { text: 'Plain title', expected: false },
    { text: 'Café Müller', expected: false },
    { text: 'Ãlvaro', expected: false },
    { text: '東京事変', expected: false },
    { text: 'Beyoncé', expected: false },
    { text: 'BeyoncÃ©', expected: true },
    { text: 'donâ€™t stop', expected: true },
    { text: 'Caf\uFFFD', expected: true },
  ])('$text → $expected', ({ text, expected }) => {
    expect(isBrokenTagText(text)).toBe(expected);
  });
});

describe('sniffFormat', () => {
  const bytes = (text: string, at = 0) => {
    const out = new Uint8Array(16);
    out.set(Buffer.from(text, 'latin1'), at);
    return out;
  };
  it.each([
    { name: 'FLAC', head: bytes('fLaC'), expected: 'flac' },
    { name: 'MP4', head: bytes('ftypisom', 4), expected: 'mov,mp4' },
    { name: 'an ID3 tag (audio, container unknown)', head: bytes('ID3'), expected: 'id3' },
    { name: 'an MPEG frame', head: Uint8Array.from([0xff, 0xfb, 0x90, 0x64]), expected: 'mp3' },
    { name: 'Matroska', head: Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]), expected: 'matroska' },
    { name: 'a PDF', head: bytes('%PDF-1.7'), expected: 'pdf' },
    { name: 'text', head: bytes('hello world'), expected: null },
    { name: 'nothing', head: new Uint8Array(0), expected: null },
  ])('$name → $expected', ({ head, expected }) => {
    expect(sniffFormat(head)).toBe(expected);
  });
});
