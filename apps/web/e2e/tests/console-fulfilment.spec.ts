import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { ConsoleSignIn } from '../pages/console-pages';
import { ConsoleOrdersPage } from '../pages/console-orders-page';
import { LoginPage } from '../pages/login-page';
import { latestMailTo } from '../pages/mailbox';
import { CartPanel, CheckoutPage, OrdersTab, ProductGridPage, ProductPage } from '../pages/marketplace-pages';

test('fulfilment ships a paid order with a tracking note; the member sees it shipped with the note, and the e-mail is in the outbox', async ({
  page,
  browser,
  request,
}) => {
  // The member buys a mug and pays by card.
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const grid = new ProductGridPage(page);
  await grid.openShippable();
  await grid.openProduct('Logo Mug');
  await new ProductPage(page).addToCart();
  const cart = new CartPanel(page);
  await cart.open();
  await cart.checkout();
  const checkout = new CheckoutPage(page);
  await checkout.fillAddress({
    firstName: 'Pat',
    lastName: 'Payne',
    address: '1600 Grant St',
    city: 'Denver',
    state: 'CO',
    postcode: '80203',
    country: 'US',
    phone: '+1 303-555-0148',
  });
  await checkout.continueToShipping();
  await checkout.continueToPayment();
  await checkout.choosePayment('new_card');
  await checkout.placeOrder();
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success });
  const receipt = page.getByTestId('receipt-success');
  const number = (await receipt.getByTestId('receipt-order').textContent())?.trim() ?? '';
  expect(number).toMatch(/^ORD-\d{6}$/);

  // Fulfilment, on the console in a browser of its own, ships it with a tracking note.
  const desk = await browser.newPage();
  await new ConsoleSignIn(desk).signInAs('fulfilment@console.test');
  const orders = new ConsoleOrdersPage(desk);
  await orders.openBrand('playmax');
  await expect(orders.row(number)).toHaveAttribute('data-status', 'paid');
  await orders.openOrder(number);
  const note = `Parcel ${number.slice(-4)}: track at https://track.example/PX${number.slice(-6)}`;
  await orders.ship(note);
  await expect(orders.status()).toHaveAttribute('data-status', 'shipped');
  await expect(orders.history()).toContainText(note);
  await desk.close();

  // The member's order reads shipped, with the note.
  const mine = new OrdersTab(page);
  await mine.open();
  await expect(mine.order(number).getByTestId('order-status')).toHaveText('Shipped');
  await expect(mine.order(number).getByTestId('order-tracking')).toHaveText(note);

  // And the shipped e-mail is in the outbox, with the note.
  const mail = await latestMailTo(request, HOSTS.playmax, 'paid@playmax.test');
  expect(mail.subject).toBe(`Your order ${number} is on its way`);
  expect(`${mail.text_body ?? mail.text ?? ''}`).toContain(note);
});
