/**
 * A brand's members in the operator console as support use them (issue 33): find a member, open
 * their record, and act for them from the member actions panel (apps/console/src/member-actions) and
 * the payments table (its Refund column).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The last four digits of paid@playmax.test's seeded card: support finds the member by them (a search
 * of exactly four digits also matches the cards on file).
 */
export const PAID_MEMBER_CARD_LAST4 = '4242';

export class ConsoleMembersPage {
  constructor(private readonly page: Page) {}

  /** From the brands list: the brand's page, then its Members section. */
  async openFor(brandName: string) {
    await this.page.getByTestId('nav-brands').click();
    await this.page.getByTestId('brand-list').getByRole('link', { name: brandName, exact: true }).click();
    await this.page.getByTestId('brand-section-members').click();
    await expect(this.page.getByTestId('member-search')).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByTestId('member-search').fill(text);
    await this.page.getByTestId('member-search-submit').click();
  }

  /** Opens the record of the one member the list shows with that address. */
  async openMember(email: string) {
    const row = this.page.getByTestId('member-list').getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(this.page.getByTestId('member-profile')).toContainText(email);
  }

  actions(): Locator {
    return this.page.getByTestId('member-actions');
  }

  /** The member's payments table (with its Refund column for staff who may refund). */
  payments(): Locator {
    return this.page.getByTestId('member-payments');
  }

  /** The newest payment that has something left to refund: a row of the payments table with its Refund button. */
  refundablePayment(): Locator {
    return this.payments()
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('button', { disabled: false }) })
      .first();
  }

  /** Refunds part of a payment: its Refund button, "Part of it", the amount in the currency's decimals, a reason. */
  async refundPart(payment: Locator, amount: string, reason: string) {
    await payment.getByRole('button').click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('refund-part').check();
    await dialog.getByTestId('refund-amount').fill(amount);
    await dialog.getByTestId('refund-reason').fill(reason);
    await dialog.getByTestId('refund-dialog-confirm').click();
    await expect(dialog).toHaveCount(0);
  }

  /** The panel's confirmation (or refusal) of the last act. */
  outcome(): Locator {
    return this.page.getByTestId('member-actions-outcome');
  }

  /** The payments table's confirmation of the last refund. */
  refundOutcome(): Locator {
    return this.page.getByTestId('member-payments-outcome');
  }
}
