import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { DrawsPage } from '../pages/draws-page';
import { horizontalOverflow } from '../pages/layout-checks';

// Public pages: no sign-in. The seed publishes last month's Dream Car Giveaway draw (more than 3,000
// synthetic entrants, won by winner@): its record must verify in the browser, as anyone would check it.

test('the public draw page lists the seeded draw and verifies it in the browser', async ({ page }) => {
  const draws = new DrawsPage(page, HOSTS.playmax);
  await draws.openList();
  await expect(draws.row('Dream Car Giveaway')).toContainText('Verifiable');
  const winner = (await draws.winnerOf('Dream Car Giveaway').textContent()) ?? '';
  expect(winner).toMatch(/^m_[0-9a-f]{16}$/);
  await draws.screenshot('draws-list-1440');

  await draws.openRecordOf('Dream Car Giveaway');
  await expect(draws.heading()).toHaveText('Dream Car Giveaway');
  await expect(draws.winner()).toHaveText(winner);
  await expect(draws.seed()).toHaveText(/^[0-9a-f]{64}$/);
  // Paged: a 3,000-entrant snapshot puts 25 rows in the page, never all of them.
  await expect(draws.snapshotRows()).toHaveCount(25);
  await expect(draws.snapshotPage()).toContainText(/Page 1 of \d+/);

  await draws.verify();
  await expect(draws.checks()).toHaveCount(5);
  await expect(draws.failedChecks()).toHaveCount(0);
  await expect(draws.verdict()).toContainText(`Verified: ${winner} is the rightful winner.`);
  await draws.showWinnerInSnapshot();
  await expect(draws.winnerRow()).toContainText(winner);
  await expect(draws.verifyCommand()).toContainText('npm run verify-draw -- http://');
  await draws.screenshot('draw-record-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await draws.screenshot('draw-record-375');
  await draws.openList();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await draws.screenshot('draws-list-375');
});

test('a record whose winner was changed does not verify', async ({ page }) => {
  const draws = new DrawsPage(page, HOSTS.playmax);
  await draws.tamperWithRecord((record) => {
    const snapshot = record.snapshot as { entrant: string }[];
    // Another real entrant of the snapshot: only the recomputation can tell it is not the winner.
    record.winner = snapshot.find((line) => line.entrant !== record.winner)?.entrant;
  });
  await draws.openList();
  await draws.openRecordOf('Dream Car Giveaway');
  await draws.verify();
  await expect(draws.failedChecks()).toHaveCount(1);
  await expect(draws.failedChecks()).toHaveAttribute('data-check', 'winner');
  await expect(draws.verdict()).toContainText('Not verified');
});
