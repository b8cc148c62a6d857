import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { chooseLanguage, LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

test('switching the language translates the sign-in screen and the member area', async ({ page }) => {
  const login = new LoginPage(page, HOSTS.playmax);
  await login.open();
  const englishLabel = await page.getByTestId('login-submit').innerText();
  await login.chooseLanguage('fr-ca');
  await expect(page.locator('html')).toHaveAttribute('lang', /fr/);
  await expect(page.getByTestId('login-submit')).not.toHaveText(englishLabel);

  await login.signIn('movieonly@playmax.test');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /fr/);

  await page.getByTestId('avatar-menu').click();
  await chooseLanguage(page, 'ja-jp');
  await expect(page.locator('html')).toHaveAttribute('lang', /ja/);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu opens from the hamburger and leads home', async ({ page }) => {
    await new LoginPage(page, HOSTS.playmax).signInAs('gb@playmax.test');
    const shell = new ShellPage(page);
    await expect(shell.menu()).toBeHidden();
    await shell.openMobileMenu();
    await expect(shell.menuItem('home')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the sign-in screen has no serious accessibility violations', async ({ page }) => {
  await page.goto(brandUrl(HOSTS.playmax, '/login'));
  await expect(page.getByTestId('login-form')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
