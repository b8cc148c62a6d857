import { expect, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/** The member's home screen (greeting, notices, cookie notice). */
export class HomePage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/'));
    await expect(this.greeting()).toBeVisible();
  }

  /** The hero's greeting, which only home shows. */
  greeting() {
    return this.page.getByTestId('greeting');
  }

  cookieNotice() {
    return this.page.getByTestId('cookie-notice');
  }

  /** The share of the viewport's height the cookie notice covers (0–1). */
  async cookieNoticeShareOfScreen(): Promise<number> {
    await expect(this.cookieNotice()).toBeVisible();
    const box = await this.cookieNotice().boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) throw new Error('cookie notice or viewport has no size');
    return box.height / viewport.height;
  }

  /**
   * Home's controls and headings that the cookie notice's box overlaps as the screen first shows
   * (none, when the notice takes its own place in the page instead of floating over it).
   */
  async contentUnderCookieNotice(): Promise<string[]> {
    await expect(this.cookieNotice()).toBeVisible();
    return this.cookieNotice().evaluate((notice) => {
      const box = notice.getBoundingClientRect();
      const main = document.querySelector('#main') ?? document.body;
      return Array.from(main.querySelectorAll('a, button, h1, h2, h3, [data-testid^="quick-link-"]'))
        .filter((el) => !notice.contains(el))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.width > 0 &&
            r.left < box.right &&
            r.right > box.left &&
            r.top < box.bottom &&
            r.bottom > box.top
          );
        })
        .map((el) => el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName);
    });
  }

  /** The brand's curated rows for the member's media types, under the continue row. */
  curatedRows() {
    return this.page.getByTestId('home-rows');
  }
  /** The cards of one curated row, by its slot's slug (movie_popular, ebook_new_releases …). */
  curatedRowCards(slug: string) {
    return this.page.getByTestId(`home-row-${slug}`).getByTestId('media-card');
  }

  /** The "Continue" row of titles the member has started. */
  continueRow() {
    return this.page.getByTestId('continue-row');
  }
  continueCards() {
    return this.continueRow().getByTestId('continue-card');
  }
  /** The row's card of one title. */
  continueCard(mediaId: string) {
    return this.continueRow().locator(`[data-testid="continue-card"][data-media-id="${mediaId}"]`);
  }
  /** A card's status line ("42% done", "12 min left"). */
  continueStatus(mediaId: string) {
    return this.continueCard(mediaId).getByTestId('continue-status');
  }
  continueTitle(mediaId: string) {
    return this.continueCard(mediaId).getByTestId('continue-title');
  }
  /** A card's main button: resumes the title in its player. */
  resumeButton(mediaId: string) {
    return this.continueCard(mediaId).getByTestId('continue-resume');
  }
  /** A card's secondary link, to the title's details. */
  async openDetailsFromContinueRow(mediaId: string) {
    await this.continueCard(mediaId).getByTestId('continue-details').click();
  }
  /** Every card's resume button, in row order. */
  resumeButtons() {
    return this.continueRow().getByTestId('continue-resume');
  }
  /** Scrolls the row's track back to its first card. */
  async scrollContinueRowToStart() {
    await this.continueRow()
      .locator('ul')
      .evaluate((track) => track.scrollTo({ left: 0 }));
  }

  async acceptCookies() {
    await this.page.getByTestId('cookie-accept').click();
    await expect(this.cookieNotice()).toHaveCount(0);
  }
}
