import { expect, type Page } from '@playwright/test';
import { apiUrl, brandUrl, hostHeader, HOSTS } from '../env';

/** The public draw records (`/draws`, `/draws/{drawId}`), as anyone sees them, signed in or not. */
export class DrawsPage {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async openList() {
    await this.page.goto(brandUrl(this.host, '/draws'));
    await expect(this.page.getByTestId('draws-loading')).toHaveCount(0);
  }

  /** The list's row of a giveaway, found by its name. */
  row(giveawayName: string) {
    return this.page.getByTestId('draw-row').filter({ hasText: giveawayName });
  }

  winnerOf(giveawayName: string) {
    return this.row(giveawayName).locator('code');
  }

  async openRecordOf(giveawayName: string) {
    await this.row(giveawayName).getByRole('link', { name: giveawayName }).click();
    await expect(this.record()).toBeVisible();
  }

  record() {
    return this.page.getByTestId('draw-record');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  status() {
    return this.page.getByTestId('draw-status');
  }

  winner() {
    return this.page.getByTestId('draw-winner');
  }

  seed() {
    return this.page.getByTestId('record-seed');
  }

  /** Runs the check in the browser and waits for its verdict. */
  async verify() {
    await this.page.getByTestId('verify-button').click();
    await expect(this.verdict()).toBeVisible();
  }

  verdict() {
    return this.page.getByTestId('verify-verdict');
  }

  /** One line per check; `data-check` names it, the mark says passed (✓) or failed (✗). */
  checks() {
    return this.page.getByTestId('verify-checks').getByRole('listitem');
  }

  failedChecks() {
    return this.checks().filter({ hasText: '✗' });
  }

  snapshotRows() {
    return this.page.getByTestId('snapshot-row');
  }

  snapshotPage() {
    return this.page.getByTestId('snapshot-page');
  }

  async showWinnerInSnapshot() {
    await this.page.getByTestId('snapshot-show-winner').click();
  }

  async searchEntrant(text: string) {
    await this.page.getByTestId('snapshot-search').fill(text);
  }

  /** The row of the snapshot that carries the winner's mark. */
  winnerRow() {
    return this.snapshotRows().filter({ hasText: 'Winner' });
  }

  verifyCommand() {
    return this.page.getByTestId('verify-command');
  }

  /**
   * Serves the draw's record altered by `change` (a third party checking a record someone tampered
   * with): the page must refuse it.
   */
  async tamperWithRecord(change: (record: Record<string, unknown>) => void) {
    await this.page.route(/\/api\/draws\/[^/]+$/, async (route) => {
      // Fetched from Node, which does not resolve *.localhost: to localhost, the brand in Host.
      const response = await route.fetch({
        url: apiUrl(new URL(route.request().url()).pathname),
        headers: { ...route.request().headers(), ...hostHeader(this.host) },
      });
      const record = (await response.json()) as Record<string, unknown>;
      change(record);
      await route.fulfill({ response, json: record });
    });
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: `/tmp/pw-web-modals/${name}.png`, fullPage: true });
  }
}
