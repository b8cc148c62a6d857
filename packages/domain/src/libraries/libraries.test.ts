// Table tests of the library file rules (issue 32 points 2 and 5).
import { describe, expect, it } from 'vitest';
import {
  IMPORTED_MEDIA_ID_FIRST,
  IMPORTED_MEDIA_ID_LAST,
  LIBRARY_FILE_PROBLEMS,
  LIBRARY_MEDIA_TYPES,
  audiobookChapterOrder,
  catalogueMediaTypeOf,
  classifyLibraryFile,
  extensionMatchesContainer,
  findCover,
  isImportedMediaId,
  isLibraryFileProblem,
  isLibraryFileWarning,
  isSafeLibraryPath,
  normaliseIsbn,
  parseEpisodePath,
  parseTrackFromName,
  sidecarPathFor,
} from './index';
import { MAX_MEDIA_ID } from '../catalogue';
import { MEDIA_TYPES } from '../constants';

describe('library media types and ids', () => {
  it('lists a series as a movie and every other type as itself', () => {
    expect(LIBRARY_MEDIA_TYPES.map(catalogueMediaTypeOf)).toEqual([
      'movie',
      'movie',
      'music',
      'audiobook',
      'ebook',
      'game',
      'software',
    ]);
    for (const t of LIBRARY_MEDIA_TYPES) expect(MEDIA_TYPES).toContain(catalogueMediaTypeOf(t));
  });

  it('keeps the track and episode ids of the last imported title inside a 32-bit integer', () => {
    expect(IMPORTED_MEDIA_ID_FIRST).toBe(9_000_001);
    expect(IMPORTED_MEDIA_ID_LAST * 100 + 99).toBeLessThanOrEqual(MAX_MEDIA_ID);
  });

  it.each([
    { id: 9_000_000, expected: false },
    { id: 9_000_001, expected: true },
    { id: 20_000_000, expected: true },
    { id: 20_000_001, expected: false },
    { id: 9_000_001.5, expected: false },
  ])('isImportedMediaId($id) is $expected', ({ id, expected }) => {
    expect(isImportedMediaId(id)).toBe(expected);
  });
});

describe('problems', () => {
  it('knows its codes, and only a broken tag encoding is a warning', () => {
    expect(isLibraryFileProblem('truncated_media')).toBe(true);
    expect(isLibraryFileProblem('nonsense')).toBe(false);
    expect(LIBRARY_FILE_PROBLEMS.filter(isLibraryFileWarning)).toEqual(['broken_tag_encoding']);
  });
});

describe('isSafeLibraryPath', () => {
  it.each([
    { path: 'Film.mp4', expected: true },
    { path: 'The Show/Season 01/The Show S01E01.mkv', expected: true },
    { path: 'Música/Été – 01.mp3', expected: true },
    { path: 'a..b/c...mp3', expected: true },
    { path: '', expected: false },
    { path: '../evil.html', expected: false },
    { path: 'a/../../etc/passwd', expected: false },
    { path: 'a/./b.mp3', expected: false },
    { path: '/etc/passwd', expected: false },
    { path: 'C:/Windows/x.exe', expected: false },
    { path: 'a\\..\\b.mp3', expected: false },
    { path: 'a//b.mp3', expected: false },
    { path: 'folder/', expected: false },
    { path: 'a\u0000b.mp3', expected: false },
    { path: 'a\nb.mp3', expected: false },
    { path: 'bell\u0007.mp3', expected: false },
    { path: 'csi\u009b.mp3', expected: false },
    { path: `${'x'.repeat(251)}.mp3`, expected: true },
    { path: `${'x'.repeat(252)}.mp3`, expected: false },
    // Bytes count, not characters: 126 two-byte characters and `.mp` are 255 bytes; 86 three-byte ones are 258.
    { path: `${'é'.repeat(126)}.mp`, expected: true },
    { path: `${'€'.repeat(86)}`, expected: false },
  ])('$path → $expected', ({ path, expected }) => {
    expect(isSafeLibraryPath(path)).toBe(expected);
  });
});

