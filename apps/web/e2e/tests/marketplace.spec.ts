import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { ConsoleSignIn } from '../pages/console-pages';
import { ConsoleShopPage } from '../pages/console-shop-page';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import {
  CartPanel,
  CheckoutPage,
  MarketplaceHome,
  marketplaceShot,
  OrdersTab,
  ProductGridPage,
  ProductPage,
} from '../pages/marketplace-pages';

/** Where champion@ has the order sent (the persona has no saved shipping address). */
const DENVER = {
  firstName: 'Carlos',
  lastName: 'Mendes',
  address: '1600 Grant St',
  city: 'Denver',
  state: 'CO',
  postcode: '80203',
  country: 'US',
  phone: '+1 303-555-0148',
};

test('champion@ checks out a cart with 30% off and free standard shipping, pays by card on the hosted page and finds the order in the account', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('champion@playmax.test');
  const home = new MarketplaceHome(page);
  await home.open();
  await home.seeAll('apparel');

  const grid = new ProductGridPage(page);
  await grid.waitLoaded();
  await grid.openProduct('Classic Logo Tee');
  const product = new ProductPage(page);
  // The Champion price, with the list price struck through and the percentage off.
  await expect(product.price().getByTestId('price-amount')).toHaveText('$16.79');
  await expect(product.price().getByTestId('price-list')).toContainText('$23.99');
  await expect(product.price().getByTestId('price-off')).toHaveText('-30%');
  // Size L is sold out: listed, not choosable.
  await expect(product.variant('L')).toBeDisabled();
  await marketplaceShot(page, 'product-champion');
  await product.chooseVariant('M');
  await product.setQuantity(2);
  await product.addToCart();

  const cart = new CartPanel(page);
  await expect(cart.count()).toHaveText('2');
  await product.viewCart();
  await expect(cart.line('Classic Logo Tee')).toContainText('Size: M');
  await cart.checkout();

  const checkout = new CheckoutPage(page);
  await checkout.fillAddress(DENVER);
  await checkout.continueToShipping();
  // Standard shipping is free for a Champion; the usual fee is shown struck through.
  await expect(checkout.shippingOption('standard')).toContainText('Free');
  await expect(checkout.shippingOption('standard')).toContainText('$4.99');
  await marketplaceShot(page, 'checkout-shipping-champion');
  await checkout.continueToPayment();
  await expect(checkout.summary('subtotal')).toHaveText('$47.98');
  await expect(checkout.summary('discount')).toHaveText('−$14.40');
  await expect(checkout.summary('delivery')).toHaveText('Free$4.99');
  await expect(checkout.summary('total')).toHaveText('$33.58');

  await checkout.choosePayment('new_card');
  await expect(checkout.placeButton()).toHaveText('Pay $33.58');
  await checkout.placeOrder();
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success });

  // The receipt of the verified payment, then the order confirmation behind it.
  const receipt = page.getByTestId('receipt-success');
  await expect(receipt).toContainText('Your payment went through.');
  await expect(receipt.getByTestId('receipt-order')).toHaveText(/^ORD-\d{6}$/);
  await expect(receipt.getByTestId('receipt-amount')).toContainText('$33.58');
  await marketplaceShot(page, 'receipt-order');
  await receipt.getByTestId('receipt-close').click();
  await expect(checkout.confirmation()).toBeVisible();
  await expect(checkout.confirmation().getByTestId('order-status')).toHaveText('Paid');
  await expect(cart.count()).toHaveCount(0);
  const confirmationUrl = page.url();
  await checkout.seeOrders();

  const orders = new OrdersTab(page);
  await orders.waitLoaded();
  const order = orders.orders().first();
  await expect(order.getByTestId('order-status')).toHaveText('Paid');
  await expect(order.getByTestId('order-discount')).toHaveText('−$14.40');
  await expect(order.getByTestId('order-delivery')).toHaveText('Free');
  await expect(order.getByTestId('order-total')).toHaveText('$33.58');
  await expect(order.getByTestId('order-payment')).toHaveText('Card');
  await expect(order.getByTestId('order-address')).toContainText('1600 Grant St');
  await expect(order).toContainText('2 × Classic Logo Tee');

  // The confirmation and the orders tab at both widths, in English and in French.
  const shell = new ShellPage(page);
  try {
    for (const language of ['en-us', 'fr-ca']) {
      if (language !== 'en-us') await shell.switchLanguage(language);
      for (const size of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(confirmationUrl);
        await expect(checkout.confirmation()).toBeVisible();
        await marketplaceShot(page, 'confirmation');
        await orders.open();
        await expect(orders.orders()).toHaveCount(1);
        await marketplaceShot(page, 'account-orders-placed');
      }
    }
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    await shell.switchLanguage('en-us');
  }
});

