import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../pages/accessibility';
import { HOSTS } from '../env';
import { AccountPage } from '../pages/account-page';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';

const SECTIONS = [
  'profile',
  'email',
  'password',
  'membership',
  'payment-methods',
  'transactions',
  'invoices',
  'orders',
  'wallet',
  'giveaways',
  'cancel',
];

test.describe('the account area on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('every section fits the screen and the section picker moves between them', async ({ page }) => {
    // Only reads: the seeded paying member, whose data other journeys rely on, is not changed.
    await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
    const account = new AccountPage(page);
    for (const section of SECTIONS) {
      await account.open(section);
      await expect.poll(() => horizontalOverflow(page), { message: section }).toBeLessThanOrEqual(0);
    }
    await account.open('profile');
    await account.pickSection('invoices');
    await expect(account.invoices().first()).toBeVisible();
  });
});

test('the account screens have no accessibility violations', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const account = new AccountPage(page);
  for (const section of ['profile', 'membership', 'payment-methods', 'invoices']) {
    await account.open(section);
    const found = await accessibilityViolations(page);
    expect(found.map((violation) => `${section} ${violation}`)).toEqual([]);
  }
});
