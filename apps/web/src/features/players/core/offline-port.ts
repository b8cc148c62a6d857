/**
 * The port between the player host and the offline code (features/players/offline), a written
 * boundary like contract.ts: the host asks through it and never imports the offline code, which
 * registers its side when the app composes the players (offline/register.ts, from PlayerRoot.tsx
 * one folder up). Unregistered (a unit test, a host mounted alone) the host plays online only.
 * docs/offline.md explains the outbox and the kept copies.
 */
import type { ProgressWrite } from '@member-area/domain';
import type { PlaybackData, QueueItem } from './contract';

export type PlaybackTarget = Pick<QueueItem, 'mediaType' | 'id' | 'episodeId'>;

export interface OfflinePort {
  /** The device can keep the outbox and downloads (IndexedDB). */
  available(): boolean;
  /** Keeps a member's position in the outbox and sends it (what the network refuses waits there). */
  saveProgress(write: ProgressWrite): Promise<void>;
  /** Keeps a position in the outbox without sending it (the page is going away). */
  recordProgress(write: ProgressWrite): Promise<void>;
  /** The Playback a download kept, for when the network cannot answer; null without a download. */
  offlinePlayback(target: PlaybackTarget): Promise<PlaybackData | null>;
  /** The position of a title still waiting in the outbox. */
  pendingProgress(target: PlaybackTarget): Promise<ProgressWrite | null>;
}

const ONLINE_ONLY: OfflinePort = {
  available: () => false,
  saveProgress: () => Promise.reject(new Error('no offline port')),
  recordProgress: () => Promise.resolve(),
  offlinePlayback: () => Promise.resolve(null),
  pendingProgress: () => Promise.resolve(null),
};

let port: OfflinePort = ONLINE_ONLY;

/** Called once by the offline code (offline/register.ts) before the host first renders. */
export function registerOfflinePort(offline: OfflinePort): void {
  port = offline;
}

/** The registered offline side, or one that keeps nothing. */
export function offlinePort(): OfflinePort {
  return port;
}
