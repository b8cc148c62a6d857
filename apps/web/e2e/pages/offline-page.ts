import { expect, type BrowserContext, type Page } from '@playwright/test';
import { brandUrl } from '../env';
import { isOperation } from './graphql-operations';
import { LoginPage } from './login-page';
import { PwaPage } from './pwa-page';

/**
 * A title's offline download on its details page, the member's network, and the offline page the
 * service worker shows when a page is loaded without network.
 */
export class OfflinePage {
  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly host: string,
  ) {}

  /** Signs in once the browser has installed the service worker (it serves the downloads offline). */
  async signInWithWorker(member: string) {
    const login = new LoginPage(this.page, this.host);
    await login.open();
    await new PwaPage(this.page, this.context, this.host).waitForServiceWorker();
    await login.signIn(member);
    await expect(this.page.getByTestId('greeting')).toBeVisible({ timeout: 20_000 });
  }

  /** Downloads a title from its details page. */
  async downloadTitle(mediaType: string, id: string) {
    await this.openDetails(mediaType, id);
    await this.download();
  }

  /** Cuts the network and opens the details page's title in its player (from the download). */
  async goOfflineAndPlay() {
    await this.goOffline();
    await this.page.getByTestId('play-button').click();
  }

  /** Reloads the page with the network cut: the worker's offline page answers. */
  async reloadOffline() {
    await this.page.reload();
    await expect(this.screen()).toBeVisible({ timeout: 20_000 });
  }

  screen() {
    return this.page.getByTestId('offline-screen');
  }

  brandLogo() {
    return this.screen().getByTestId('brand-logo');
  }

  /** The downloads the offline page lists, by title. */
  listed() {
    return this.page.getByTestId('offline-download-title');
  }

  /** One download's row on the offline page. */
  row(title: string) {
    return this.page.getByTestId('offline-download').filter({ hasText: title });
  }

  /** How much wider than the window the page is (0 or less: no sideways scrolling). */
  async overflowX(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** Plays (or reads) a download from the offline page. */
  async playFromList(title: string) {
    await this.row(title).getByTestId('offline-play').click();
  }

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
