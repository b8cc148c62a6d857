import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { modalViolations } from '../pages/accessibility';
import { HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { GiveawayPage } from '../pages/giveaway-page';
import {
  DateOfBirthDialog,
  EntryReceipt,
  GiveawayRulesPage,
  GiveawaysListPage,
} from '../pages/giveaways-pages';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

test('a member enters a giveaway through the hosted payment page and can then buy more entries', async ({
  page,
}) => {
  // trial@ has no date of birth on file, so the first purchase asks for it.
  await new LoginPage(page, HOSTS.playmax).signInAs('trial@playmax.test');
  const list = new GiveawaysListPage(page);
  await list.open();
  await expect(list.cardButton('Smart Watch')).toHaveText('Enter giveaway');
  await list.openCard('Smart Watch');

  const giveaway = new GiveawayPage(page);
  await giveaway.waitLoaded();
  await expect(giveaway.entries()).toHaveText('0');
  await expect(giveaway.offer('multiplier')).toContainText('×3 entries');
  await expect(giveaway.offer('one_time')).toContainText('100 entries for $5.00 — 80% off');
  await giveaway.buy('standard');

  const dob = new DateOfBirthDialog(page);
  await dob.enter({ day: 3, month: 5, year: new Date().getFullYear() - 12 });
  await expect(dob.error()).toHaveText(/18/);
  expect(await modalViolations(page, dob.dialog())).toEqual([]);
  await dob.enter({ day: 14, month: 7, year: 1990 });

  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success });

  const receipt = new EntryReceipt(page);
  await expect(receipt.line('giveaway')).toHaveText('Smart Watch');
  await expect(receipt.line('entries')).toHaveText('10');
  await expect(receipt.line('amount')).toContainText('$');
  await expect(receipt.line('reference')).not.toBeEmpty();
  await receipt.close();

  await expect(page).toHaveURL(/\/giveaways\/id\/1005$/);
  await expect(giveaway.entries()).toHaveText('10');
  await expect(giveaway.stateButton()).toHaveText('Buy more entries');
});

test('a member in a blocked country is told why they cannot enter', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('gb@playmax.test');
  const list = new GiveawaysListPage(page);
  await list.open();
  await expect(list.unavailable()).toContainText("Giveaways aren't available in United Kingdom");
  await expect(list.cards()).toHaveCount(0);
  // Nor does their menu offer the giveaways it would only lead to this page.
  const shell = new ShellPage(page);
  await expect(shell.menuItem('home')).toBeVisible();
  await expect(shell.menuItem('giveaways')).toHaveCount(0);
});

test('a past giveaway says better luck next time; its rules name the sponsor and both time zones', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const list = new GiveawaysListPage(page);
  await list.open();
  // paid@ lives in Chicago: a period still reads its month's first to last day (SPEC.md 9).
  await expect(list.cardPeriod('Smart Watch')).toHaveText(/^(\w{3}) 1, (\d{4}) – \1 (28|29|30|31), \2$/);
  await list.chooseTab('past');
  await expect(list.cardButton('Dream Car Giveaway')).toHaveText('Better luck next time');

  const giveaway = new GiveawayPage(page);
  await giveaway.open('1001');
  await expect(giveaway.stateButton()).toHaveText('Better luck next time');
  await expect(giveaway.moment('opens')).toContainText('1, ');
  await expect(giveaway.moment('opens')).toContainText('12:01 AM Eastern');
  await expect(giveaway.moment('opens', 'local')).toContainText('11:01 PM Central');
  await expect(giveaway.moment('closes')).toContainText('11:59 PM Eastern');
  await giveaway.openRules();
  const rules = new GiveawayRulesPage(page);
  await rules.waitLoaded();
  await expect(rules.sponsor()).toContainText('PlayMax Media LLC');
  await expect(rules.period('eastern')).toContainText('Eastern Time');
  await expect(rules.period('local')).toContainText('Your time zone (Central Time)');
  await expect(rules.postalInstructions()).toContainText('post office boxes are not accepted');

  // On a phone the list fits the screen: no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await list.open();
  await expect(list.cards().first()).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
