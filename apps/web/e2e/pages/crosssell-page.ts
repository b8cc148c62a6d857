import { expect, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';

/** The cross-industry upsell of the member shell (SPEC.md 4), as a member meets it on home. */
export class CrossSellModal {
  constructor(readonly page: Page) {}

  modal() {
    return this.page.getByTestId('crosssell-modal');
  }

  price() {
    return this.modal().getByTestId('crosssell-price');
  }

  async accept() {
    await this.modal().getByTestId('crosssell-accept').click();
  }

  async decline() {
    await this.modal().getByTestId('crosssell-decline').click();
    await expect(this.modal()).toHaveCount(0);
  }

  /**
   * A member who came for something else says no if the offer is up: waits until the shell has
   * either shown it or settled on nothing to show (never a guess by time), then declines it.
   */
  async declineIfOffered() {
    await expect(this.modal().or(this.page.getByTestId('crosssell-idle'))).toBeAttached();
    if (await this.modal().isVisible()) await this.decline();
  }

  /** The receipt after the payment page: what was added to the membership. */
  receipt() {
    return this.page.getByTestId('receipt-success');
  }

  addedToMembership() {
    return this.receipt().getByTestId('receipt-addon');
  }

  async closeReceipt() {
    await this.page.getByTestId('receipt-close').click();
    await expect(this.receipt()).toHaveCount(0);
  }

  /** Waits until the offer has been read and there is nothing (more) to show. */
  async expectNone() {
    await expect(this.page.getByTestId('crosssell-idle')).toBeAttached();
    await expect(this.modal()).toHaveCount(0);
  }

  async expectAccessible() {
    expect(await axeViolations(this.page, '[data-testid="crosssell-modal"]', 'axe defaults')).toEqual([]);
  }
}
