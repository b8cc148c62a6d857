import { expect, test } from '@playwright/test';
import { apiUrl, brandUrl, hostHeader, HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

test('an unknown host shows that the brand does not exist', async ({ page }) => {
  await page.goto(brandUrl(HOSTS.unknown, '/'));
  await expect(page.getByTestId('nobrand')).toContainText("Oops, this brand doesn't exist!");
});

test('an unknown path shows the not-found screen with a way back', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  await page.goto(brandUrl(HOSTS.playmax, '/no/such/page'));
  await expect(page.getByTestId('not-found')).toContainText("Sorry, we can't find that page.");
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
  const types = await new ShellPage(page).menuTypes();
  expect(types).not.toContain('marketplace');
  await expect(page.getByTestId('coin-balance')).toBeVisible();
});

test('ClickCoins shows the coin balance and recoloured menu', async ({ page }) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  await expect(page.getByTestId('coin-balance')).toContainText(/1[,.\s]?250/);
  const types = await new ShellPage(page).menuTypes();
  expect(types).toContain('marketplace');
});

test('the analytics script loads only for brands tagged google_analytics:enabled', async ({ page }) => {
  await page.goto(brandUrl(HOSTS.playmax, '/login'));
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
  await page.goto(brandUrl(HOSTS.clickplay, '/login'));
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test('the brand favicon comes in 32 and 16 pixel sizes', async ({ page, request }) => {
  await page.goto(brandUrl(HOSTS.clickcoins, '/login'));
  for (const size of ['32x32', '16x16']) {
    const href = await page.locator(`link[rel~="icon"][sizes="${size}"]`).getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(apiUrl(href as string), { headers: hostHeader(HOSTS.clickcoins) });
    expect(res.headers()['content-type']).toContain('image/');
  }
});
