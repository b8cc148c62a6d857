import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { CrossSellModal } from '../pages/crosssell-page';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';

// movieonly@ holds only the Movies offer on playmax (a brand with ma6_vpn) and has not visited yet:
// its first visit arms cm_upsell:vpn (SPEC.md 4), and the VPN cross-sell shows once.
test('movieonly@ is offered the VPN once, buys it on the payment page and is not offered it again', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('movieonly@playmax.test');
  const crossSell = new CrossSellModal(page);
  await expect(crossSell.modal()).toBeVisible();
  await expect(crossSell.modal()).toContainText('VPN');
  await expect(crossSell.price()).toContainText('$4.99');
  await crossSell.expectAccessible();
  await page.screenshot({ path: test.info().outputPath('crosssell-1440.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(crossSell.modal().getByTestId('crosssell-accept')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('crosssell-375.png') });

  await crossSell.accept();
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await hosted.payWithCard({ number: TEST_CARDS.success });

  await expect(crossSell.receipt()).toBeVisible();
  await expect(crossSell.addedToMembership()).toHaveText('VPN');
  await crossSell.closeReceipt();

  // Once: neither this visit nor the next one offers it again.
  const home = new HomePage(page, HOSTS.playmax);
  await home.open();
  await crossSell.expectNone();
});
