/**
 * The console's giveaway page (apps/console/src/giveaways, docs/console.md "Giveaways") as the
 * giveaway operator uses it: the postal entry form, one envelope at a time, and the months' draws
 * with their actions. Test ids: apps/console/README.md.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { consoleUrl } from './console-pages';

export interface Envelope {
  envelopeRef: string;
  fullName: string;
  address: string;
  city: string;
  postcode: string;
  email: string;
  country: string;
}

export class ConsoleGiveawayPage {
  constructor(private readonly page: Page) {}

  async open(brandId: string, giveawayId: string) {
    await this.page.goto(consoleUrl(`/brands/${brandId}/giveaways/${giveawayId}`));
    await expect(this.page.getByTestId('giveaway-facts')).toBeVisible();
  }

  field(name: keyof Envelope): Locator {
    return this.page.getByTestId(`postal-${name}`);
  }

  /** The error (or warning) said beside a postal form field (its `${id}-error`, as the field describes it). */
  async fieldError(name: keyof Envelope): Promise<Locator> {
    const id = (await this.field(name).getAttribute('id')) ?? '';
    return this.page.locator(`[id="${id}-error"]`);
  }

  /** Types an envelope into the form as written on it, field after field. */
  async typeEnvelope(envelope: Envelope) {
    for (const [name, value] of Object.entries(envelope) as [keyof Envelope, string][])
      await this.field(name).fill(value);
  }

  async recordEnvelope() {
    await this.page.getByTestId('postal-save').click();
  }

  saved(): Locator {
    return this.page.getByTestId('postal-saved');
  }

  /** The month of a draw in the given state ('held' …), read from its row. */
  async monthIn(state: string): Promise<string> {
    const badge = this.page.locator(`[data-testid^="draw-state-"][data-state="${state}"]`).first();
    const testId = (await badge.getAttribute('data-testid')) ?? '';
    return testId.replace('draw-state-', '');
  }

  drawState(month: string): Locator {
    return this.page.getByTestId(`draw-state-${month}`);
  }

  async typeBeacon(beacon: string) {
    await this.page.getByTestId('draw-run-beacon').fill(beacon);
  }

  /** Draws a month with the beacon typed above, after saying yes to the confirmation. */
  async draw(month: string) {
    await this.page.getByTestId(`draw-draw-${month}`).click();
    await expect(this.page.getByTestId('confirm-dialog')).toContainText(month);
    await this.page.getByTestId('confirm-yes').click();
  }

  /** Publishes a drawn month's seed, after the confirmation (a fresh second factor follows). */
  async publish(month: string) {
    await this.page.getByTestId(`draw-publish-${month}`).click();
    await this.page.getByTestId('confirm-yes').click();
  }

  outcome(): Locator {
    return this.page.getByTestId('giveaway-outcome');
  }

  winner(month: string): Locator {
    return this.page.getByTestId(`draw-winner-${month}`);
  }

  claim(month: string): Locator {
    return this.page.getByTestId(`draw-claim-${month}`);
  }

  seed(month: string): Locator {
    return this.page.getByTestId(`draw-seed-${month}`);
  }

  /** The member area's public page of the draw's record. */
  async verificationUrl(month: string): Promise<string> {
    return (await this.page.getByTestId(`draw-verify-${month}`).getAttribute('href')) ?? '';
  }
}
