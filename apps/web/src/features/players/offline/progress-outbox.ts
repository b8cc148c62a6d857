import {
  enqueueProgress,
  progressKey,
  replayOrder,
  replayOutcome,
  type ProgressWrite,
  type ReplayOutcome,
} from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { savePlaybackPositionMutation } from '../core/queries';
import { offlineDb, offlineStorageAvailable, type OutboxEntry } from './store';

function writeOf(entry: OutboxEntry): ProgressWrite {
  const { mediaType, id, progress, position, sequence } = entry;
  return { mediaType, id, progress, position, sequence };
}

/**
 * Keeps a member's position on the device before it is sent (the outbox): a position made offline,
 * or whose request failed or was cut by the page closing, is sent when the network is back. One
 * entry per title, the latest position (enqueueProgress in @member-area/domain).
 */
export async function recordProgress(write: ProgressWrite): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const key = progressKey(write);
  const stored = await tx.store.get(key);
  const [kept] = enqueueProgress(stored ? [writeOf(stored)] : [], write);
  if (kept) await tx.store.put({ ...kept, key });
  await tx.done;
}

/** The position of a title still waiting in the outbox (newer than the server's, or equal). */
export async function pendingProgress(target: {
  mediaType: string;
  id: string;
}): Promise<ProgressWrite | null> {
  if (!offlineStorageAvailable()) return null;
  const entry = await (await offlineDb()).get('outbox', progressKey(target));
  return entry ? writeOf(entry) : null;
}

/** One write to the server, with its sequence: the server keeps whichever position is later. */
async function send(write: ProgressWrite): Promise<ReplayOutcome> {
  try {
    const result = await gqlRequest(savePlaybackPositionMutation, { ...write });
    const { succeeded, errorCode } = result.content.savePlaybackPosition.responseResult;
    const outcome = replayOutcome({ answered: true, succeeded, errorCode: errorCode ?? null });
    if (outcome === 'drop') console.warn('[player] progress not saved:', errorCode);
    return outcome;
  } catch {
    return replayOutcome({ answered: false });
  }
}

/** Takes a write out of the outbox once the server has answered it, unless a newer position of
 * the title came in meanwhile (that one is sent next). */
async function settle(write: ProgressWrite): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const key = progressKey(write);
  const now = await tx.store.get(key);
  if (now?.sequence === write.sequence) await tx.store.delete(key);
  await tx.done;
}

async function sendAll(): Promise<void> {
  const db = await offlineDb();
  for (const entry of replayOrder(await db.getAll('outbox'))) {
    const outcome = await send(writeOf(entry));
    // Still offline (or signed out): the rest waits too, so the server sees the writes in order.
    if (outcome === 'retry') return;
    await settle(entry);
  }
}

/**
 * A member's save while playing: kept in the outbox and sent at once, side by side, so the request
 * leaves as soon as the player saves (a reload right after a pause must find it on the server);
 * once answered it leaves the outbox, and what waited there from before goes after it. Without an
 * answer it stays for the next sync (start, back online).
 */
export async function saveProgress(write: ProgressWrite): Promise<void> {
  const kept = recordProgress(write).then(
    () => true,
    (error: unknown) => {
      console.warn('[player] progress not kept on the device', error);
      return false;
    },
  );
  const outcome = await send(write);
  if (!(await kept) || outcome === 'retry') return;
  await settle(write);
  await flushProgress();
}

let flushing: Promise<void> | null = null;
let again = false;

/** Sends the outbox, oldest first; one run at a time (a call during a run makes it run once more). */
export function flushProgress(): Promise<void> {
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      again = false;
      await sendAll();
    } while (again);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Forgets the positions not yet sent (sign-out: the next person on the device is someone else). */
export async function clearOutbox(): Promise<void> {
  await (await offlineDb()).clear('outbox');
}
