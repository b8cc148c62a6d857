import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl } from '../env';
import { graph, type PlayableTitle } from './playback-api';

export interface ReaderPosition {
  spine: number;
  page: number;
  pages: number;
  percent: number;
}

export type Title = PlayableTitle;

/** The first title of a media type the member can play (its playback answers available). */
export async function playableTitle(page: Page, mediaType: 'ebook' | 'game' | 'software'): Promise<Title> {
  const data = await graph<{ content: { browse: { items: Title[] } } }>(
    page,
    'query($t: String!) { content { browse(mediaType: $t, tab: "popular", first: 10) { items { id title } } } }',
    { t: mediaType },
  );
  for (const item of data.content.browse.items) {
    const answer = await graph<{ content: { playback: { available: boolean } } }>(
      page,
      'query($t: String!, $id: ID!) { content { playback(mediaType: $t, id: $id) { available } } }',
      { t: mediaType, id: item.id },
    );
    if (answer.content.playback.available) return item;
  }
  throw new Error(`no playable ${mediaType} for this member`);
}

/** The ebook reader, the game player and the software view, as a member uses them. */
export class ReaderPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  /** Opens the title's details page and starts it with its play button. */
  async open(mediaType: 'ebook' | 'game' | 'software', title: Title) {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${title.id}`));
    await expect(this.page.getByTestId('media-title')).toBeVisible();
    await this.page.getByTestId('play-button').click();
    await expect(this.playerHost()).toBeVisible();
  }

  /** The details page's main button (Play, Read, Download…) without pressing it. */
  async mainButtonOf(mediaType: 'ebook' | 'game' | 'software', title: Title): Promise<Locator> {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${title.id}`));
    await expect(this.page.getByTestId('media-title')).toBeVisible();
    return this.page.getByTestId('play-button');
  }

  playerHost(): Locator {
    return this.page.getByTestId('player-host');
  }

  // ── ebook ──
  reader(): Locator {
    return this.page.getByTestId('ebook-reader');
  }

  /** Waits until the book is open, its page shown and its percentage known (locations built). */
  async waitForBook() {
    await expect(this.reader()).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await expect(this.reader()).toHaveAttribute('data-page', /\d+/, { timeout: 20_000 });
    await expect(this.reader()).toHaveAttribute('data-percent', /\d/, { timeout: 20_000 });
  }

  /** The page within its chapter the counter shows. */
  async pageNumber(): Promise<number> {
    return Number(await this.reader().getAttribute('data-page'));
  }

  /** Where the member is: chapter, page of that chapter's pages, and percent of the whole book. */
  async position(): Promise<ReaderPosition> {
    const attr = async (name: string) => Number(await this.reader().getAttribute(name));
    return {
      spine: await attr('data-spine'),
      page: await attr('data-page'),
      pages: await attr('data-pages'),
      percent: await attr('data-percent'),
    };
  }

  /** The footer's counter as the member reads it. */
  counter(): Locator {
    return this.page.getByTestId('ebook-page');
  }

  async chapter(): Promise<number> {
    return Number(await this.reader().getAttribute('data-spine'));
  }

  async fontStep(): Promise<number> {
    return Number(await this.reader().getAttribute('data-font-step'));
  }

  /** The visible "next page" button (side arrow on desktop, footer arrow on phones): one page on. */
  async nextPage() {
    const before = await this.position();
    await this.reader().locator('button[aria-label="Next page"]:visible').first().click();
    await this.expectOnePageOn(before);
  }

  /**
   * The counter moved exactly one page past `before`: the next page of the chapter, or the first
   * page of the next chapter after the last one; the percentage never goes back.
   */
  async expectOnePageOn(before: ReaderPosition) {
    await expect
      .poll(async () => {
        const now = await this.position();
        return now.spine !== before.spine || now.page !== before.page;
      })
      .toBe(true);
    const after = await this.position();
    const onePage =
      after.spine === before.spine
        ? after.page === before.page + 1
        : after.spine === before.spine + 1 && before.page === before.pages && after.page === 1;
    expect(onePage, `${JSON.stringify(before)} → ${JSON.stringify(after)}`).toBe(true);
    expect(after.page).toBeLessThanOrEqual(after.pages);
    await expect.poll(async () => (await this.position()).percent).toBeGreaterThanOrEqual(before.percent);
  }

  contentsButton(): Locator {
    return this.reader().getByRole('button', { name: 'Contents' });
  }

  /** The table of contents panel. */
  contents(): Locator {
    return this.page.getByTestId('reader-toc');
  }

  async openContents() {
    await this.contentsButton().click();
    await expect(this.contents()).toBeVisible();
  }

  /** Jumps to the n-th entry (1-based) of the table of contents. */
  async jumpToChapter(n: number) {
    const entry = this.contents()
      .locator('li button')
      .nth(n - 1);
    const spine = await entry.getAttribute('data-spine');
    await entry.click();
    await expect(this.contents()).toBeHidden();
    // Wait for the book to be there, so the next page number read is the new chapter's.
    await expect(this.reader()).toHaveAttribute('data-spine', spine ?? '');
  }

  async largerText() {
    await this.reader().getByRole('button', { name: 'Larger text' }).click();
  }

  bookFrame() {
    return this.page.frameLocator('[data-testid="ebook-viewer"] iframe').first();
  }

  /** Clicks into the book's text, so the keys go to the book's own frame. */
  async focusBook() {
    await this.bookFrame().locator('body').click();
  }

  // ── game ──
  game(): Locator {
    return this.page.getByTestId('game-player');
  }

  gameFrame() {
    return this.page.frameLocator('[data-testid="game-frame"]');
  }

  /** The game's iframe element itself (its sandbox, its size, whether it has focus). */
  gameFrameElement(): Locator {
    return this.page.getByTestId('game-frame');
  }

  /** What the game draws on: its stage or canvas. */
  gameStage(): Locator {
    return this.gameFrame().locator('#stage, canvas').first();
  }

  gameControls(): Locator {
    return this.page.getByTestId('game-controls');
  }

  async openGameControls() {
    await this.game().getByRole('button', { name: 'Controls' }).click();
  }

  async closeGameControls() {
    await this.game().getByRole('button', { name: 'Close the controls' }).click();
  }

  /** The game bar's "Close the game", where Tab and Shift+Tab out of the game's frame land. */
  gameCloseButton(): Locator {
    return this.game().getByRole('button', { name: 'Close the game' });
  }

  /**
   * Presses Tab (or Shift+Tab) until focus has left the game for "Close the game": a game may have
   * buttons of its own, which the browser visits first, as it would any page's.
   */
  async tabOutOfGame(key: 'Tab' | 'Shift+Tab') {
    // What has focus in this page: the frame while focus is inside the game.
    const focused = () =>
      this.page.evaluate(() => {
        const el = document.activeElement;
        return el instanceof HTMLElement ? (el.dataset.testid ?? el.tagName) : null;
      });
    for (let presses = 0; presses < 20 && (await focused()) === 'game-frame'; presses++)
      await this.page.keyboard.press(key);
    // The first stop out of the game is "Close the game", nothing else.
    await expect(this.gameCloseButton()).toBeFocused();
  }

  /** How the bar says to leave the game by keyboard. */
  gameExitHint(): Locator {
    return this.page.getByTestId('game-exit-hint');
  }

  async waitForGame() {
    await expect(this.game()).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
  }

  /** Whatever the game shows of its state: its text, its data attributes and its title. */
  async gameState(): Promise<string> {
    return this.gameFrame()
      .locator('body')
      .evaluate(
        (body) => `${document.title}|${JSON.stringify(body.dataset)}|${(body as HTMLElement).innerText}`,
      );
  }

  async restartGame() {
    const loads = Number(await this.game().getAttribute('data-loads'));
    await this.game().getByRole('button', { name: 'Restart the game' }).click();
    await expect(this.game()).toHaveAttribute('data-loads', String(loads + 1));
    await this.waitForGame();
  }

  // ── software ──
  software(): Locator {
    return this.page.getByTestId('software-details');
  }

  downloads(): Locator {
    return this.page.getByTestId('software-download');
  }

  /** Frames inside the player (software is a list of downloads: it must have none). */
  playerFrames(): Locator {
    return this.playerHost().locator('iframe');
  }

  downloadLink(card: Locator): Locator {
    return card.getByRole('link');
  }

  checksum(card: Locator): Locator {
    return card.getByTestId('software-sha256');
  }

  /** Opens a download's "how to check it" details; returns the commands shown. */
  async showVerification(card: Locator): Promise<Locator> {
    await card.locator('summary').click();
    return card.locator('pre code');
  }

  /** The size the server states for a download (Content-Length of a HEAD request). */
  async statedSize(link: Locator): Promise<number> {
    const href = (await link.getAttribute('href')) ?? '';
    return this.page.evaluate(
      async (url) =>
        Number((await fetch(url, { method: 'HEAD', cache: 'no-store' })).headers.get('content-length')),
      href,
    );
  }

  /** Fetches a download link from the page (the member's cookie and host), as the browser would. */
  async fetchDownload(link: Locator): Promise<{ status: number; bytes: number }> {
    const href = await link.getAttribute('href');
    if (!href) throw new Error('download link without href');
    return this.page.evaluate(async (url) => {
      const res = await fetch(url, { cache: 'no-store' });
      const body = await res.arrayBuffer();
      return { status: res.status, bytes: body.byteLength };
    }, href);
  }

  async close() {
    // Keys typed into the game's frame stay there: give focus back to the player first.
    await this.playerHost().focus();
    await this.page.keyboard.press('Escape');
    await expect(this.playerHost()).toBeHidden();
  }
}