describe('classifyLibraryFile', () => {
  it.each([
    { path: 'Film.mp4', type: 'movie', expected: 'video' },
    { path: 'Show/Season 01/Show S01E01.MKV', type: 'series', expected: 'video' },
    { path: 'Album/01 - Song.mp3', type: 'music', expected: 'audio' },
    { path: 'Book/book.m4b', type: 'audiobook', expected: 'audio' },
    { path: 'Book.epub', type: 'ebook', expected: 'ebook' },
    { path: 'Book.pdf', type: 'ebook', expected: 'unsupported' },
    { path: 'Game.zip', type: 'game', expected: 'game' },
    { path: 'Tool.tar.gz', type: 'software', expected: 'software' },
    { path: 'Song.mp3', type: 'movie', expected: 'unsupported' },
    { path: 'Film.mkv', type: 'music', expected: 'unsupported' },
    { path: 'Album/cover.jpg', type: 'music', expected: 'cover' },
    { path: 'Album/Folder.JPG', type: 'music', expected: 'cover' },
    { path: 'Film/poster.png', type: 'movie', expected: 'cover' },
    { path: 'Album/back.jpg', type: 'music', expected: 'ignored' },
    { path: 'Film.json', type: 'movie', expected: 'sidecar' },
    { path: 'Film.nfo', type: 'movie', expected: 'ignored' },
    { path: 'Album/Thumbs.db', type: 'music', expected: 'ignored' },
    { path: 'Album/.DS_Store', type: 'music', expected: 'ignored' },
    { path: '.hidden.mp3', type: 'music', expected: 'ignored' },
    { path: 'Album/._01.mp3', type: 'music', expected: 'ignored' },
    { path: '.git/objects/x.mp3', type: 'music', expected: 'ignored' },
    { path: '@eaDir/Film.mp4/SYNOFILE_THUMB_M.jpg', type: 'movie', expected: 'ignored' },
    { path: '__MACOSX/Album/01.mp3', type: 'music', expected: 'ignored' },
    { path: 'Film.srt', type: 'movie', expected: 'ignored' },
    { path: 'README', type: 'movie', expected: 'unsupported' },
  ] as const)('$path in a $type library → $expected', ({ path, type, expected }) => {
    expect(classifyLibraryFile(path, type)).toBe(expected);
  });

  it('pairs a media file with the JSON of the same stem in its folder', () => {
    expect(sidecarPathFor('Films/The Film.mp4')).toBe('Films/The Film.json');
    expect(sidecarPathFor('Film.mkv')).toBe('Film.json');
  });
});

describe('findCover', () => {
  it.each([
    { names: ['01.mp3', 'cover.jpg', 'folder.jpg'], expected: 'cover.jpg' },
    { names: ['Folder.jpg', 'poster.jpg'], expected: 'Folder.jpg' },
    { names: ['poster.png', 'folder.png'], expected: 'folder.png' },
    { names: ['cover.png', 'cover.jpeg'], expected: 'cover.jpeg' },
    { names: ['back.jpg', 'scan.png', 'cover.gif'], expected: null },
    { names: [], expected: null },
  ])('$names → $expected', ({ names, expected }) => {
    expect(findCover(names)).toBe(expected);
  });
});

describe('parseEpisodePath', () => {
  it.each([
    { path: 'Show/Season 01/Show S01E02.mkv', expected: { show: 'Show', season: 1, episode: 2 } },
    {
      path: 'Show/S01/Show - 1x02 - Title.mp4',
      expected: { show: 'Show', season: 1, episode: 2, episodeTitle: 'Title' },
    },
    { path: 'Show S01E02E03.mkv', expected: { show: 'Show', season: 1, episode: 2, episodeEnd: 3 } },
    {
      path: 'The Show/Season 00/The Show S00E01 - Pilot.mkv',
      expected: { show: 'The Show', season: 0, episode: 1, episodeTitle: 'Pilot' },
    },
    { path: 'The Show/Specials/The Show S00E03.mkv', expected: { show: 'The Show', season: 0, episode: 3 } },
    { path: 'The.Show.S02E05.720p.WEB-DL.mkv', expected: { show: 'The Show', season: 2, episode: 5 } },
    {
      path: 'Show (2019)/Season 2/03 - The Storm.mkv',
      expected: { show: 'Show', season: 2, episode: 3, episodeTitle: 'The Storm' },
    },
    // The file's own mark wins over the folder it was misfiled in.
    { path: 'Show/Season 01/Show S02E01.mkv', expected: { show: 'Show', season: 2, episode: 1 } },
    { path: 'Show/Show s1e4.mkv', expected: { show: 'Show', season: 1, episode: 4 } },
    { path: 'Film (2019).mkv', expected: null },
    { path: 'Film 1920x1080.mkv', expected: null },
    { path: 'Show/Extras/Making of.mkv', expected: null },
    { path: 'S01E01.mkv', expected: null },
  ])('$path', ({ path, expected }) => {
    expect(parseEpisodePath(path)).toEqual(expected);
  });
});

