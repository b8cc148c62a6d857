import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';

/** The account's forms, by the prefix of their test ids (`profile-form`, `profile-save`…). */
export type AccountForm = 'profile' | 'address' | 'email' | 'password';

/** The member's account area (`/account/{section}`), as a member uses it. */
export class AccountPage {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async open(section = 'profile') {
    await this.page.goto(brandUrl(this.host, `/account/${section}`));
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByTestId('state-loading')).toHaveCount(0);
  }

  /** Moves between sections with the section nav, like a member clicking it. */
  async goTo(section: string) {
    await this.page.getByTestId(`account-nav-${section}`).click();
    await expect(this.page).toHaveURL(new RegExp(`/account/${section}`));
  }

  /** A plan on sale, as a card on the membership screen. */
  planCard(planId: string) {
    return this.page.getByTestId(`plan-${planId}`);
  }

  /** Picks a section in the phone's section picker (a select in place of the nav). */
  async pickSection(section: string) {
    await this.page.getByTestId('account-nav-select').selectOption(section);
    await expect(this.page).toHaveURL(new RegExp(`/account/${section}$`));
  }

  /** The invoices listed on the invoices section. */
  invoices() {
    return this.page.getByTestId('invoice');
  }

  /** Downloads an invoice's PDF with its download button; returns the download. */
  async downloadInvoice(invoice: Locator) {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      invoice.getByTestId('invoice-download').click(),
    ]);
    return download;
  }

  field(form: Locator, label: string | RegExp) {
    return form.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** One of the account's forms, for its fields (`field`). */
  form(name: AccountForm) {
    return this.page.getByTestId(`${name}-form`);
  }

  /** Presses a form's save button. */
  async save(name: AccountForm) {
    await this.saveButton(name).click();
  }

  saveButton(name: AccountForm) {
    return this.form(name).getByTestId(`${name}-save`);
  }

  /** The message at the top of a form (a refusal not tied to one field, such as a wait). */
  formError() {
    return this.page.getByTestId('form-error');
  }

  /** The panel staff see with what the app resolved for the brand and their account. */
  staffDiagnostics() {
    return this.page.getByTestId('staff-diagnostics');
  }

  /** The badge saying the account is a staff or a test account. */
  accountKind(kind: 'staff' | 'test') {
    return this.page.getByTestId(`account-kind-${kind}`);
  }

  // ---- profile: time zone, picture, addresses, demo accounts ----
  /** The time zone picker's button, which shows the chosen zone. */
  timeZone() {
    return this.page.getByTestId('timezone-picker');
  }
  /** Opens the time zone list and types in its search; returns the matching options. */
  async searchTimeZone(text: string) {
    await this.timeZone().click();
    await this.page.getByTestId('timezone-search').fill(text);
    return this.page.getByTestId('timezone-dialog').getByRole('option');
  }
  /** Takes the first option of the search with Enter. */
  async pickFoundTimeZone() {
    await this.page.getByTestId('timezone-search').press('Enter');
  }

  async choosePicture(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('avatar-input').setInputFiles(file);
  }
  pictureError() {
    return this.page.getByTestId('avatar-error');
  }
  /** The button that uploads the chosen picture (shown only for a picture that passed the checks). */
  uploadPictureButton() {
    return this.page.getByTestId('avatar-upload');
  }
  async uploadPicture() {
    await this.uploadPictureButton().click();
  }
  pictureSaved() {
    return this.page.getByTestId('avatar-saved');
  }
  /** The picture shown on the profile (the chosen one before upload, the saved one after). */
  profilePicture() {
    return this.page.getByTestId('profile-avatar').locator('img');
  }

  async addAddress() {
    await this.page.getByTestId('address-add').click();
  }
  addresses() {
    return this.page.getByTestId('address');
  }
  async changeAddress(address: Locator) {
    await address.getByTestId('address-change').click();
  }

  /** Starts deactivating a demo account; returns the confirmation dialog. */
  async deactivateDemo() {
    await this.page.getByTestId('demo-deactivate').click();
    return this.page.getByTestId('demo-dialog');
  }
  async confirmDeactivation() {
    await this.page.getByTestId('demo-confirm').click();
  }
  /** The dialog's last step: the account is gone; its button leaves for sign-in. */
  deactivationDone() {
    return this.page.getByTestId('demo-done');
  }

  // ---- e-mail ----
  currentEmail() {
    return this.page.getByTestId('email-current');
  }
  /** The screen a confirmation link opens. */
  emailConfirmed() {
    return this.page.getByTestId('email-confirmed');
  }

  /**
   * Presses change-password and waits for the server's answer and for the button to be ready
   * again, so the next press is one more attempt, not a double click.
   */
  async submitPasswordAndWait() {
    const answered = this.page.waitForResponse((r) => r.url().includes('/membergraphapi'));
    await this.save('password');
    await answered;
    await expect(this.saveButton('password')).toHaveText('Change password');
  }

  success() {
    return this.page.getByTestId('form-success');
  }

  /** On the giveaways tab: opens one entered giveaway with its View link. */
  async viewGiveaway(name: string) {
    const entry = this.page.getByTestId('giveaways-entered').getByRole('listitem').filter({ hasText: name });
    await entry.getByRole('link', { name: 'View' }).click();
  }

  /** The inline error under a field, found through the field's aria-describedby. */
  async errorOf(input: Locator): Promise<string> {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = (await input.getAttribute('aria-describedby')) ?? '';
    const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
    if (!errorId) throw new Error('field has no error message');
    return (await this.page.locator(`[id="${errorId}"]`).innerText()).trim();
  }

  /** The wallet's balance line (amount and the balance's name). */
  walletBalance() {
    return this.page.getByTestId('wallet-coins');
  }

  /** The membership's billing date line: next billing, overdue since, or renewal being processed. */
  billingDate(kind: 'next-billing' | 'overdue-since' | 'renewal-processing') {
    return this.page.getByTestId(`membership-${kind}`);
  }

  // ---- payment methods ----
  /** The member's payment methods, or those whose row holds `text`. */
  paymentMethods(text?: string) {
    const all = this.page.getByTestId('payment-method');
    return text === undefined ? all : all.filter({ hasText: text });
  }
  /** The preferred payment method's row. */
  preferredMethod() {
    return this.paymentMethods().filter({ has: this.page.getByTestId('payment-method-preferred') });
  }
  /** Whether a payment method's row is marked as the backup. */
  backupMark(method: Locator) {
    return method.getByTestId('payment-method-backup');
  }
  /** The notice the payment methods section shows after a return from the hosted page. */
  cardNotice() {
    return this.page.getByTestId('card-notice');
  }
  /** The card digits of the payment methods (PayPal rows have none). */
  cardDigits() {
    return this.page.getByTestId('payment-method-last4');
  }
  /** The note for members whose only method is PayPal. */
  paypalNote() {
    return this.page.getByTestId('paypal-note');
  }
  async addCard() {
    await this.page.getByTestId('add-card').click();
  }
  /**
   * Opens the hosted card page as the payment-methods screen does, but asking to come back to
   * `returnPath` (the screen itself always names its own path).
   */
  async addCardReturningTo(returnPath: string) {
    const hostedUrl = await this.page.evaluate(async (path) => {
      const response = await fetch('/payment-flow/stripe/setup-intent/create', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ method: 'card', returnPath: path }),
      });
      return ((await response.json()) as { hostedUrl: string }).hostedUrl;
    }, returnPath);
    await this.page.goto(brandUrl(this.host, hostedUrl));
  }
  async addPaypal() {
    await this.page.getByTestId('add-paypal').click();
  }
  async updatePreferredCard() {
    await this.preferredMethod().getByTestId('update-card').click();
  }

  // ---- membership, checkout and receipts ----
  membershipPlan() {
    return this.page.getByTestId('membership-plan');
  }
  membershipStatus() {
    return this.page.getByTestId('membership-status');
  }
  /** Chooses a plan on the membership section and continues to the hosted payment page. */
  async checkout(planId: number) {
    await this.page.getByTestId(`plan-choose-${planId}`).click();
    await this.page.getByTestId('checkout-continue').click();
  }
  /** The receipt shown after a return from the hosted page (`nothing`: a return that credits nothing). */
  receipt(outcome: 'success' | 'failure' | 'nothing') {
    return this.page.getByTestId(`receipt-${outcome}`);
  }
  /** Arrives at `path` with a payment return in the address, as the hosted page (or a forger) sends it. */
  async arriveWithReturn(path: string, state: Record<string, unknown>, subscriptionId?: string) {
    const query = new URLSearchParams({ state: JSON.stringify(state) });
    if (subscriptionId) query.set('subscription_id', subscriptionId);
    await this.page.goto(brandUrl(this.host, `${path}?${query.toString()}`));
  }
  /** The plan named on the success receipt. */
  receiptPlan() {
    return this.receipt('success').getByTestId('receipt-plan');
  }
  /** The failure receipt's way out: to the payment methods. */
  async updatePaymentFromReceipt() {
    await this.receipt('failure').getByTestId('receipt-update-payment').click();
  }
  async closeReceipt() {
    await this.receipt('success').getByTestId('receipt-close').click();
  }
  /** The rows of the transactions table. */
  transactionRows() {
    return this.page.getByTestId('transactions').locator('tbody tr');
  }

  // ---- cancellation and restart ----
  /** Cancels through the retention step, giving a reason; returns the receipt. */
  async cancelMembership(reason: string) {
    await this.page.getByTestId('membership-cancel').click();
    await expect(this.page.getByTestId('cancel-retention')).toBeVisible();
    await this.page.getByTestId('cancel-continue').click();
    await expect(this.page.getByTestId('cancel-confirm')).toBeVisible();
    await this.page.getByTestId('cancel-reason').selectOption(reason);
    await this.page.getByTestId('cancel-confirm-button').click();
    return this.page.getByTestId('cancel-receipt');
  }
  /** A line of the cancellation receipt: its message, reference or date. */
  cancelReceiptLine(line: 'message' | 'reference' | 'date') {
    const id = line === 'message' ? 'form-success' : `cancel-${line}`;
    return this.page.getByTestId('cancel-receipt').getByTestId(id);
  }
  async closeCancelReceipt() {
    await this.page.getByTestId('cancel-receipt').getByTestId('cancel-done').click();
  }
  cancelledNotice() {
    return this.page.getByTestId('membership-cancelled');
  }
  accessUntil() {
    return this.page.getByTestId('membership-access-until');
  }
  async restartMembership() {
    await this.page.getByTestId('membership-restart').click();
    await expect(this.page.getByTestId('restart-success')).toBeVisible();
  }
}

