import { describe, expect, it } from 'vitest';
import { groupTitles, nameFromFile, type GroupableFile } from './group-titles';

let next = 1;
const file = (
  relPath: string,
  kind: string,
  facts: GroupableFile['facts'] = {},
  mediaId: number | null = null,
) => ({
  id: next++,
  relPath,
  kind,
  mediaId,
  facts,
});

describe('nameFromFile', () => {
  it.each([
    ['Album/01 - Intro.mp3', 'Intro'],
    ['Album/1-02 Second Song.flac', 'Second Song'],
    ['Films/The_Long_Night.mp4', 'The Long Night'],
    ['2001 A Space Odyssey.mkv', '2001 A Space Odyssey'],
  ])('%s → %s', (rel, name) => expect(nameFromFile(rel)).toBe(name));
});

describe('groupTitles (issue 32, point 2)', () => {
  it('makes one film per video, with its sidecar and same-stem poster', () => {
    const films = [
      file('A/Film One.mp4', 'video', { title: 'Film One' }),
      file('A/Film One.json', 'sidecar'),
      file('A/Film One.jpg', 'cover'),
      file('B/Film Two.mkv', 'video'),
      file('B/poster.jpg', 'cover'),
    ];
    const groups = groupTitles('movie', films);
    expect(groups.map((g) => [g.key, g.parts.map((p) => p.title), g.extras])).toEqual([
      ['movie:A/Film One.mp4', ['Film One'], [films[1]!.id, films[2]!.id]],
      ['movie:B/Film Two.mkv', ['Film Two'], [films[4]!.id]],
    ]);
  });

  it('gathers a series in season and episode order, whatever the folders', () => {
    const eps = [
      file('Show/Season 02/Show S02E01.mkv', 'video', { show: 'Show', season: 2, episode: 1 }),
      file('Show/Season 01/Show S01E02.mkv', 'video', { show: 'Show', season: 1, episode: 2 }),
      file('Show/Season 01/Show S01E01.mkv', 'video', { show: 'Show', season: 1, episode: 1 }),
    ];
    const [series, ...rest] = groupTitles('series', eps);
    expect(rest).toEqual([]);
    expect(series!.parts.map((p) => [p.number, p.season, p.episode])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 2, 1],
    ]);
  });

  it('makes albums from tags (two albums in one folder), by disc then track', () => {
    const tracks = [
      file('Mixed/b.mp3', 'audio', { album: 'Blue', artist: 'Ann', trackNumber: 2 }),
      file('Mixed/a.mp3', 'audio', { album: 'Blue', artist: 'Ann', trackNumber: 1, discNumber: 2 }),
      file('Mixed/c.mp3', 'audio', { album: 'Blue', artist: 'Ann', trackNumber: 9 }),
      file('Mixed/d.mp3', 'audio', { album: 'Red', albumArtist: 'Bo' }),
      file('Mixed/cover.jpg', 'cover'),
    ];
    const groups = groupTitles('music', tracks);
    expect(groups.map((g) => [g.key, g.parts.map((p) => p.fileId)])).toEqual([
      ['album:ann|blue', [tracks[0]!.id, tracks[2]!.id, tracks[1]!.id]],
      ['album:bo|red', [tracks[3]!.id]],
    ]);
    // cover.jpg sits in a folder of two titles: it is nobody's.
    expect(groups.flatMap((g) => g.extras)).toEqual([]);
  });

  it('makes an audiobook of an M4B with chapters, and one of a folder of chapter files in natural order', () => {
    const m4b = file('Books/Kyoto.m4b', 'audio', {
      chapters: [
        { title: 'One', startSeconds: 0, endSeconds: 1 },
        { title: 'Two', startSeconds: 1, endSeconds: 2 },
      ],
    });
    const ch10 = file('Books/Tale/Chapter 10.mp3', 'audio');
    const ch2 = file('Books/Tale/Chapter 2.mp3', 'audio');
    const groups = groupTitles('audiobook', [m4b, ch10, ch2]);
    expect(groups.map((g) => [g.key, g.parts.map((p) => p.fileId)])).toEqual([
      ['book-dir:Books/Tale', [ch2.id, ch10.id]],
      ['book:Books/Kyoto.m4b', [m4b.id]],
    ]);
  });

  it('keeps the id most of its files already carry (a renamed file stays the same title)', () => {
    const tracks = [
      file('X/1.mp3', 'audio', { album: 'A', artist: 'B' }, 9_000_005),
      file('X/2.mp3', 'audio', { album: 'A', artist: 'B' }, 9_000_005),
      file('X/3.mp3', 'audio', { album: 'A', artist: 'B' }),
    ];
    expect(groupTitles('music', tracks)[0]!.mediaId).toBe(9_000_005);
  });

  it('cuts a folder of more tracks than a title holds into titles of at most TITLE_PARTS_MAX', () => {
    const tracks = Array.from({ length: 250 }, (_, i) =>
      file(`Loose/${String(i + 1).padStart(3, '0')}.mp3`, 'audio'),
    );
    const groups = groupTitles('music', tracks);
    expect(groups.map((g) => [g.key, g.parts.length])).toEqual([
      ['album-dir:Loose', 99],
      ['album-dir:Loose#2', 99],
      ['album-dir:Loose#3', 52],
    ]);
    expect(groups[1]!.parts[0]!.fileId).toBe(tracks[99]!.id);
  });

  it('leaves out files of kinds the library does not play', () => {
    expect(groupTitles('ebook', [file('a.mp3', 'audio'), file('notes.txt', 'ignored')])).toEqual([]);
  });
});
