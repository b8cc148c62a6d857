/** Build files (content-hashed, the same for every member) the page has loaded so far. */
function loadedBuildFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
}

/**
 * Registers the service worker (vite-plugins/service-worker.ts) once the page has loaded, so its
 * precaching never competes with the first screen's requests. Production builds only: in
 * development Vite serves modules that change on every edit, which a worker must not cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    // workbox-window loads in a chunk of its own, after the page: it weighs nothing on the entry.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    await workbox.register();
    await workbox.active;
    // What this page loaded before the worker took over goes into the worker's cache too (Workbox's
    // CACHE_URLS message, answered by its /assets/ route), so the next visit needs none of it.
    await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedBuildFiles() } });
  };
  const start = () => {
    register().catch((error: unknown) => {
      // The app works without a worker (no cache, that is all): report, never break the page.
      console.warn('[pwa] service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
