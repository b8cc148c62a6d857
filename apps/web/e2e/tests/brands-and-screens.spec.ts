import { expect, test } from '@playwright/test';
import { apiUrl, hostHeader, HOSTS } from '../env';
import { BrandDocument } from '../pages/brand-document';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

test('an unknown host shows that the brand does not exist', async ({ page }) => {
  const site = new BrandDocument(page, HOSTS.unknown);
  await site.open('/');
  await expect(site.noBrandScreen()).toContainText("Oops, this brand doesn't exist!");
  // The title names no brand: the host is none.
  await expect(page).toHaveTitle('Unknown site');
});

test("a brand's own host never calls itself an unknown site", async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const site = new BrandDocument(page, HOSTS.playmax);
  await site.open('/nobrand');
  await expect(new HomePage(page, HOSTS.playmax).greeting()).toBeVisible();
  await expect(site.noBrandScreen()).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Unknown site/);
});

test('an unknown path shows the not-found screen with a way back', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const site = new BrandDocument(page, HOSTS.playmax);
  await site.open('/no/such/page');
  await expect(site.notFoundScreen()).toContainText("Sorry, we can't find that page.");
});

test('PlayMax shows its own menu with the Marketplace item third', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const shell = new ShellPage(page);
  const types = await shell.menuTypes();
  expect(types[0]).toBe('home');
  expect(types[2]).toBe('marketplace');
  for (const media of ['movie', 'music', 'ebook', 'audiobook', 'game']) expect(types).toContain(media);
  await expect(page).toHaveTitle(/PlayMax/);
});

test('ClickPlay has marketplace off, so its menu has no Marketplace item', async ({ page }) => {
  await new LoginPage(page, HOSTS.clickplay).signInAs('member@clickplay.test');
  const shell = new ShellPage(page);
  const types = await shell.menuTypes();
  expect(types).not.toContain('marketplace');
  await expect(shell.coinBalance()).toBeVisible();
});

test('ClickCoins shows the coin balance and recoloured menu', async ({ page }) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const shell = new ShellPage(page);
  await expect(shell.coinBalance()).toContainText(/1[,.\s]?250/);
  const types = await shell.menuTypes();
  expect(types).toContain('marketplace');
});

test('the analytics script loads only for brands tagged google_analytics:enabled', async ({ page }) => {
  const playmax = new BrandDocument(page, HOSTS.playmax);
  await playmax.open('/login');
  await expect(playmax.analyticsScripts()).toHaveCount(1);
  const clickplay = new BrandDocument(page, HOSTS.clickplay);
  await clickplay.open('/login');
  await expect(new LoginPage(page, HOSTS.clickplay).form()).toBeVisible();
  await expect(clickplay.analyticsScripts()).toHaveCount(0);
});

test('the brand favicon comes in 32 and 16 pixel sizes', async ({ page, request }) => {
  const site = new BrandDocument(page, HOSTS.clickcoins);
  await site.open('/login');
  for (const size of ['32x32', '16x16']) {
    const href = await site.faviconHref(size);
    const res = await request.get(apiUrl(href), { headers: hostHeader(HOSTS.clickcoins) });
    expect(res.headers()['content-type']).toContain('image/');
  }
});
