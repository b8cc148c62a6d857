/**
 * Offline downloads and the progress a member makes while offline (issue 17 item 5,
 * docs/offline.md): what can be downloaded, which files a download holds, where a signed media URL
 * is kept, and which saved position wins.
 */

/** Media types a member may keep for offline use: whole files, played from start to end. Video
 * (films and series: gigabytes), live streams (no file), games and software (not played in a player
 * that reads files) are not offered. */
export const DOWNLOADABLE_MEDIA_TYPES = ['audiobook', 'music', 'ebook'] as const;
export type DownloadableMediaType = (typeof DOWNLOADABLE_MEDIA_TYPES)[number];

export function canDownload(mediaType: string, available: boolean): mediaType is DownloadableMediaType {
  return available && (DOWNLOADABLE_MEDIA_TYPES as readonly string[]).includes(mediaType);
}

/** The parts of a Playback answer a download reads (the GraphQL `Playback` type). */
export interface DownloadablePlayback {
  mediaType: string;
  available: boolean;
  chapters: readonly { url: string }[];
  tracks: readonly { url: string }[];
  ebook: { url: string } | null;
}

/** The media files of a title, in play order, without duplicates: what a download fetches. */
export function downloadFiles(playback: DownloadablePlayback): string[] {
  if (!canDownload(playback.mediaType, playback.available)) return [];
  let urls: string[];
  switch (playback.mediaType) {
    case 'audiobook':
      urls = playback.chapters.map((chapter) => chapter.url);
      break;
    case 'music':
      urls = playback.tracks.map((track) => track.url);
      break;
    case 'ebook':
      urls = playback.ebook ? [playback.ebook.url] : [];
      break;
  }
  return [...new Set(urls.filter(Boolean))];
}

const SIGNED_MEDIA = /^\/media\/s\/[^/]+\/(.+)$/;
/** Where the offline copy of a media file is kept in Cache Storage (a URL no server route answers). */
export const OFFLINE_MEDIA_PREFIX = '/media/offline/';

/**
 * The cache key of a signed media URL (`/media/s/{token}/{file…}`, docs/players.md): the file's
 * path without the token. Tokens expire after minutes and change with every Playback answer; the
 * file does not, so a copy saved under one token is found again under any later (or expired) one.
 * The service worker (apps/web/vite-plugins/service-worker.ts) maps requests the same way.
 * Anything else is not a media file: null.
 */
export function offlineMediaKey(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  const match = SIGNED_MEDIA.exec(parsed.pathname);
  if (!match?.[1]) return null;
  return `${parsed.origin}${OFFLINE_MEDIA_PREFIX}${match[1]}`;
}

/** One saved position (content.savePlaybackPosition's input). `sequence` (ms since epoch when the
 * member was there) orders writes: the server keeps the row with the highest one. */
export interface ProgressWrite {
  mediaType: string;
  id: string;
  progress: number;
  position: string;
  sequence: number;
}

export const progressKey = (write: Pick<ProgressWrite, 'mediaType' | 'id'>): string =>
  `${write.mediaType}:${write.id}`;

/**
 * Which of two positions of one title wins: the later one (higher sequence), as the server decides
 * (`ON CONFLICT … WHERE stored.sequence <= new.sequence`); on a tie the newer report (b), as the
 * server lets an equal sequence replace. A missing one never wins.
 */
export function latestProgress<T extends { sequence: number }>(
  a: T | null | undefined,
  b: T | null | undefined,
): T | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return b.sequence >= a.sequence ? b : a;
}

/**
 * The offline queue after one more save: one entry per title (only its latest position matters,
 * and the server would drop an older one anyway), a late, older report never replacing a newer one.
 */
export function enqueueProgress(queue: readonly ProgressWrite[], write: ProgressWrite): ProgressWrite[] {
  const key = progressKey(write);
  const current = queue.find((entry) => progressKey(entry) === key);
  const kept = latestProgress(current, write);
  return [...queue.filter((entry) => progressKey(entry) !== key), ...(kept ? [kept] : [])];
}

/** The order the queue is sent in when the member is back online: oldest first, so the server sees
 * the writes in the order the member made them. */
export function replayOrder<T extends ProgressWrite>(queue: readonly T[]): T[] {
  return [...queue].sort((a, b) => a.sequence - b.sequence);
}

/** What a sync does with a queued write after the server's answer. */
export type ReplayOutcome = 'sent' | 'retry' | 'drop';

/**
 * No answer (network down, an HTTP or GraphQL error) or an expired session keeps the write for the
 * next attempt; the server's answer ends it: stored, or refused for good (an unknown title, an
 * invalid position). A position older than the stored one is "stored" too: the later one won.
 */
export function replayOutcome(
  answer: { answered: false } | { answered: true; succeeded: boolean; errorCode: string | null },
): ReplayOutcome {
  if (!answer.answered) return 'retry';
  if (answer.succeeded) return 'sent';
  return answer.errorCode === 'unauthenticated' ? 'retry' : 'drop';
}

/** A downloaded title as the offline page lists it: when it was downloaded, and when the member
 * was last in it (the sequence of its latest position, server's or outbox's), if ever. */
export interface ShelfEntry {
  key: string;
  savedAt: string;
  lastPlayedAt: number | null;
}

/**
 * The order of the offline page's downloads: the title the member was in most recently first (a
 * member who reloads offline mostly wants to go on with it), a title never opened by when it was
 * downloaded; the key breaks ties, so the list never reshuffles between renders.
 */
export function offlineShelf<T extends ShelfEntry>(entries: readonly T[]): T[] {
  const at = (entry: T) => Math.max(Date.parse(entry.savedAt) || 0, entry.lastPlayedAt ?? 0);
  return [...entries].sort((a, b) => at(b) - at(a) || a.key.localeCompare(b.key));
}

/**
 * What the offline page does when the browser is back online: reload into the member area (the
 * server's page, with the member's own data), unless something is playing or open in a player,
 * which a reload would cut; then the member reloads when they choose ("Try again").
 */
export function reloadWhenOnline(player: 'closed' | 'queued' | 'mini' | 'full'): boolean {
  return player === 'closed' || player === 'queued';
}
