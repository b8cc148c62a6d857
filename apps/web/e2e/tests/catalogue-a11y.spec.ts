import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import { BrowsePage } from '../pages/catalogue-pages';

const host = HOSTS.playmax;

test('the catalogue screens have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginPage(page, host).signInAs('paid@playmax.test');
  const browse = new BrowsePage(page, host);
  const screens: [string, () => Promise<void>][] = [
    ['overview', async () => browse.waitForRows()],
    ['details', async () => void (await browse.openFirstTitle())],
    [
      'genre grid',
      async () => {
        await page.goto(brandUrl(host, '/browse/movie/popular'));
        await expect(page.getByTestId('title-grid').getByTestId('media-card').first()).toBeVisible();
      },
    ],
    [
      'search',
      async () => {
        await page.goto(brandUrl(host, '/search?q=night'));
        await expect(page.getByTestId('search-results')).toBeVisible();
      },
    ],
    [
      'playlists',
      async () => {
        await page.goto(brandUrl(host, '/playlists'));
        await expect(
          page.getByTestId('playlists-empty').or(page.getByTestId('playlist-detail')),
        ).toBeVisible();
      },
    ],
    [
      'history',
      async () => {
        await page.goto(brandUrl(host, '/history'));
        await expect(
          page.getByTestId('history-empty').or(page.getByTestId('history-entry').first()),
        ).toBeVisible();
      },
    ],
  ];
  await browse.open('music');
  for (const [name, reach] of screens) {
    await reach();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${name}: ${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
  }
});
