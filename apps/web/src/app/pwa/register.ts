/**
 * Registers the service worker (vite-plugins/service-worker.ts) once the page has loaded, so its
 * precaching never competes with the first screen's requests. Production builds only: in
 * development Vite serves modules that change on every edit, which a worker must not cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // workbox-window loads in a chunk of its own, after the page: it weighs nothing on the entry.
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch((error: unknown) => {
        // The app works without a worker (no cache, that is all): report, never break the page.
        console.warn('[pwa] service worker not registered', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
