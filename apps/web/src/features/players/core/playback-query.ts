import { useQuery, type QueryClient } from '@tanstack/react-query';
import { latestProgress, parsePosition, type ProgressWrite } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import type { PlaybackData, ResumePoint } from './contract';
import { offlinePort, type PlaybackTarget as Target } from './offline-port';
import { playbackQuery } from './queries';

/** One cache entry per title (and episode): the details page and the host share it. */
export const playbackKey = ({ mediaType, id, episodeId }: Target) =>
  ['content', 'playback', mediaType, id, episodeId ?? null] as const;

/** Playback from the server only, with fresh signed URLs (a download needs these). */
export async function fetchPlaybackFromNetwork({ mediaType, id, episodeId }: Target): Promise<PlaybackData> {
  return (await gqlRequest(playbackQuery, { mediaType, id, episodeId: episodeId ?? null })).content.playback;
}

async function offlineFallback<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch {
    // No IndexedDB (a private mode) or a broken store: as if nothing was kept offline.
    return fallback;
  }
}

/**
 * Playback for the players: the server's answer, else (no network) the copy kept by a download
 * (offline/downloads.ts, asked through offline-port.ts). Either way a position still waiting in the outbox (made offline, not yet
 * on the server) wins when it is the later one, so the player resumes where the member really was.
 */
export async function fetchPlayback(target: Target): Promise<PlaybackData> {
  let playback: PlaybackData;
  try {
    playback = await fetchPlaybackFromNetwork(target);
  } catch (error) {
    const kept = await offlineFallback(() => offlinePort().offlinePlayback(target), null);
    if (!kept) throw error;
    playback = kept;
  }
  const pending = await offlineFallback(() => offlinePort().pendingProgress(target), null);
  return withPendingProgress(playback, pending);
}

/** The later of the server's position and the one waiting in the outbox (latestProgress). */
export function withPendingProgress(
  playback: PlaybackData,
  pending: Pick<ProgressWrite, 'progress' | 'position' | 'sequence'> | null,
): PlaybackData {
  const stored = playback.progress;
  const later = latestProgress(
    stored,
    pending ? { ...pending, updatedAt: new Date(pending.sequence).toISOString() } : null,
  );
  return later && later !== stored ? { ...playback, progress: later } : playback;
}

/**
 * Signed URLs live MEDIA_URL_TTL_SECONDS: cached data is reused while it has more than this left,
 * so opening a player from the details page is instant but never starts on a dying URL.
 */
export const PLAYBACK_FRESH_MARGIN_MS = 60_000;

export function expiresSoon(data: PlaybackData | undefined, now = Date.now()): boolean {
  if (!data?.expiresAt) return false;
  const at = Date.parse(data.expiresAt);
  return Number.isFinite(at) && at - now < PLAYBACK_FRESH_MARGIN_MS;
}

export function usePlayback(target: Target | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: target ? playbackKey(target) : ['content', 'playback', 'none'],
    queryFn: () => (target ? fetchPlayback(target) : Promise.reject(new Error('no target'))),
    enabled: Boolean(target) && (opts.enabled ?? true),
    staleTime: (query) => (expiresSoon(query.state.data) ? 0 : 5 * 60_000),
    // A refusal or error is shown by the host; retrying a refusal would only repeat it.
    retry: 1,
    // Offline the query still runs: fetchPlayback falls back to a downloaded copy.
    networkMode: 'always',
    meta: { quiet: true },
  });
}

/** New signed URLs (after a 403 or near expiresAt); the cache then hands them to the player. */
export function refreshPlaybackIn(client: QueryClient, target: Target): Promise<PlaybackData> {
  return client.fetchQuery({
    queryKey: playbackKey(target),
    queryFn: () => fetchPlayback(target),
    staleTime: 0,
    networkMode: 'always',
  });
}

/** MediaProgress → where the player resumes (position is opaque JSON written by the player). */
export function resumePointOf(data: PlaybackData | undefined): ResumePoint | null {
  const progress = data?.progress;
  if (!progress) return null;
  return { progress: progress.progress, position: parsePosition(progress.position) };
}
