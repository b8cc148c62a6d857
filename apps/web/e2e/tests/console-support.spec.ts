import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { AccountPage } from '../pages/account-page';
import { ConsoleMembersPage, PAID_MEMBER_CARD_LAST4 } from '../pages/console-members-page';
import { ConsoleSignIn } from '../pages/console-pages';
import { LoginPage } from '../pages/login-page';

test('support refunds part of a payment of a PlayMax member, who then sees the refund on their transactions', async ({
  page,
}) => {
  await new ConsoleSignIn(page).signInAs('support@console.test');
  const members = new ConsoleMembersPage(page);
  await members.openFor('PlayMax');
  // Found by the last 4 digits of the card the member quotes on the phone.
  await members.search(PAID_MEMBER_CARD_LAST4);
  await members.openMember('paid@playmax.test');

  await members.refundPart(members.refundablePayment(), '1.50', 'Stream outage on the 3rd');
  await expect(members.refundOutcome()).toContainText('refunded');
  await expect(members.refundOutcome()).toContainText('1.50');

  await page.context().clearCookies();
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const account = new AccountPage(page);
  await account.open('transactions');
  await expect(account.transactionRows().filter({ hasText: 'Refunded' }).first()).toContainText('1.50');
});
