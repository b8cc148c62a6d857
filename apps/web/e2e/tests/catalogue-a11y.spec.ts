import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../pages/accessibility';
import { HOSTS } from '../env';
import { BrowsePage, LibraryPage, PlaylistsPage, SearchPage } from '../pages/catalogue-pages';
import { LoginPage } from '../pages/login-page';

const host = HOSTS.playmax;

test('the catalogue screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginPage(page, host).signInAs('paid@playmax.test');
  const browse = new BrowsePage(page, host);
  const search = new SearchPage(page, host);
  const playlists = new PlaylistsPage(page, host);
  const history = new LibraryPage(page, host, 'history');
  const screens: [string, () => Promise<void>][] = [
    ['overview', async () => browse.waitForRows()],
    ['details', async () => void (await browse.openFirstTitle())],
    ['genre grid', async () => browse.openGrid('movie', 'popular')],
    [
      'search',
      async () => {
        await search.open('night');
        await expect(search.resultsPanel()).toBeVisible();
      },
    ],
    [
      'playlists',
      async () => {
        await playlists.open();
        await expect(playlists.loaded()).toBeVisible();
      },
    ],
    [
      'history',
      async () => {
        await history.open();
        await expect(history.loaded()).toBeVisible();
      },
    ],
  ];
  await browse.open('music');
  for (const [name, reach] of screens) {
    await reach();
    const found = await accessibilityViolations(page, 'body');
    expect(found.map((violation) => `${name}: ${violation}`)).toEqual([]);
  }
});
