/** The console's shop (`/brands/{brand}/shop`): the product list and a product's editor. */
import { expect, type Page } from '@playwright/test';
import { consoleUrl } from './console-pages';

export class ConsoleShopPage {
  constructor(private readonly page: Page) {}

  /** Finds a product by (a part of) its name in any of the brand's languages and opens its editor. */
  async openProduct(brandId: string, name: string) {
    await this.page.goto(consoleUrl(`/brands/${brandId}/shop`));
    await this.page.getByTestId('shop-search').fill(name);
    await this.page.getByTestId('product-link').filter({ hasText: name }).first().click();
    await expect(this.page.getByTestId('product-form')).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** A variant's own price field, by its option and value ("Size XL"). */
  variantPrice(variant: string) {
    return this.page.getByRole('textbox', { name: `Price of ${variant}`, exact: true });
  }

  async setVariantPrice(variant: string, price: string) {
    await this.variantPrice(variant).fill(price);
  }

  async save() {
    await this.page.getByTestId('product-save').click();
    await expect(this.page.getByTestId('product-outcome')).toBeVisible();
  }
}
