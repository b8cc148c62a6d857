import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { HostedPaymentPage, TEST_CARDS } from '../pages/account-page';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { playableTitle, ReaderPage } from '../pages/reader-page';
import { ShellPage } from '../pages/shell-page';
import { BalancePill, CoinReceipt, GameCredits, WalletPage } from '../pages/wallet-page';

const SHOTS = 'test-results/wallet-shots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

const en = (n: number) => n.toLocaleString('en-US');

/** The wallet tab reads `limit` lines a page; journeys ask for 2, so "Show more" has pages to read. */
async function smallWalletPages(page: Page) {
  await page.route('**/membergraphapi/**', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: object } | null;
    if (body?.operationName !== 'WalletPage') return route.continue();
    await route.continue({
      postData: JSON.stringify({ ...body, variables: { ...body.variables, limit: 2 } }),
    });
  });
}

test('a member buys coins on the hosted page, sees them in the top bar and the activity, and a reloaded return adds nothing', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const pill = new BalancePill(page);
  await expect(pill.pill()).toBeVisible();
  const before = await pill.amount();

  const dialog = await pill.openBuyCoins();
  await expect(dialog.packs()).toHaveCount(4);
  // The featured pack is highlighted and chosen; its bonus and price are the server's.
  await expect(dialog.featured()).toHaveCount(1);
  await expect(dialog.chosen()).toHaveAttribute('data-featured', 'true');
  await expect(dialog.featured()).toContainText('2,900 coins');
  await expect(dialog.featured()).toContainText('2,500 + 400 bonus');
  await expect(dialog.featured()).toContainText('$24.99');
  await shot(page, 'buy-coins-en');
  await dialog.choose('1,100 coins');
  await dialog.continueToPayment();

  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  const returned = page.waitForRequest((r) => r.isNavigationRequest() && /[?&]state=/.test(r.url()));
  await hosted.payWithCard({ number: TEST_CARDS.success });
  const returnUrl = (await returned).url();

  const receipt = new CoinReceipt(page);
  await expect(receipt.line('coins')).toHaveText('1,100');
  await expect(receipt.line('balance')).toHaveText(en(before + 1100));
  await expect(receipt.line('amount')).toContainText('$9.99');
  await expect(receipt.line('reference')).toContainText('sub_');
  await shot(page, 'coin-receipt-en');
  await receipt.close();
  await pill.expectAmount(before + 1100);
  expect(new URL(page.url()).search).toBe('');

  await smallWalletPages(page);
  const wallet = new WalletPage(page, HOSTS.clickcoins);
  await wallet.open();
  expect(await wallet.balance()).toBe(before + 1100);
  await expect(wallet.lines()).toHaveCount(2);
  await expect(wallet.amount(0)).toHaveText(/^\+1,100/);
  await expect(wallet.description(0)).toContainText('1,100 coins');
  // Older pages, read with the server's cursor until there are none (the seed's 3 lines and the purchase).
  await wallet.showAll();
  const lines = await wallet.lines().count();
  expect(lines).toBeGreaterThanOrEqual(4);
  await shot(page, 'wallet-en');

  // The same return once more (a reload, a replayed link): nothing is added a second time.
  await page.goto(returnUrl);
  await expect(receipt.nothing()).toBeVisible();
  await receipt.close();
  await pill.expectAmount(before + 1100);
  await wallet.open();
  expect(await wallet.balance()).toBe(before + 1100);
  await wallet.showAll();
  await expect(wallet.lines()).toHaveCount(lines);
});

test('a ClickPlay member earns credits by playing a game and sees them in the top bar and the wallet', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.clickplay).signInAs('member@clickplay.test');
  const pill = new BalancePill(page);
  await expect(pill.pill()).toContainText('credits');
  const before = await pill.amount();
  const game = await playableTitle(page, 'game');

  // The page's clock, so the journey lets the session's minute of play pass without waiting it.
  await page.clock.install();
  const player = new ReaderPage(page, HOSTS.clickplay);
  await player.open('game', game);
  await player.waitForGame();
  const credits = new GameCredits(page);
  await credits.expectState('playing');
  await expect(credits.line()).toContainText('+5 credits in 1:00');
  await page.clock.runFor(61_000);
  await credits.expectState('earned');
  await expect(credits.line()).toHaveText('+5 credits earned');
  await shot(page, 'game-credits-en');
  await player.close();

  await pill.expectAmount(before + 5);
  const wallet = new WalletPage(page, HOSTS.clickplay);
  await wallet.open();
  expect(await wallet.balance()).toBe(before + 5);
  await expect(wallet.balanceLine()).toContainText('credits');
  await expect(wallet.description(0)).toHaveText(`Played ${game.title}`);
  await expect(wallet.amount(0)).toHaveText(/^\+5/);
  await shot(page, 'wallet-credits-en');
});

test.describe('on a 375 px phone, in French', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the pill opens the packs, priced and worded in French, and the wallet fits the screen', async ({
    page,
  }) => {
    await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
    const shell = new ShellPage(page);
    try {
      await shell.switchLanguage('fr-ca');
      const dialog = await new BalancePill(page).openBuyCoins();
      await expect(dialog.dialog()).toContainText('Acheter des pièces');
      await expect(dialog.featured()).toContainText('2 500 + 400 en prime');
      await expect(dialog.featured()).toContainText('24,99 $ US');
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'buy-coins-fr');
      await page.keyboard.press('Escape');

      const wallet = new WalletPage(page, HOSTS.clickcoins);
      await wallet.open();
      await expect(wallet.balanceLine()).toContainText('pièces');
      await expect(wallet.lines().first()).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, 'wallet-fr');
    } finally {
      // The switch is saved as the member's language: leave this persona in English for other journeys.
      await shell.switchLanguage('en-us');
    }
  });
});
