/**
 * Fulfilment's orders desk on the console (apps/console/src/orders, docs/console.md "Orders
 * (fulfilment)"): a brand's orders, one order's page, and its moves.
 */
import { expect, type Page } from '@playwright/test';
import { consoleUrl } from './console-pages';

export class ConsoleOrdersPage {
  constructor(private readonly page: Page) {}

  /** The brand's orders, opened from its section bar, the paid ones waiting to ship first. */
  async openBrand(brandId: string) {
    await this.page.goto(consoleUrl(`/brands/${brandId}`));
    await this.page.getByTestId('brand-section-orders').click();
    await expect(this.page.getByTestId('order-list')).toBeVisible();
  }

  /** An order's row in the list by its number (ORD-000123). */
  row(number: string) {
    return this.page.getByTestId(`order-row-${Number(number.replace(/^ORD-/, ''))}`);
  }

  async openOrder(number: string) {
    await this.row(number).getByRole('link', { name: number }).click();
    await expect(this.page.getByTestId('order-actions')).toBeVisible();
  }

  status() {
    return this.page.getByTestId('order-status');
  }

  /** Marks the open order shipped with this tracking note. */
  async ship(note: string) {
    await this.page.getByTestId('order-tracking').fill(note);
    await this.page.getByTestId('order-ship').click();
    await expect(this.page.getByTestId('order-outcome')).toBeVisible();
  }

  history() {
    return this.page.getByTestId('order-history');
  }
}
