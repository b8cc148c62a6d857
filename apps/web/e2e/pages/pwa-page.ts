import { expect, type BrowserContext, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/** What the member's browser holds for the installable app: its worker, its caches, its manifest. */
export class PwaPage {
  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly host: string,
  ) {}

  /** Waits until the service worker is active and controls this page (its precache is complete). */
  async waitForServiceWorker(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return {
            active: registration.active?.state,
            scope: registration.scope,
            controlled: navigator.serviceWorker.controller !== null,
          };
        }),
      )
      .toEqual({ active: 'activated', scope: brandUrl(this.host, '/'), controlled: true });
  }

  /** From now on, no request for the build's files reaches the server (as if its CDN were down). */
  async cutStaticAssets(): Promise<string[]> {
    const refused: string[] = [];
    await this.context.route('**/assets/**', (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    return refused;
  }

  /** Build files this page loaded that the worker's caches do not hold (yet). */
  async uncachedBuildFiles(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      const missing: string[] = [];
      for (const url of loaded) if (!(await caches.match(url))) missing.push(url);
      return missing;
    });
  }

  /** Every URL the worker's caches hold. */
  async cachedUrls(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls;
    });
  }

  /** Whether the page is controlled by the worker (so its assets come from the cache). */
  async isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** The brand's manifest, as the page links it. */
  async manifest(): Promise<Record<string, unknown>> {
    const href = await this.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    return this.page.evaluate(async (url) => {
      const response = await fetch(url);
      return (await response.json()) as Record<string, unknown>;
    }, href ?? '');
  }
}
