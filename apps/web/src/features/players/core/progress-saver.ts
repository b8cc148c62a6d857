import { useCallback, useEffect, useRef } from 'react';
import { GRAPHQL_PATH, TRANSACTION_ID_HEADER, shouldWriteProgress } from '@member-area/domain';
import { gqlRequest, requestBody } from '../../../app/graphql';
import { newTransactionId } from '../../../app/ids';
import { currentSessionStatus } from '../../../app/session';
import { authHeaders } from '../../../app/tokens';
import type { PlayerProps, QueueItem } from './contract';
import { offlinePort } from './offline-port';
import { savePlaybackPositionMutation } from './queries';

interface PendingWrite {
  id: string;
  mediaType: string;
  progress: number;
  position: string;
  sequence: number;
}

/**
 * The write that must outlive the page (pagehide, tab closed): a keepalive fetch, which the
 * browser finishes after unload; gqlRequest's fetch would be cancelled with the page.
 */
function sendKeepalive(write: PendingWrite): void {
  try {
    void fetch(GRAPHQL_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        [TRANSACTION_ID_HEADER]: newTransactionId(),
        ...authHeaders(),
      },
      body: JSON.stringify(requestBody(savePlaybackPositionMutation, { ...write })),
    }).catch(() => undefined);
  } catch {
    // Keepalive unsupported or the body too large: the last throttled write stays the resume point.
  }
}

/** Only a member's positions go through the device's outbox (the offline port). */
function keepsOutbox(): boolean {
  return currentSessionStatus() === 'member' && offlinePort().available();
}

/**
 * A member's position is kept in the device's outbox while it is sent (offline/progress-outbox.ts):
 * what the network does not take (offline) is sent when it is back. A visitor's (a free title) is
 * not kept: the server refuses it anyway.
 */
function save(write: PendingWrite): void {
  if (keepsOutbox()) {
    offlinePort()
      .saveProgress(write)
      .catch((error: unknown) => console.warn('[player] progress not saved', error));
    return;
  }
  sendNow(write);
}

function sendNow(write: PendingWrite): void {
  gqlRequest(savePlaybackPositionMutation, write).then(
    (result) => {
      const outcome = result.content.savePlaybackPosition.responseResult;
      if (!outcome.succeeded && outcome.errorCode !== 'unauthenticated')
        console.warn('[player] progress not saved:', outcome.errorCode);
    },
    (error: unknown) => console.warn('[player] progress not saved', error),
  );
}

/**
 * The throttled progress saver of the host: one write per 10 s while playing, at once on
 * pause/close/chapter change (flush), and a keepalive flush when the page goes away.
 * `sequence` is Date.now(), so a late write never overwrites a newer one on the server.
 */
export function useProgressSaver(item: QueueItem | null, enabled: boolean) {
  const lastWriteAt = useRef<number | null>(null);
  const pending = useRef<PendingWrite | null>(null);

  const flush = useCallback((keepalive: boolean) => {
    const write = pending.current;
    if (!write) return;
    pending.current = null;
    lastWriteAt.current = Date.now();
    if (keepalive) {
      // Kept in the outbox too: if the keepalive request is lost (offline), it is sent next time.
      if (keepsOutbox())
        offlinePort()
          .recordProgress(write)
          .catch(() => undefined);
      sendKeepalive(write);
    } else save(write);
  }, []);

  const reportProgress = useCallback<PlayerProps['reportProgress']>(
    (progress, position, opts) => {
      if (!item || !enabled || !Number.isFinite(progress) || progress < 0) return;
      const now = Date.now();
      pending.current = {
        id: item.id,
        mediaType: item.mediaType,
        progress,
        position: JSON.stringify(position),
        sequence: now,
      };
      if (shouldWriteProgress(opts?.flush ? 'pause' : 'tick', lastWriteAt.current, now)) flush(false);
    },
    [item, enabled, flush],
  );

  // Another item (or closing the player): what was reported last is written at once.
  useEffect(() => {
    lastWriteAt.current = null;
    return () => flush(false);
  }, [item?.key, flush]);

  useEffect(() => {
    const onHide = () => flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [flush]);

  return { reportProgress, flush };
}
