import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';

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

  /** The current plan's name on the membership screen. */
  membershipPlan() {
    return this.page.getByTestId('membership-plan');
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

  field(form: Locator, label: string | RegExp) {
    return form.getByLabel(label, { exact: typeof label === 'string' });
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

  /** The provider page's "cancel and go back" button. */
  async leaveWithoutPaying() {
    await this.page.locator('form:has(input[name="action"][value="cancel"]) button[type="submit"]').click();
  }
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;
