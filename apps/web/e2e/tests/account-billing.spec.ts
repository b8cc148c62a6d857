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
  const invoice = page.getByTestId('invoice').first();
  await expect(invoice).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByTestId('invoice-download').click(),
  ]);
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
  await account.viewGiveaway('Dream Car Giveaway');
  const giveaway = new GiveawayPage(page);
  await expect(giveaway.title()).toHaveText('Dream Car Giveaway');
  await expect(giveaway.entries()).toHaveText('100');

  await giveaway.open('no-such-giveaway');
  await expect(giveaway.notFound()).toContainText("We can't find this giveaway");
  await expect(giveaway.appNotFound()).toHaveCount(0);
  await giveaway.backToMyGiveaways();
  await expect(page).toHaveURL(/\/account\/giveaways$/);
});

test('a member links PayPal as a second method, then updates the preferred card', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
  const account = new AccountPage(page);
  await account.open('payment-methods');
  await page.getByTestId('add-paypal').click();
  await expect(page).toHaveURL(/\/payment-flow\/hosted\//);
  await page.locator('#paypalEmail').fill('wendy@paypal.test');
  await page.locator('form:has(#paypalEmail) button[type="submit"]').click();

  await expect(page).toHaveURL(/\/account\/payment-methods$/);
  await expect(page.getByTestId('card-notice')).toHaveText('PayPal is now linked to your account.');
  const paypal = page.getByTestId('payment-method').filter({ hasText: 'PayPal' });
  await expect(paypal.getByTestId('payment-method-backup')).toBeVisible();
  // The card stays the preferred method, so this member is not shown the PayPal-only note.
  await expect(page.getByTestId('paypal-note')).toHaveCount(0);

  // Updating the preferred card replaces it and keeps PayPal as the backup.
  const preferred = page
    .getByTestId('payment-method')
    .filter({ has: page.getByTestId('payment-method-preferred') });
  await preferred.getByTestId('update-card').click();
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success, expiry: '10/32', holder: 'Wendy Park' });
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was updated.');
  await expect(preferred).toContainText('Ending in 4242');
  await expect(preferred).toContainText('Expires 10/32');
  await expect(paypal.getByTestId('payment-method-backup')).toBeVisible();
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
    await expect(page.getByTestId('payment-method').first()).toBeVisible();
    const before = await page.getByTestId('payment-method').count();

    await page.getByTestId('add-card').click();
    const hosted = new HostedPaymentPage(page);
    await hosted.expectOpen();
    await hosted.payWithCard({ number: TEST_CARDS.declined });
    await expect(hosted.alert()).toContainText(/declined/i);
    await hosted.expectOpen();

    await hosted.payWithCard({ number: TEST_CARDS.success, expiry: '11/31', holder: 'Carlos Mendes' });
    await expect(page).toHaveURL(/\/account\/payment-methods$/);
    await expect(page.getByTestId('card-notice')).toHaveText('Your card was added.');
    await expect(page.getByTestId('payment-method')).toHaveCount(before + 1);
    // Seeded cards may end in 4242 too; the expiry given on the hosted page is this card's own.
    const added = page.getByTestId('payment-method').filter({ hasText: 'Expires 11/31' });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText('Ending in 4242');
  });

  test('a member upgrades through the hosted page, sees the receipt, and a replayed return changes nothing', async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await account.open('membership');
    await page.getByTestId('plan-choose-151').click();
    await page.getByTestId('checkout-continue').click();
    const hosted = new HostedPaymentPage(page);
    await hosted.expectOpen();

    let returnUrl = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('state=')) returnUrl = frame.url();
    });
    await hosted.payWithCard({ number: TEST_CARDS.success });

    const receipt = page.getByTestId('receipt-success');
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('receipt-plan')).toContainText('Champion Diamond');
    // The page clears the return's query once read.
    await expect(page).toHaveURL(/\/account\/membership$/);
    await receipt.getByTestId('receipt-close').click();
    await expect(page.getByTestId('membership-plan')).toHaveText('Champion Diamond');

    await account.goTo('transactions');
    // The upgrade was just charged: wait for its row before counting, or the count races the load.
    await expect(page.getByTestId('transactions').locator('tbody tr').first()).toBeVisible();
    const charges = await page.getByTestId('transactions').locator('tbody tr').count();

    // Replaying the same return activates nothing twice and charges nothing more.
    expect(returnUrl).toContain('subscription_id=');
    await page.goto(returnUrl);
    await expect(page.getByTestId('receipt-success')).toBeVisible();
    await page.getByTestId('receipt-close').click();
    await account.goTo('transactions');
    await expect(page.getByTestId('transactions').locator('tbody tr')).toHaveCount(charges);

    // A return whose state lacks required keys is ignored: no receipt, the query is cleared.
    await page.goto(
      brandUrl(
        HOSTS.playmax,
        '/account/membership?state=%7B%22is_success%22%3Atrue%7D&subscription_id=sub_x',
      ),
    );
    await expect(page).toHaveURL(/\/account\/membership$/);
    await expect(page.getByTestId('membership-plan')).toHaveText('Champion Diamond');
    await expect(page.getByTestId('receipt-success')).toHaveCount(0);
    await expect(page.getByTestId('receipt-failure')).toHaveCount(0);
  });

  test('a member who leaves the hosted page without paying gets the failure receipt', async ({ page }) => {
    const account = new AccountPage(page);
    await account.open('membership');
    const planBefore = (await page.getByTestId('membership-plan').innerText()).trim();
    await page.getByTestId('plan-choose-150').click();
    await page.getByTestId('checkout-continue').click();
    const hosted = new HostedPaymentPage(page);
    await hosted.expectOpen();
    await hosted.leaveWithoutPaying();

    const receipt = page.getByTestId('receipt-failure');
    await expect(receipt).toContainText('Your payment failed.');
    await expect(page).toHaveURL(/\/account\/membership$/);
    await receipt.getByTestId('receipt-update-payment').click();
    await expect(page).toHaveURL(/\/account\/payment-methods$/);
    // Nothing changed: the plan is still the one paid for.
    await account.goTo('membership');
    await expect(page.getByTestId('membership-plan')).toHaveText(planBefore);
  });

  test('a member cancels through the retention flow, gets a receipt and restarts', async ({
    page,
    request,
  }) => {
    const account = new AccountPage(page);
    await account.open('membership');
    await page.getByTestId('membership-cancel').click();

    await expect(page.getByTestId('cancel-retention')).toBeVisible();
    await page.getByTestId('cancel-continue').click();
    await expect(page.getByTestId('cancel-confirm')).toBeVisible();
    await page.getByTestId('cancel-reason').selectOption('time');
    await page.getByTestId('cancel-confirm-button').click();

    const receipt = page.getByTestId('cancel-receipt');
    await expect(receipt.getByTestId('form-success')).toHaveText(
      'Your subscription was cancelled succesfully.',
    );
    await expect(receipt.getByTestId('cancel-reference')).not.toBeEmpty();
    await expect(receipt.getByTestId('cancel-date')).not.toBeEmpty();
    const mail = await latestMailTo(request, HOSTS.playmax, EMAIL);
    expect(mail.subject).toBeTruthy();

    await receipt.getByTestId('cancel-done').click();
    await expect(page.getByTestId('membership-cancelled')).toBeVisible();
    // Access lasts to the end of the paid period.
    await expect(page.getByTestId('membership-access-until')).not.toHaveText('—');

    await page.getByTestId('membership-restart').click();
    await expect(page.getByTestId('restart-success')).toBeVisible();
    await expect(page.getByTestId('membership-cancelled')).toHaveCount(0);
    await expect(page.getByTestId('membership-status')).toHaveText('Active');
  });
});