test('a member claims the welcome gift once, paying its shipping with coins, and is not offered it again', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const home = new MarketplaceHome(page, HOSTS.clickcoins);
  await home.open();
  await expect(home.welcomeGift()).toContainText('Welcome Sticker Pack');
  await home.claimWelcomeGift();

  const checkout = new CheckoutPage(page);
  await checkout.fillAddress({ ...DENVER, firstName: 'Nina', lastName: 'Castillo' });
  await checkout.continueToShipping();
  await checkout.continueToPayment();
  // Only the shipping is paid: standard, at its fee, for a member without Champion perks.
  await expect(checkout.summary('subtotal')).toHaveText('$0.00');
  await expect(checkout.summary('delivery')).toHaveText('$4.99');
  await checkout.choosePayment('coins');
  await expect(checkout.paymentMethod('coins')).toContainText('499 coins');
  await checkout.placeOrder();

  await expect(checkout.confirmation()).toContainText('Your welcome gift is on its way');
  await expect(checkout.confirmation().getByTestId('order-free-gift')).toBeVisible();
  await expect(checkout.confirmation().getByTestId('order-payment')).toHaveText('499 coins');
  await marketplaceShot(page, 'confirmation-gift');

  // Claimed once: the banner is gone and the gift's checkout says there is nothing to claim.
  await home.open();
  await expect(home.row('collectibles')).toBeVisible();
  await expect(home.welcomeGift()).toHaveCount(0);
  await page.goto(brandUrl(HOSTS.clickcoins, '/marketplace/checkout?gift=1'));
  await expect(page.getByTestId('gift-not-offered')).toBeVisible();

  // On a phone the coin pill and the cart badge share the top bar without a sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  await home.open();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await marketplaceShot(page, 'home-clickcoins');
});

test('a payment cancelled on the hosted page charges nothing, cancels the order and puts its products back in the cart', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const grid = new ProductGridPage(page);
  await grid.openShippable();
  await grid.openProduct('Pocket Speaker');
  await new ProductPage(page).addToCart();
  await new CartPanel(page).open();
  await new CartPanel(page).checkout();

  const checkout = new CheckoutPage(page);
  await checkout.fillAddress({ ...DENVER, firstName: 'Pat', lastName: 'Payne' });
  await checkout.continueToShipping();
  await checkout.continueToPayment();
  await checkout.choosePayment('new_card');
  await checkout.placeOrder();
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.leaveWithoutPaying();

  const receipt = page.getByTestId('receipt-failure');
  await expect(receipt).toContainText('Your payment failed.');
  await expect(receipt).toContainText('Nothing was charged.');
  await expect(receipt).toContainText('back in your cart');
  await marketplaceShot(page, 'receipt-failure');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/marketplace\/checkout\?step=payment$/);
  const cart = new CartPanel(page);
  await cart.open();
  await expect(cart.line('Pocket Speaker')).toBeVisible();
  // Changed their mind: the cart empties (and stays so for this member's other journeys).
  await cart.remove('Pocket Speaker');
  await expect(cart.empty()).toBeVisible();
  await page.keyboard.press('Escape');

  const orders = new OrdersTab(page);
  await orders.open();
  await expect(orders.orders().first().getByTestId('order-status')).toHaveText('Cancelled');
});

test('a line added to the cart on one device is in the cart on another', async ({ page, browser }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const grid = new ProductGridPage(page);
  await grid.openShippable();
  await grid.openProduct('Logo Mug');
  const product = new ProductPage(page);
  await product.addToCart();
  await expect(new CartPanel(page).count()).toHaveText('1');

  // Another device: a browser context of its own, signed in separately.
  const other = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await other.newPage();
    await new LoginPage(phone, HOSTS.playmax).signInAs('paid@playmax.test');
    const cart = new CartPanel(phone);
    await expect(cart.count()).toHaveText('1');
    await cart.open();
    await expect(cart.line('Logo Mug')).toBeVisible();
    // Emptied there, it is empty here too once the member comes back to this device.
    await cart.remove('Logo Mug');
    await expect(cart.empty()).toHaveText(/Empty cart\./);
  } finally {
    await other.close();
  }
  await page.reload();
  const cart = new CartPanel(page);
  await cart.open();
  await expect(cart.empty()).toContainText('Empty cart.');
});

test('a size the console prices on its own is what the member’s product page shows and the cart charges', async ({
  page,
  browser,
}) => {
  // The brand admin sells the Midnight Hoodie's XL (the hoodie is $53.99) at $64.99.
  const desk = await browser.newPage();
  await new ConsoleSignIn(desk).signInAs('brand@console.test');
  const shop = new ConsoleShopPage(desk);
  await shop.openProduct('playmax', 'Midnight Hoodie');
  await shop.setVariantPrice('Size XL', '64.99');
  await shop.save();
  await desk.close();

  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const grid = new ProductGridPage(page);
  await grid.openCategory('apparel');
  await grid.openProduct('Midnight Hoodie');
  const product = new ProductPage(page);
  await product.chooseVariant('M');
  await expect(product.price()).toContainText('$53.99');
  await product.chooseVariant('XL');
  await expect(product.price()).toContainText('$64.99');
  await product.addToCart();
  const cart = new CartPanel(page);
  await cart.open();
  await expect(cart.line('Midnight Hoodie').getByTestId('cart-line-total')).toHaveText('$64.99');
  await cart.remove('Midnight Hoodie');
});
