import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BootContext } from '../../../app/BootContext';
import { currentSessionStatus } from '../../../app/session';
import { rememberBrand } from './brand-memory';
import { flushProgress } from './progress-outbox';
import { offlineStorageAvailable } from './store';

/**
 * Sends the positions a member made offline: when the app starts and whenever the browser is back
 * online. The outbox sends them oldest first, each with its sequence, so the server keeps the
 * latest (docs/offline.md). Runs once per app start (the players' root, ../PlayerRoot.tsx), so it also remembers the
 * brand and language the offline page shows (brand-memory.ts).
 */
export function useProgressSync(): void {
  const boot = useContext(BootContext);
  const { i18n } = useTranslation();
  const brand = boot?.brand ?? null;
  useEffect(() => {
    // After the first screen's own requests: the logo is usually in the HTTP cache by then.
    const timer = window.setTimeout(() => {
      rememberBrand(brand, i18n.language).catch((error: unknown) =>
        console.warn('[offline] brand not kept for the offline page', error),
      );
    }, 1_000);
    return () => window.clearTimeout(timer);
  }, [brand, i18n.language]);
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