/** The sandbox provider's hosted card page (outside the member area). */
export class HostedPaymentPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/payment-flow\/hosted\//);
    await expect(this.page.locator('#cardNumber')).toBeVisible();
  }

  async payWithCard(card: { number: string; expiry?: string; cvc?: string; holder?: string }) {
    await this.page.locator('#cardNumber').fill(card.number);
    await this.page.locator('#cardDate').fill(card.expiry ?? '12/30');
    await this.page.locator('#cardCcv').fill(card.cvc ?? '123');
    await this.page.locator('#cardHolder').fill(card.holder ?? 'Test Member');
    await this.page.locator('form:has(#cardNumber) button[type="submit"]').click();
  }

  alert() {
    return this.page.getByRole('alert').first();
  }

  /** The sandbox's PayPal form: links the given PayPal account. */
  async linkPaypal(email: string) {
    await expect(this.page).toHaveURL(/\/payment-flow\/hosted\//);
    await this.page.locator('#paypalEmail').fill(email);
    await this.page.locator('form:has(#paypalEmail) button[type="submit"]').click();
  }

  /** The provider page's "cancel and go back" button. */
  async leaveWithoutPaying() {
    await this.page.locator('form:has(input[name="action"][value="cancel"]) button[type="submit"]').click();
  }
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;
