import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../pages/accessibility';
import { HOSTS } from '../env';
import { GreenPage } from '../pages/green-pages';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';

test('a member with history sees the trees their membership and streaming planted, charted and shareable', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // paid@ has been a member since March 2025 and has finished a few movies and audiobooks.
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const green = new GreenPage(page);
  const answer = await green.openFromMenu();
  const progress = answer.greenProgress;

  // The figures are the server's: a tree per whole month and per whole hour, 4 trees a tonne.
  expect(progress.activeMonths).toBeGreaterThanOrEqual(20);
  // The demo titles last what their demo files play (minutes), so the hours are a fraction: the
  // per-hour rule itself is domain's table test (green/play-time.test.ts).
  expect(progress.hoursStreamed).toBeGreaterThan(0);
  expect(progress.treesPlanted).toBe(progress.activeMonths + Math.floor(progress.hoursStreamed));
  expect(await green.trees()).toBe(progress.treesPlanted);
  expect(await green.points()).toBe(answer.greenPoints);
  await expect(green.carbon()).toHaveText(`${progress.carbonOffsetTonnes} t CO₂`);

  // One bar per month, the last one at the total.
  await expect(green.bars()).toHaveCount(progress.months.length);
  expect(progress.months.at(-1)?.trees).toBe(progress.treesPlanted);

  // Chromium on Linux has no Web Share API: the copy-link and share links fallback.
  await green.copyLink();
  await expect(green.share().getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\//);
  await expect(green.shareLink(/Share on X/)).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?/,
  );

  expect(await accessibilityViolations(page)).toEqual([]);

  // A phone: everything fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(green.chart()).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
