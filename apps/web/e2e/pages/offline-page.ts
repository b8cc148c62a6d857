import { expect, type BrowserContext, type Page } from '@playwright/test';
import { brandUrl } from '../env';
import { isOperation } from './graphql-operations';

/** A title's offline download on its details page, and the member's network. */
export class OfflinePage {
  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly host: string,
  ) {}

  async openDetails(mediaType: string, id: string) {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${id}`));
    await expect(this.page.getByTestId('media-title')).toBeVisible();
  }

  downloadButton() {
    return this.page.getByTestId('download-button');
  }

  /** Presses Download and waits for "Downloaded" (its progress shows on the way). */
  async download() {
    await this.downloadButton().click();
    await expect(this.downloaded()).toBeVisible({ timeout: 30_000 });
  }

  progress() {
    return this.page.getByTestId('download-progress');
  }

  downloaded() {
    return this.page.getByTestId('download-done');
  }

  async remove() {
    await this.page.getByTestId('download-remove').click();
    await expect(this.downloadButton()).toBeVisible();
  }

  /** Media files kept for offline use (the worker's offline-media cache), by path. */
  async cachedMediaFiles(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const cache = await caches.open('offline-media');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  }

  /** Cuts the network (the page, its worker and every request of the browser). */
  async goOffline() {
    await this.context.setOffline(true);
    await expect.poll(() => this.page.evaluate(() => navigator.onLine)).toBe(false);
  }

  /**
   * Back online; resolves when the positions saved offline have reached the server (the outbox
   * sends them when the browser says it is online).
   */
  async goOnlineAndSync() {
    const synced = this.page.waitForResponse(
      (r) => isOperation(r.request(), 'SavePlaybackPosition') && r.ok(),
      { timeout: 20_000 },
    );
    await this.context.setOffline(false);
    await synced;
  }
}
