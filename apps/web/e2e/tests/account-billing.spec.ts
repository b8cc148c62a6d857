import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { AccountPage, HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { GiveawayPage } from '../pages/giveaway-page';
import { LoginPage } from '../pages/login-page';
import { latestMailTo } from '../pages/mailbox';

test('a member downloads the PDF invoice of a charge', async ({ page }) => {
  // Reading and downloading change nothing, so the seeded paying member serves.
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const account = new AccountPage(page);
  await account.open('invoices');
  const invoice = account.invoices().first();
  await expect(invoice).toBeVisible();
  const download = await account.downloadInvoice(invoice);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test("a member opens an entered giveaway from the account; an unknown one shows the giveaways' not-found", async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const account = new AccountPage(page);
  await account.open('giveaways');
  await account.viewGiveaway('Gaming PC');
  const giveaway = new GiveawayPage(page);
  await expect(giveaway.title()).toHaveText('Gaming PC');
  await expect(giveaway.entries()).toHaveText('100');

  await giveaway.open('no-such-giveaway');
  await expect(giveaway.notFound()).toContainText("We can't find this giveaway");
  await expect(giveaway.appNotFound()).toHaveCount(0);
  await giveaway.backToMyGiveaways();
  await expect(page).toHaveURL(/\/account\/giveaways$/);
});

test("a forged payment return shows only the server's answer: no 'Payment received', no amount", async ({
  page,
}) => {
  // Nothing is credited, so the seeded paying member serves.
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const account = new AccountPage(page);
  // A slug no purchase answers and an amount of its own: all the address's word, none the server's.
  await account.arriveWithReturn(
    '/account/membership',
    { is_success: true, slug: 'forged', subscription_provider: 'sandbox', price: '999.99' },
    'sub_forged',
  );
  await expect(account.receipt('nothing')).toContainText('We could not find this subscription.');
  await expect(page.getByText('Payment received')).toHaveCount(0);
  await expect(page.getByText('999.99')).toHaveCount(0);
});

test('a member links PayPal as a second method, then updates the preferred card', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
  const account = new AccountPage(page);
  await account.open('payment-methods');
  await account.addPaypal();
  const hosted = new HostedPaymentPage(page);
  await hosted.linkPaypal('wendy@paypal.test');

  await expect(page).toHaveURL(/\/account\/payment-methods$/);
  await expect(account.cardNotice()).toHaveText('PayPal is now linked to your account.');
  const paypal = account.paymentMethods('PayPal');
  await expect(account.backupMark(paypal)).toBeVisible();
  // The card stays the preferred method, so this member is not shown the PayPal-only note.
  await expect(account.paypalNote()).toHaveCount(0);

  // Updating the preferred card replaces it and keeps PayPal as the backup.
  const preferred = account.preferredMethod();
  await account.updatePreferredCard();
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success, expiry: '10/32', holder: 'Wendy Park' });
  await expect(account.cardNotice()).toHaveText('Your card was updated.');
  await expect(preferred).toContainText('Ending in 4242');
  await expect(preferred).toContainText('Expires 10/32');
  await expect(account.backupMark(paypal)).toBeVisible();
});

