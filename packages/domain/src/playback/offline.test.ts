import { describe, expect, it } from 'vitest';
import {
  canDownload,
  downloadFiles,
  enqueueProgress,
  latestProgress,
  offlineMediaKey,
  offlineShelf,
  reloadWhenOnline,
  replayOrder,
  replayOutcome,
  type DownloadablePlayback,
  type ProgressWrite,
  type ShelfEntry,
} from './offline';

describe('canDownload: audiobooks, albums and ebooks the member may play', () => {
  it.each<[string, boolean, boolean]>([
    ['audiobook', true, true],
    ['music', true, true],
    ['ebook', true, true],
    ['movie', true, false],
    ['stream', true, false],
    ['game', true, false],
    ['software', true, false],
    ['audiobook', false, false],
    ['unknown', true, false],
  ])('%s (available %s): %s', (mediaType, available, expected) => {
    expect(canDownload(mediaType, available)).toBe(expected);
  });
});

describe('downloadFiles: the media files of a title, in play order', () => {
  const base: DownloadablePlayback = {
    mediaType: 'audiobook',
    available: true,
    chapters: [],
    tracks: [],
    ebook: null,
  };
  it.each<[string, DownloadablePlayback, string[]]>([
    ['an audiobook: its chapters', { ...base, chapters: [{ url: '/c1' }, { url: '/c2' }] }, ['/c1', '/c2']],
    [
      'an album: its tracks, once each',
      { ...base, mediaType: 'music', tracks: [{ url: '/t1' }, { url: '/t2' }, { url: '/t1' }] },
      ['/t1', '/t2'],
    ],
    ['an ebook: its file', { ...base, mediaType: 'ebook', ebook: { url: '/book' } }, ['/book']],
    ['an ebook without a file: nothing', { ...base, mediaType: 'ebook' }, []],
    ['a refused title: nothing', { ...base, available: false, chapters: [{ url: '/c1' }] }, []],
    ['a film: nothing', { ...base, mediaType: 'movie', chapters: [{ url: '/c1' }] }, []],
  ])('%s', (_case, playback, expected) => {
    expect(downloadFiles(playback)).toEqual(expected);
  });
});

describe('offlineMediaKey: one key per file, whatever its token', () => {
  const origin = 'http://playmax.localhost:3000';
  it.each<[string, string | null]>([
    ['/media/s/eyJwIjoi.abc/audiobooks/a1/ch-01.m4a', `${origin}/media/offline/audiobooks/a1/ch-01.m4a`],
    [
      `${origin}/media/s/eyJwIjoi.xyz/audiobooks/a1/ch-01.m4a?x=1`,
      `${origin}/media/offline/audiobooks/a1/ch-01.m4a`,
    ],
    ['/media/s/token-only', null],
    ['/media/offline/audiobooks/a1/ch-01.m4a', null],
    ['/assets/index.js', null],
    ['http://other.example/media/s/t/audiobooks/a1/ch-01.m4a', null],
  ])('%s → %s', (url, expected) => {
    expect(offlineMediaKey(url, origin)).toBe(expected);
  });
});

const write = (id: string, sequence: number, progress = sequence): ProgressWrite => ({
  mediaType: 'audiobook',
  id,
  progress,
  position: JSON.stringify({ time: progress }),
  sequence,
});

describe('latestProgress: the later position wins, as on the server', () => {
  it.each<[string, ProgressWrite | null, ProgressWrite | null, ProgressWrite | null]>([
    ['the higher sequence wins', write('1', 10), write('1', 20), write('1', 20)],
    ['an older report loses', write('1', 20), write('1', 10), write('1', 20)],
    ['on a tie, the newer report', write('1', 10, 1), write('1', 10, 2), write('1', 10, 2)],
    ['one missing: the other', null, write('1', 5), write('1', 5)],
    ['both missing: none', null, null, null],
  ])('%s', (_case, a, b, expected) => {
    expect(latestProgress(a, b)).toEqual(expected);
  });
});

