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
    await expect(this.page.getByTestId('greeting')).toBeVisible();
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