describe('parseTrackFromName', () => {
  it.each([
    { name: '01 - Title.mp3', expected: { track: 1, title: 'Title' } },
    { name: '1-02 Title.flac', expected: { disc: 1, track: 2, title: 'Title' } },
    { name: '2-11 - Last Song.flac', expected: { disc: 2, track: 11, title: 'Last Song' } },
    { name: '01. Title.mp3', expected: { track: 1, title: 'Title' } },
    { name: '07 Song.ogg', expected: { track: 7, title: 'Song' } },
    { name: '2001 - A Space Odyssey.mp3', expected: null },
    { name: 'Title.mp3', expected: null },
    { name: '00 - Intro.mp3', expected: null },
  ])('$name', ({ name, expected }) => {
    expect(parseTrackFromName(name)).toEqual(expected);
  });
});

describe('audiobookChapterOrder', () => {
  it.each([
    {
      names: ['Chapter 10.mp3', 'Chapter 2.mp3', 'chapter 1.mp3'],
      expected: ['chapter 1.mp3', 'Chapter 2.mp3', 'Chapter 10.mp3'],
    },
    { names: ['10.mp3', '9.mp3', '100.mp3'], expected: ['9.mp3', '10.mp3', '100.mp3'] },
    {
      names: ['Part 1 - 2.mp3', 'Part 1 - 10.mp3', 'Part 2 - 1.mp3'],
      expected: ['Part 1 - 2.mp3', 'Part 1 - 10.mp3', 'Part 2 - 1.mp3'],
    },
    { names: ['b.mp3', 'B.mp3'], expected: ['B.mp3', 'b.mp3'] },
  ])('$names', ({ names, expected }) => {
    expect(audiobookChapterOrder(names)).toEqual(expected);
    expect(audiobookChapterOrder([...names].reverse())).toEqual(expected);
  });
});

describe('extensionMatchesContainer', () => {
  it.each([
    { ext: 'mp3', format: 'mp3', expected: true },
    { ext: '.MP3', format: 'MPEG', expected: true },
    { ext: 'mp3', format: 'flac', expected: false },
    { ext: 'mp4', format: 'mov,mp4,m4a,3gp,3g2,mj2', expected: true },
    { ext: 'm4b', format: 'M4A/isom/iso2', expected: true },
    { ext: 'mkv', format: 'matroska,webm', expected: true },
    { ext: 'mkv', format: 'mov,mp4,m4a,3gp,3g2,mj2', expected: false },
    { ext: 'flac', format: 'FLAC', expected: true },
    { ext: 'epub', format: 'zip', expected: true },
  ])('.$ext holding $format → $expected', ({ ext, format, expected }) => {
    expect(extensionMatchesContainer(ext, format)).toBe(expected);
  });
});

describe('normaliseIsbn', () => {
  it.each([
    { text: 'urn:isbn:9780306406157', expected: '9780306406157' },
    { text: 'urn:ISBN:978-0-306-40615-7', expected: '9780306406157' },
    { text: 'ISBN 978 0 306 40615 7', expected: '9780306406157' },
    { text: '0-306-40615-2', expected: '9780306406157' },
    { text: '080442957X', expected: '9780804429573' },
    { text: '9780306406158', expected: null },
    { text: '0-306-40615-3', expected: null },
    { text: 'urn:uuid:3f0d3f2c-0b1e-4d7a-9c55-2a9e1f0c9a11', expected: null },
    { text: '1234567890123', expected: null },
  ])('$text → $expected', ({ text, expected }) => {
    expect(normaliseIsbn(text)).toBe(expected);
  });
});
