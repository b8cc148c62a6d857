import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { modalViolations } from './accessibility';
import { HostedPaymentPage, TEST_CARDS } from './account-page';

export interface PrizeShipping {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
}

/** The giveaways' tag-driven modals of the member shell (winner, upsell, bonus offer), as a member meets them. */
export class GiveawayModals {
  constructor(readonly page: Page) {}

  winner() {
    return this.page.getByTestId('winner-modal');
  }

  upsell() {
    return this.page.getByTestId('upsell-modal');
  }

  bonus() {
    return this.page.getByTestId('bonus-modal');
  }

  funnel() {
    return this.page.getByTestId('funnel-modal');
  }

  /** Every dialog in the page: the modals never stack, so there is at most one. */
  dialogs() {
    return this.page.getByRole('dialog');
  }

  /** Waits until the modals have read the member's tags and have nothing (more) to show. */
  async expectNoneLeft() {
    await expect(this.page.getByTestId('sweep-modals-idle')).toBeAttached();
    await expect(this.dialogs()).toHaveCount(0);
  }

  async claimPrize() {
    await this.winner().getByRole('button', { name: 'Claim your prize' }).click();
    await expect(this.winner().getByTestId('claim-form')).toBeVisible();
  }

  /** Fills the shipping form (by its labels) and sends the claim. */
  async shipTo(shipping: PrizeShipping) {
    const form = this.winner().getByTestId('claim-form');
    await form.getByLabel('First name').fill(shipping.firstName);
    await form.getByLabel('Last name').fill(shipping.lastName);
    await form.getByLabel('Street and number').fill(shipping.address);
    await form.getByLabel('City').fill(shipping.city);
    await form.getByLabel('Post code').fill(shipping.postcode);
    await form.getByLabel('Country').selectOption(shipping.country);
    await this.winner().getByRole('button', { name: 'Claim prize' }).click();
  }

  /** The claim form's messages: one next to each refused field. */
  fieldErrors() {
    return this.winner().getByTestId('claim-form').getByRole('alert');
  }

  claimed() {
    return this.winner().getByTestId('prize-claimed');
  }

  async finishClaim() {
    await this.winner().getByRole('button', { name: 'Done' }).click();
    await expect(this.winner()).toHaveCount(0);
  }

  /** "No thanks" on an offer modal; it closes. */
  async decline(modal: Locator) {
    await modal.getByRole('button', { name: 'No thanks' }).click();
    await expect(modal).toHaveCount(0);
  }

  async closeWithEscape(modal: Locator) {
    await this.page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }

  /** The offer's pack as the modal shows it ("30 entries", "$4.99"). */
  offer(modal: Locator) {
    return modal.getByTestId('modal-offer');
  }

  /**
   * Buys a giveaway's standard pack from its page through the hosted payment page and closes the
   * receipt: the purchase that arms the upsell (sweep_entries:sf:{id}, sa_upsell:…).
   */
  async buyStandardEntries(sweepId: string, host: string = HOSTS.playmax) {
    await this.page.goto(brandUrl(host, `/giveaways/id/${sweepId}`));
    await this.page.getByTestId('buy-standard').click();
    const hosted = new HostedPaymentPage(this.page);
    await hosted.expectOpen();
    await hosted.payWithCard({ number: TEST_CARDS.success });
    const receipt = this.page.getByTestId('receipt-success');
    await expect(receipt).toBeVisible();
    // The receipt is the only dialog: the upsell waits for it to close.
    await expect(this.dialogs()).toHaveCount(1);
    expect(await this.accessibilityViolations(receipt)).toEqual([]);
    await receipt.getByTestId('receipt-close').click();
    await expect(receipt).toHaveCount(0);
  }

  /**
   * Takes an offer, then leaves the hosted payment page without paying and closes the failure
   * receipt it comes back to.
   */
  async acceptAndLeaveUnpaid(modal: Locator) {
    await modal.getByTestId('modal-accept').click();
    const hosted = new HostedPaymentPage(this.page);
    await hosted.expectOpen();
    await hosted.leaveWithoutPaying();
    const receipt = this.page.getByTestId('receipt-failure');
    await expect(receipt).toBeVisible();
    await expect(this.dialogs()).toHaveCount(1);
    expect(await this.accessibilityViolations(receipt)).toEqual([]);
    await receipt.getByRole('button', { name: 'Close' }).first().click();
    await expect(receipt).toHaveCount(0);
  }

  /** What axe finds wrong with the open modal, at 1440 and 375 px. */
  accessibilityViolations(modal: Locator): Promise<string[]> {
    return modalViolations(this.page, modal);
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: `/tmp/pw-web-modals/${name}.png` });
  }
}
