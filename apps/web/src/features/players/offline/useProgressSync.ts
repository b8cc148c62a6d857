import { useEffect } from 'react';
import { currentSessionStatus } from '../../../app/session';
import { flushProgress } from './progress-outbox';
import { offlineStorageAvailable } from './store';

/**
 * Sends the positions a member made offline: when the app starts and whenever the browser is back
 * online. The outbox sends them oldest first, each with its sequence, so the server keeps the
 * latest (docs/offline.md).
 */
export function useProgressSync(): void {
  useEffect(() => {
    const sync = () => {
      if (currentSessionStatus() !== 'member' || !offlineStorageAvailable()) return;
      flushProgress().catch((error: unknown) => console.warn('[player] progress sync failed', error));
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, []);
}
