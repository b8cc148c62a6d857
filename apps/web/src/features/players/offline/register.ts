import { onSignOut } from '../../../app/session';
import { registerOfflinePort } from '../core/offline-port';
import { clearOfflineData, offlinePlayback } from './downloads';
import { pendingProgress, recordProgress, saveProgress } from './progress-outbox';
import { offlineStorageAvailable } from './store';

/**
 * The offline code's side of the host's port (core/offline-port.ts): the copies kept by downloads
 * and the progress outbox; and at sign-out everything kept on the device goes (docs/offline.md).
 * Called once by the players' root (../PlayerRoot.tsx) before the host first renders.
 */
export function registerOffline(): void {
  registerOfflinePort({
    available: offlineStorageAvailable,
    saveProgress,
    recordProgress,
    offlinePlayback,
    pendingProgress,
  });
  // Downloads and unsent positions are the member's: sent if possible, then gone from the device.
  onSignOut(clearOfflineData);
}
