import { expect, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/** A number as the screens write it ('2,350', '2 350', '2.350') read back as a number. */
export function readCount(text: string): number {
  const digits = text.replace(/[^\d-]/g, '');
  if (digits === '' || digits === '-') throw new Error(`no number in "${text}"`);
  return Number(digits);
}

/** The top bar's balance pill (coins on clickcoins, credits on clickplay), which opens buying coins. */
export class BalancePill {
  constructor(private readonly page: Page) {}

  pill() {
    return this.page.getByTestId('coin-balance');
  }

  async amount(): Promise<number> {
    return readCount(await this.pill().getByTestId('coin-balance-amount').innerText());
  }

  /** Waits until the pill shows `expected`. */
  async expectAmount(expected: number) {
    await expect.poll(() => this.amount()).toBe(expected);
  }

  async openBuyCoins(): Promise<BuyCoinsDialog> {
    await this.pill().click();
    const dialog = new BuyCoinsDialog(this.page);
    await dialog.waitOpen();
    return dialog;
  }
}

/** The buying-coins modal: the brand's packs, one chosen, then the hosted payment page. */
export class BuyCoinsDialog {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByTestId('buy-coins');
  }

  async waitOpen() {
    await expect(this.dialog()).toBeVisible();
    await expect(this.packs().first()).toBeVisible();
  }

  packs() {
    return this.dialog().locator('label[data-testid^="coin-pack-"]');
  }

  /** The pack that adds `coins` coins in all (bonus included), as its card writes it ('1,100 coins'). */
  pack(coins: string) {
    return this.packs().filter({
      has: this.page.getByTestId('coin-pack-coins').getByText(coins, { exact: true }),
    });
  }

  featured() {
    return this.dialog().locator('label[data-featured]');
  }

  /** The pack whose radio is checked. */
  chosen() {
    return this.packs().filter({ has: this.page.locator('input:checked') });
  }

  async choose(coins: string) {
    await this.pack(coins).click();
    await expect(this.pack(coins).locator('input')).toBeChecked();
  }

  /** Leaves for the hosted payment page with the chosen pack. */
  async continueToPayment() {
    await this.dialog().getByTestId('buy-coins-continue').click();
  }
}

/** The receipt after a coin purchase's return (success), or the notice of a return that adds nothing. */
export class CoinReceipt {
  constructor(private readonly page: Page) {}

  success() {
    return this.page.getByTestId('receipt-success');
  }

  nothing() {
    return this.page.getByTestId('receipt-nothing');
  }

  line(name: 'coins' | 'balance' | 'amount' | 'reference') {
    return this.success().getByTestId(`receipt-${name}`);
  }

  async close() {
    await this.page.getByTestId('receipt-close').click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }
}

/** The account page's wallet tab. */
export class WalletPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/account/wallet'));
    await this.waitLoaded();
  }

  async waitLoaded() {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.balanceLine()).not.toContainText('—');
  }

  /** The balance with its name ('2,350 coins', '45 credits'). */
  balanceLine() {
    return this.page.getByTestId('wallet-coins');
  }

  async balance(): Promise<number> {
    return readCount(await this.page.getByTestId('wallet-balance').innerText());
  }

  /** The history's lines, newest first. */
  lines() {
    return this.page.getByTestId('wallet-line');
  }

  description(index: number) {
    return this.lines().nth(index).getByTestId('wallet-line-description');
  }

  amount(index: number) {
    return this.lines().nth(index).getByTestId('wallet-line-amount');
  }

  /** Reads the next, older page of the history. */
  async showMore() {
    const before = await this.lines().count();
    await this.page.getByTestId('wallet-more').click();
    await expect.poll(() => this.lines().count()).toBeGreaterThan(before);
  }

  moreButton() {
    return this.page.getByTestId('wallet-more');
  }

  /** Reads older pages until the history has no more ("Show more" gone). */
  async showAll() {
    await expect(this.lines().first()).toBeVisible();
    while (await this.moreButton().isVisible()) await this.showMore();
    await expect(this.moreButton()).toHaveCount(0);
  }
}

/** The game player's credits line on clickplay (a session played long enough earns credits). */
export class GameCredits {
  constructor(private readonly page: Page) {}

  line() {
    return this.page.getByTestId('game-credits');
  }

  async expectState(state: 'playing' | 'sending' | 'earned' | 'refused') {
    await expect(this.line()).toHaveAttribute('data-state', state);
  }
}