// One member's money: a card, an upgrade, a failed checkout, a cancellation and a restart. Each
// journey starts from whatever the others left (any plan, active, with a card) and leaves the
// membership active, so they run in any order and one failing does not skip the rest.
const EMAIL = 'champion@playmax.test';
test.describe('a Champion member', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, HOSTS.playmax).signInAs(EMAIL);
  });

  test('a member adds a card on the hosted page; the declined test card is refused there', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.open('payment-methods');
    // Champion has seeded cards: count them once the list has loaded, not while it loads.
    await expect(account.paymentMethods().first()).toBeVisible();
    const before = await account.paymentMethods().count();

    await account.addCard();
    const hosted = new HostedPaymentPage(page);
    await hosted.expectOpen();
    await hosted.payWithCard({ number: TEST_CARDS.declined });
    await expect(hosted.alert()).toContainText(/declined/i);
    await hosted.expectOpen();

    await hosted.payWithCard({ number: TEST_CARDS.success, expiry: '11/31', holder: 'Carlos Mendes' });
    await expect(page).toHaveURL(/\/account\/payment-methods$/);
    await expect(account.cardNotice()).toHaveText('Your card was added.');
    await expect(account.paymentMethods()).toHaveCount(before + 1);
    // Seeded cards may end in 4242 too; the expiry given on the hosted page is this card's own.
    const added = account.paymentMethods('Expires 11/31');
    await expect(added).toHaveCount(1);
    await expect(added).toContainText('Ending in 4242');

    // A return path holding '#' comes back with the return's state in its query, and its fragment.
    await account.addCardReturningTo('/account/payment-methods#methods');
    await hosted.expectOpen();
    await hosted.leaveWithoutPaying();
    await expect(account.cardNotice()).toHaveText('Your card was not added. No payment method was changed.');
    await expect(page).toHaveURL(/\/account\/payment-methods#methods$/);
  });

  test('a member upgrades through the hosted page, sees the receipt, and a replayed return changes nothing', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.open('membership');
    await account.checkout(151);
    const hosted = new HostedPaymentPage(page);
    await hosted.expectOpen();

    let returnUrl = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('state=')) returnUrl = frame.url();
    });
    await hosted.payWithCard({ number: TEST_CARDS.success });

    const receipt = account.receipt('success');
    await expect(receipt).toBeVisible();
    await expect(account.receiptPlan()).toContainText('Champion Diamond');
    // The page clears the return's query once read.
    await expect(page).toHaveURL(/\/account\/membership$/);
    await account.closeReceipt();
    await expect(account.membershipPlan()).toHaveText('Champion Diamond');

    await account.goTo('transactions');
    // The upgrade was just charged: wait for its row before counting, or the count races the load.
    await expect(account.transactionRows().first()).toBeVisible();
    const charges = await account.transactionRows().count();

    // Replaying the same return activates nothing twice and charges nothing more.
    expect(returnUrl).toContain('subscription_id=');
    await page.goto(returnUrl);
    await expect(account.receipt('success')).toBeVisible();
    await account.closeReceipt();
    await account.goTo('transactions');
    await expect(account.transactionRows()).toHaveCount(charges);

    // A return whose state lacks required keys is ignored: no receipt, the query is cleared.
    await page.goto(
      brandUrl(
        HOSTS.playmax,
        '/account/membership?state=%7B%22is_success%22%3Atrue%7D&subscription_id=sub_x',
      ),
    );
    await expect(page).toHaveURL(/\/account\/membership$/);
    await expect(account.membershipPlan()).toHaveText('Champion Diamond');
    await expect(account.receipt('success')).toHaveCount(0);
    await expect(account.receipt('failure')).toHaveCount(0);
  });

  test('a member who leaves the hosted page without paying gets the failure receipt', async ({ page }) => {
    const account = new AccountPage(page);
    await account.open('membership');
    const planBefore = (await account.membershipPlan().innerText()).trim();
    await account.checkout(150);
    const hosted = new HostedPaymentPage(page);
    await hosted.expectOpen();
    await hosted.leaveWithoutPaying();

    const receipt = account.receipt('failure');
    await expect(receipt).toContainText('Your payment failed.');
    await expect(page).toHaveURL(/\/account\/membership$/);
    await account.updatePaymentFromReceipt();
    await expect(page).toHaveURL(/\/account\/payment-methods$/);
    // Nothing changed: the plan is still the one paid for.
    await account.goTo('membership');
    await expect(account.membershipPlan()).toHaveText(planBefore);
  });

  test('a member cancels through the retention flow, gets a receipt and restarts', async ({
    page,
    request,
  }) => {
    const account = new AccountPage(page);
    await account.open('membership');
    const receipt = await account.cancelMembership('time');
    await expect(receipt).toBeVisible();
    await expect(account.cancelReceiptLine('message')).toHaveText(
      'Your subscription was cancelled succesfully.',
    );
    await expect(account.cancelReceiptLine('reference')).not.toBeEmpty();
    await expect(account.cancelReceiptLine('date')).not.toBeEmpty();
    const mail = await latestMailTo(request, HOSTS.playmax, EMAIL);
    expect(mail.subject).toBeTruthy();

    await account.closeCancelReceipt();
    await expect(account.cancelledNotice()).toBeVisible();
    // Access lasts to the end of the paid period.
    await expect(account.accessUntil()).not.toHaveText('—');

    await account.restartMembership();
    await expect(account.cancelledNotice()).toHaveCount(0);
    await expect(account.membershipStatus()).toHaveText('Active');
  });
});
