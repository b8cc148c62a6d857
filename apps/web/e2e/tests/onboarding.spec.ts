import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { GiveawayPage } from '../pages/giveaway-page';
import { EntryReceipt, GiveawaysListPage } from '../pages/giveaways-pages';
import { ImpactsPage } from '../pages/impacts-pages';
import { accessibilityViolations } from '../pages/accessibility';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { CheckoutPage } from '../pages/marketplace-pages';
import { FirstImpactDialog, MissionBanner } from '../pages/onboarding-pages';

const HOME = {
  firstName: 'Esme',
  lastName: 'Lindqvist',
  address: '1600 Grant St',
  city: 'Denver',
  state: 'CO',
  postcode: '80203',
  country: 'US',
  phone: '+1 303-555-0148',
};

test('a new member walks the onboarding mission to +600 coins and the Explorer Badge', async ({ page }) => {
  test.setTimeout(120_000);
  const host = HOSTS.playmax;
  await new LoginPage(page, host).signInAs('explorer@playmax.test');
  const home = new MissionBanner(page, host);
  await expect(home.banner()).toContainText('3-minute mission');
  await page.screenshot({ path: test.info().outputPath('onboarding-banner-desktop.png') });
  const mission = await home.follow();
  await mission.start();
  await expect(mission.step()).toContainText('Step 1 of 3');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('onboarding-step-desktop.png'), fullPage: true });

  // Checking a step before doing it: the server says what is missing, and the step stays.
  await mission.checkStep();
  await expect(mission.refusal()).toContainText('Claim your free welcome gift first');

  // Skip, then resume from home with 'Continue My Mission'.
  await mission.skip();
  await home.openHome();
  await expect(home.banner()).toContainText('step 1 of 3');
  await home.follow();
  await mission.start();

  // Step 1: the marketplace's own welcome-gift checkout (only its shipping is paid).
  await mission.doStep();
  const checkout = new CheckoutPage(page);
  await checkout.fillAddress(HOME);
  await checkout.continueToShipping();
  await checkout.continueToPayment();
  await checkout.choosePayment('new_card');
  await checkout.placeOrder();
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success });
  await expect(page.getByTestId('receipt-success')).toBeVisible();
  await mission.open();
  await mission.checkStep();
  await expect(mission.step()).toContainText('Step 2 of 3');

  // Step 2: entries in a giveaway, bought on the hosted payment page.
  await mission.doStep();
  const list = new GiveawaysListPage(page);
  await list.openCard('Smart Watch');
  const giveaway = new GiveawayPage(page);
  await giveaway.waitLoaded();
  await giveaway.buy('standard');
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success });
  await new EntryReceipt(page).close();
  await mission.open();
  await mission.checkStep();
  await expect(mission.step()).toContainText('Step 3 of 3');

  // Step 3: the impacts' own target modal, then the reward.
  const impacts = new ImpactsPage(page, host);
  await impacts.open();
  const coinsBefore = await impacts.coins();
  await mission.open();
  await mission.doStep();
  await new FirstImpactDialog(page).fund();
  await mission.checkStep();
  await expect(mission.completed()).toContainText('You earned 600 coins and the Explorer Badge');
  await expect(mission.badge()).toBeVisible();

  await impacts.open();
  const coinsAfter = await impacts.coins();
  expect(coinsAfter).toBeGreaterThan(coinsBefore); // +600, less the impact's few coins
  expect(coinsBefore - (coinsAfter - 600)).toBeLessThan(600);

  await page.goto(brandUrl(host, '/account'));
  await expect(mission.badge()).toBeVisible();
  await home.openHome();
  await expect(home.banner()).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await mission.open();
  await expect(mission.completed()).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('onboarding-completed-375.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
});