describe('enqueueProgress: one entry per title, never losing the latest position', () => {
  it.each<[string, ProgressWrite[], ProgressWrite, ProgressWrite[]]>([
    ['adds a first save', [], write('1', 10), [write('1', 10)]],
    ['replaces an older save of the same title', [write('1', 10)], write('1', 20), [write('1', 20)]],
    ['keeps a newer save over a late, older one', [write('1', 20)], write('1', 10), [write('1', 20)]],
    ['keeps other titles', [write('1', 10)], write('2', 15), [write('1', 10), write('2', 15)]],
    [
      'a title is the same title only for the same media type',
      [write('1', 10)],
      { ...write('1', 15), mediaType: 'ebook' },
      [write('1', 10), { ...write('1', 15), mediaType: 'ebook' }],
    ],
  ])('%s', (_case, queue, next, expected) => {
    expect(enqueueProgress(queue, next)).toEqual(expected);
  });
});

describe('replayOrder: oldest first, as the member made them', () => {
  it('sorts by sequence', () => {
    expect(replayOrder([write('2', 30), write('1', 10), write('3', 20)]).map((w) => w.id)).toEqual([
      '1',
      '3',
      '2',
    ]);
  });
});

describe('replayOutcome: retry without an answer, stop with one', () => {
  it.each<[string, Parameters<typeof replayOutcome>[0], string]>([
    ['no answer (offline, HTTP error)', { answered: false }, 'retry'],
    ['stored', { answered: true, succeeded: true, errorCode: null }, 'sent'],
    ['the session expired', { answered: true, succeeded: false, errorCode: 'unauthenticated' }, 'retry'],
    ['an invalid position', { answered: true, succeeded: false, errorCode: 'invalid_progress' }, 'drop'],
    ['a title that is gone', { answered: true, succeeded: false, errorCode: 'media_not_found' }, 'drop'],
  ])('%s: %s', (_case, answer, expected) => {
    expect(replayOutcome(answer)).toBe(expected);
  });
});

describe('offlineShelf: the offline page lists the title the member was in last first', () => {
  const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T10:00:00.000Z`;
  const ms = (d: number) => Date.parse(day(d));
  it.each<[string, ShelfEntry[], string[]]>([
    ['nothing downloaded', [], []],
    [
      'never played: the newest download first',
      [
        { key: 'music:1', savedAt: day(1), lastPlayedAt: null },
        { key: 'ebook:2', savedAt: day(3), lastPlayedAt: null },
      ],
      ['ebook:2', 'music:1'],
    ],
    [
      'a title played after a newer download comes first',
      [
        { key: 'ebook:2', savedAt: day(3), lastPlayedAt: null },
        { key: 'music:1', savedAt: day(1), lastPlayedAt: ms(4) },
      ],
      ['music:1', 'ebook:2'],
    ],
    [
      'a position older than the download counts as the download',
      [
        { key: 'audiobook:1', savedAt: day(5), lastPlayedAt: ms(2) },
        { key: 'music:1', savedAt: day(4), lastPlayedAt: null },
      ],
      ['audiobook:1', 'music:1'],
    ],
    [
      'same moment: by key, so the order holds',
      [
        { key: 'music:9', savedAt: day(2), lastPlayedAt: null },
        { key: 'audiobook:3', savedAt: day(2), lastPlayedAt: null },
      ],
      ['audiobook:3', 'music:9'],
    ],
    [
      'an unreadable date sorts last',
      [
        { key: 'music:1', savedAt: 'garbage', lastPlayedAt: null },
        { key: 'music:2', savedAt: day(1), lastPlayedAt: null },
      ],
      ['music:2', 'music:1'],
    ],
  ])('%s', (_name, entries, expected) => {
    expect(offlineShelf(entries).map((entry) => entry.key)).toEqual(expected);
  });
});

describe('reloadWhenOnline: back online, the offline page reloads unless a player would be cut', () => {
  it.each<['closed' | 'queued' | 'mini' | 'full', boolean]>([
    ['closed', true],
    ['queued', true],
    ['mini', false],
    ['full', false],
  ])('player %s: reload %s', (player, expected) => {
    expect(reloadWhenOnline(player)).toBe(expected);
  });
});
