import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  PlaybackData,
  PlayerActionHandlers,
  PlayerErrorCode,
  PlayerProps,
  QueueItem,
  ResumePoint,
} from './contract';
import { useMediaSession } from './media-session';
import { PLAYBACK_FRESH_MARGIN_MS, playbackKey, refreshPlaybackIn, resumePointOf } from './playback-query';
import { usePlaybackStart } from './playback-start';
import { useProgressSaver } from './progress-saver';
import { usePlayer } from './usePlayer';

/** Players without a media element start "playing" as soon as they open. */
const STARTS_ON_OPEN = new Set(['ebook', 'game', 'software']);

interface HostedPlayerInput {
  item: QueueItem;
  presentation: 'full' | 'mini';
  playback: PlaybackData | undefined;
  /** Each retry is a new attempt: the player remounts and resumes from the stored progress again. */
  attempt: number;
  onError(code: PlayerErrorCode): void;
}

/**
 * What the host hands a player (contract.ts PlayerProps) and keeps for itself: the resume point,
 * the player's keyboard handlers (`handlers`, read by the host's one listener), history and
 * consumption on start (`started`), the progress saver, fresh URLs before they expire and the
 * Media Session. `props` is null until Playback is there.
 */
export function useHostedPlayer({ item, presentation, playback, attempt, onError }: HostedPlayerInput) {
  const controller = usePlayer();
  const client = useQueryClient();

  // Resume where the stored progress said when the player opened; later refetches (new URLs) must
  // not move the member back.
  const resume = useRef<{ attempt: number; point: ResumePoint | null } | null>(null);
  if (playback && resume.current?.attempt !== attempt) {
    resume.current = { attempt, point: resumePointOf(playback) };
  }

  const handlers = useRef<PlayerActionHandlers>({});
  const useActions = useCallback((bound: PlayerActionHandlers) => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- runs inside each player's render, as a hook
    useEffect(() => {
      handlers.current = bound;
    });
  }, []);

  const started = useStartedOnce(item, playback);
  const reportProgress = useReportProgress(item, playback, started);
  const refreshPlayback = useCallback(() => refreshPlaybackIn(client, item), [client, item]);
  useRefreshBeforeExpiry(playback?.expiresAt, refreshPlayback);
  const setMediaSession = useMediaSession(handlers, true);

  const props: PlayerProps | null = useMemo(
    () =>
      playback
        ? {
            item,
            presentation,
            onExpand: controller.open,
            // From the mini-player, closing stops playback (contract.ts onClose).
            onClose: presentation === 'mini' ? controller.stop : controller.close,
            playback,
            resume: resume.current?.point ?? null,
            reportProgress,
            onEnded: controller.next,
            refreshPlayback,
            onError,
            useActions,
            setMediaSession,
          }
        : null,
    // resume is read from the ref on purpose: it is fixed per attempt (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      playback,
      item,
      presentation,
      controller.open,
      controller.close,
      controller.stop,
      controller.next,
      reportProgress,
      refreshPlayback,
      onError,
      useActions,
      setMediaSession,
      attempt,
    ],
  );

  return { props, handlers, started };
}

/** History and consumption events once playback starts (at once for players without media). */
function useStartedOnce(item: QueueItem, playback: PlaybackData | undefined): () => void {
  const markStarted = usePlaybackStart();
  const started = useCallback(() => {
    if (playback?.available) markStarted(item, playback);
  }, [item, playback, markStarted]);
  useEffect(() => {
    if (playback?.available && STARTS_ON_OPEN.has(item.mediaType)) started();
  }, [playback?.available, item.mediaType, started]);
  return started;
}

/** The throttled progress saver, and the same position in the cache the details page reads. */
function useReportProgress(
  item: QueueItem,
  playback: PlaybackData | undefined,
  started: () => void,
): PlayerProps['reportProgress'] {
  const client = useQueryClient();
  const saver = useProgressSaver(item, Boolean(playback?.available));
  return useCallback<PlayerProps['reportProgress']>(
    (progress, position, opts) => {
      started();
      saver.reportProgress(progress, position, opts);
      // The details page reads the same cache entry for "Resume at".
      const text = JSON.stringify(position);
      for (const key of [playbackKey(item), playbackKey({ ...item, episodeId: null })]) {
        client.setQueryData<PlaybackData>(key, (old) =>
          old
            ? {
                ...old,
                progress: {
                  progress,
                  position: text,
                  sequence: Date.now(),
                  updatedAt: new Date().toISOString(),
                },
              }
            : old,
        );
      }
    },
    [started, saver, client, item],
  );
}

/** Ask for new signed URLs shortly before they expire (players also ask after a 403). */
function useRefreshBeforeExpiry(
  expiresAt: string | null | undefined,
  refreshPlayback: () => Promise<PlaybackData>,
): void {
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Date.parse(expiresAt) - Date.now() - PLAYBACK_FRESH_MARGIN_MS / 2;
    if (!Number.isFinite(wait)) return;
    const timer = window.setTimeout(
      () => {
        refreshPlayback().catch((cause: unknown) => console.warn('[player] refresh failed', cause));
      },
      Math.max(5_000, wait),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt, refreshPlayback]);
}
