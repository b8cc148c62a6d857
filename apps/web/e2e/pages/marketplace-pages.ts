import { expect, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';

/** Where the marketplace journeys keep their screenshots (looked at by hand). */
export const MARKETPLACE_SHOTS = process.env.MARKETPLACE_SHOTS || 'test-results/marketplace-shots';

/** A full-page screenshot named for the screen, the width and the language. */
export async function marketplaceShot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'en-us';
  // From the top, as the page opens (a navigation's smooth scroll may still be on its way).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${MARKETPLACE_SHOTS}/${name}-${width}-${lang}.png`, fullPage: true });
}

/** The marketplace's home (`/marketplace/`): the welcome gift, then a row per category. */
export class MarketplaceHome {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/marketplace/'));
    await this.waitLoaded();
  }

  async waitLoaded() {
    await expect(this.page.getByTestId('marketplace-home')).toBeVisible();
    await expect(this.page.getByTestId('marketplace-loading')).toHaveCount(0);
  }

  row(category: string) {
    return this.page.getByTestId(`category-row-${category}`);
  }

  welcomeGift() {
    return this.page.getByTestId('welcome-gift-banner');
  }

  async claimWelcomeGift() {
    await this.welcomeGift().getByTestId('claim-gift').click();
  }

  /** Follows a row's "See all" link to its category. */
  async seeAll(category: string) {
    await this.row(category)
      .getByRole('link', { name: /See all/ })
      .click();
  }
}

/** A product grid: a category (`/marketplace/category/{slug}`) or all products (`/shippable`). */
export class ProductGridPage {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async openCategory(slug: string, query = '') {
    await this.page.goto(brandUrl(this.host, `/marketplace/category/${slug}${query}`));
    await this.waitLoaded();
  }

  async openShippable() {
    await this.page.goto(brandUrl(this.host, '/shippable'));
    await this.waitLoaded();
  }

  async waitLoaded() {
    await expect(this.page.getByTestId('products-grid')).toBeVisible();
    await expect(this.page.getByTestId('products-loading')).toHaveCount(0);
  }

  cards() {
    return this.page.getByTestId('product-card');
  }

  card(name: string) {
    return this.cards().filter({ hasText: name });
  }

  async openProduct(name: string) {
    await this.card(name).first().click();
    await expect(this.page.getByTestId('product-page')).toBeVisible();
  }

  async sortBy(label: string) {
    await this.page.getByTestId('category-sort').selectOption({ label });
  }

  pager() {
    return this.page.getByTestId('pager');
  }

  async nextPage() {
    await this.page.getByTestId('pager-next').click();
  }
}

/** One product (`/marketplace/product/{slug}/{id}` or `/shippable/id/{id}`). */
export class ProductPage {
  constructor(readonly page: Page) {}

  async waitLoaded() {
    await expect(this.page.getByTestId('product-page')).toBeVisible();
  }

  title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  price() {
    return this.page.getByTestId('product-price');
  }

  stock() {
    return this.page.getByTestId('product-page').getByTestId('stock-note');
  }

  galleryStage() {
    return this.page.getByTestId('gallery-stage');
  }

  galleryPosition() {
    return this.page.getByTestId('gallery-position');
  }

  /** A variant's radio button, by its name (S, M, Blue…). */
  variant(name: string) {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
  }

  async chooseVariant(name: string) {
    await this.variant(name).check();
  }

  async setQuantity(quantity: number) {
    const input = this.page.getByTestId('product-page').getByTestId('quantity-input');
    await input.fill(String(quantity));
    await input.press('Enter');
  }

  async addToCart() {
    await this.page.getByTestId('add-to-cart').click();
    await expect(this.page.getByTestId('add-to-cart-result')).toBeVisible();
  }

  addResult() {
    return this.page.getByTestId('add-to-cart-result');
  }

  async viewCart() {
    await this.page.getByTestId('view-cart').click();
    await expect(this.page.getByTestId('cart-panel')).toBeVisible();
  }
}

/** The top bar's cart badge and the cart panel it opens. */
export class CartPanel {
  constructor(readonly page: Page) {}

  badge() {
    return this.page.getByTestId('cart-badge');
  }

  count() {
    return this.page.getByTestId('cart-count');
  }

  panel() {
    return this.page.getByTestId('cart-panel');
  }

  async open() {
    await this.badge().click();
    await expect(this.panel()).toBeVisible();
    await expect(this.panel().getByTestId('cart-loading')).toHaveCount(0);
  }

  lines() {
    return this.panel().getByTestId('cart-line');
  }

  line(name: string) {
    return this.lines().filter({ hasText: name });
  }

  empty() {
    return this.panel().getByTestId('cart-empty');
  }

  async remove(name: string) {
    const before = await this.lines().count();
    await this.line(name).getByTestId('cart-line-remove').click();
    await expect(this.lines()).toHaveCount(before - 1);
  }

  async checkout() {
    await this.panel().getByTestId('cart-checkout').click();
    await expect(this.page.getByTestId('checkout-page')).toBeVisible();
  }
}

/** The checkout (`/marketplace/checkout`): Information, Shipping, Payment, then the confirmation. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  information() {
    return this.page.getByTestId('checkout-information');
  }

  async useSavedAddress() {
    await this.page.getByTestId('use-saved-address').click();
  }

  /** An address field by its key (SPEC.md 3 checkout keys: firstName, postcode, country…). */
  field(key: string) {
    return this.information().locator(`[name="${key}"]`);
  }

  /** Types an address, by checkout key; the country is chosen from its list. */
  async fillAddress(address: Record<string, string>) {
    for (const [key, value] of Object.entries(address)) {
      if (key === 'country') await this.field(key).selectOption(value);
      else await this.field(key).fill(value);
    }
  }

  async continueToShipping() {
    await this.page.getByTestId('continue-to-shipping').click();
    await expect(this.page.getByTestId('checkout-shipping')).toBeVisible();
  }

  shippingOption(id: 'standard' | 'express') {
    return this.page.getByTestId(`shipping-${id}`);
  }

  async continueToPayment() {
    await this.page.getByTestId('continue-to-payment').click();
    await expect(this.page.getByTestId('checkout-payment')).toBeVisible();
  }

  paymentMethod(id: 'card' | 'new_card' | 'coins') {
    return this.page.getByTestId(`payment-${id}`);
  }

  async choosePayment(id: 'card' | 'new_card' | 'coins') {
    await this.paymentMethod(id).getByRole('radio').check();
  }

  async placeOrder() {
    await this.page.getByTestId('place-order').click();
  }

  placeButton() {
    return this.page.getByTestId('place-order');
  }

  /** The order summary's line (subtotal, discount, delivery, total). */
  summary(line: 'subtotal' | 'discount' | 'delivery' | 'total') {
    return this.page.getByTestId(`summary-${line}`);
  }

  /** The step return link ("Return to …"). */
  async returnBack() {
    await this.page.getByTestId('checkout-return').click();
  }

  confirmation() {
    return this.page.getByTestId('order-confirmation');
  }

  async seeOrders() {
    await this.confirmation().getByTestId('see-orders').click();
  }
}

/** The account's orders tab (`/account/orders`). */
export class OrdersTab {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/account/orders'));
    await this.waitLoaded();
  }

  async waitLoaded() {
    await expect(this.page.getByTestId('orders').or(this.page.getByTestId('no-orders'))).toBeVisible();
  }

  orders() {
    return this.page.getByTestId('orders').getByTestId('order');
  }

  order(number: string) {
    return this.page.locator(`[data-order-number="${number}"]`);
  }
}
