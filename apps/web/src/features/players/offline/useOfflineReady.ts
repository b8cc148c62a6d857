import { useEffect, useState } from 'react';
import { offlineStorageAvailable } from './store';

function workerControls(): boolean {
  return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
}

/**
 * Downloads are offered only when they would work offline: the service worker (production builds,
 * src/app/pwa/register.ts) controls the page, so it can answer media requests from the cache, and
 * the browser keeps IndexedDB and Cache Storage.
 */
export function useOfflineReady(): boolean {
  const [ready, setReady] = useState(() => offlineStorageAvailable() && workerControls());
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !offlineStorageAvailable()) return;
    const update = () => setReady(workerControls());
    navigator.serviceWorker.addEventListener('controllerchange', update);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', update);
  }, []);
  return ready;
}

/** Whether the browser believes it is online (it says so when the network is cut). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
