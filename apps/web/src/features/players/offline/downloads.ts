import { useEffect, useSyncExternalStore } from 'react';
import { downloadFiles, playerFor, progressKey, type DownloadableMediaType } from '@member-area/domain';
import type { PlaybackData } from '../core/contract';
import { preloadPlayer } from '../core/host-loader';
import { cacheMediaFile, deleteMediaCache, deleteMediaFiles } from './media-cache';
import { clearOutbox, flushProgress } from './progress-outbox';
import { offlineDb, type DownloadRecord } from './store';

export interface DownloadTarget {
  mediaType: DownloadableMediaType;
  id: string;
  title: string;
}

export type DownloadState =
  | { status: 'unknown' }
  | { status: 'none' }
  | { status: 'downloading'; percent: number }
  | { status: 'downloaded'; bytes: number }
  | { status: 'failed' };

const UNKNOWN: DownloadState = { status: 'unknown' };
const states = new Map<string, DownloadState>();
const listeners = new Set<() => void>();

function setState(key: string, state: DownloadState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function loadState(key: string): Promise<void> {
  try {
    const record = await (await offlineDb()).get('downloads', key);
    if (states.get(key)?.status !== 'downloading')
      setState(key, record ? { status: 'downloaded', bytes: record.bytes } : { status: 'none' });
  } catch {
    setState(key, { status: 'none' });
  }
}

/** The download state of one title, shared by every screen that shows it (the details page). */
export function useDownloadState(target: { mediaType: string; id: string }): DownloadState {
  const key = progressKey(target);
  const state = useSyncExternalStore(subscribe, () => states.get(key) ?? UNKNOWN);
  useEffect(() => {
    if (!states.has(key)) void loadState(key);
  }, [key]);
  return state;
}

/**
 * Downloads a title for offline use: a fresh Playback answer (new signed URLs), each of its files
 * into the media cache, then the answer itself into IndexedDB so the player can open offline.
 * A failure leaves nothing half kept. `fetchPlayback` is the host's (playback-query.ts);
 * `rememberBrand` keeps what the offline page shows of the brand (brand-memory.ts).
 */
export async function downloadTitle(
  target: DownloadTarget,
  fetchPlayback: (target: DownloadTarget) => Promise<PlaybackData>,
  rememberBrand: () => Promise<void>,
): Promise<void> {
  const key = progressKey(target);
  if (states.get(key)?.status === 'downloading') return;
  setState(key, { status: 'downloading', percent: 0 });
  // Part of "Downloaded": the offline page listing this download shows the brand kept here. The
  // app also keeps it a second after each start (useProgressSync.ts), but a member who downloads
  // right after a page loads and then cuts the network would get an offline page without it.
  // Best effort: a download never fails for the brand (the page then shows a neutral header).
  const brandKept = rememberBrand().catch((error: unknown) =>
    console.warn('[offline] brand not kept for the offline page', error),
  );
  const kept: string[] = [];
  try {
    const kind = playerFor(target.mediaType);
    // The player's own files too: a member who never opened it online must be able to offline.
    if (kind) await preloadPlayer(kind);
    const playback = await fetchPlayback(target);
    const urls = downloadFiles(playback);
    if (urls.length === 0) throw new Error('nothing to download');
    // Best effort: ask the browser not to evict the downloads under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
    let bytes = 0;
    for (const [index, url] of urls.entries()) {
      let shown = -1;
      const file = await cacheMediaFile(url, (fraction) => {
        const percent = Math.floor(((index + fraction) / urls.length) * 100);
        if (percent !== shown) setState(key, { status: 'downloading', percent: (shown = percent) });
      });
      kept.push(file.key);
      bytes += file.bytes;
    }
    const cover = await fetchCover(playback.thumbnail?.url);
    const record: DownloadRecord = {
      key,
      mediaType: target.mediaType,
      id: target.id,
      title: target.title,
      playback,
      files: kept,
      bytes,
      savedAt: new Date().toISOString(),
      cover,
    };
    await (await offlineDb()).put('downloads', record);
    await brandKept;
    setState(key, { status: 'downloaded', bytes });
  } catch (error) {
    console.warn('[offline] download failed', error);
    await deleteUnshared(key, kept).catch(() => undefined);
    setState(key, { status: 'failed' });
  }
}

/** The cover image for the offline page: best effort, a download never fails for its cover. */
async function fetchCover(url: string | null | undefined): Promise<Blob | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** Every title kept on this device (the offline page's list). */
export async function listDownloads(): Promise<DownloadRecord[]> {
  return (await offlineDb()).getAll('downloads');
}

/** Deletes files of one title that no other download holds (albums may share tracks). */
async function deleteUnshared(key: string, files: readonly string[]): Promise<void> {
  const others = (await (await offlineDb()).getAll('downloads')).filter((record) => record.key !== key);
  const shared = new Set(others.flatMap((record) => record.files));
  await deleteMediaFiles(files.filter((file) => !shared.has(file)));
}

export async function removeDownload(target: { mediaType: string; id: string }): Promise<void> {
  const key = progressKey(target);
  const db = await offlineDb();
  const record = await db.get('downloads', key);
  if (record) {
    await db.delete('downloads', key);
    await deleteUnshared(key, record.files);
  }
  setState(key, { status: 'none' });
}

/**
 * The Playback of a downloaded title, for when the network cannot answer: its URLs' tokens have
 * expired, so it claims no expiry (no refresh is attempted); the worker serves the files by path.
 */
export async function offlinePlayback(target: {
  mediaType: string;
  id: string;
}): Promise<PlaybackData | null> {
  const record = await (await offlineDb()).get('downloads', progressKey(target));
  if (!record) return null;
  const cover = coverUrlOf(record);
  return {
    ...record.playback,
    expiresAt: null,
    // The cover kept with the download (its own URL would need the network).
    thumbnail: cover ? { ...record.playback.thumbnail, url: cover } : record.playback.thumbnail,
  };
}

const coverUrls = new Map<string, { savedAt: string; url: string }>();

/** The download's cover as an object URL: one per download and page (every read of the record
 * gives a new Blob; the URL an <img> already shows must stay valid), kept while the page lives. */
export function coverUrlOf(record: Pick<DownloadRecord, 'key' | 'cover' | 'savedAt'>): string | null {
  if (!record.cover) return null;
  const known = coverUrls.get(record.key);
  if (known?.savedAt === record.savedAt) return known.url;
  const url = URL.createObjectURL(record.cover);
  coverUrls.set(record.key, { savedAt: record.savedAt, url });
  return url;
}

/**
 * Sign-out: the positions still waiting are sent if the network allows, then everything offline
 * (files, answers, outbox) is deleted, so the next person on the device sees none of it.
 */
export async function clearOfflineData(): Promise<void> {
  await flushProgress().catch(() => undefined);
  const db = await offlineDb();
  await db.clear('downloads');
  await clearOutbox();
  await deleteMediaCache();
  states.clear();
  for (const listener of listeners) listener();
}
