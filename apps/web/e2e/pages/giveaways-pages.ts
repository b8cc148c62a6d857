import { expect, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';

type Tab = 'all' | 'top' | 'past' | 'member-only' | 'monthly-exclusive';

/** The giveaways screen (`/giveaways`): its tabs and cards, or the reason giveaways are off. */
export class GiveawaysListPage {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async open(tab?: Tab) {
    await this.page.goto(brandUrl(this.host, tab ? `/giveaways?tab=${tab}` : '/giveaways'));
    await expect(this.page.getByTestId('giveaways-loading')).toHaveCount(0);
  }

  async chooseTab(tab: Tab) {
    await this.page.getByTestId(`giveaways-tab-${tab}`).click();
    await expect(this.page).toHaveURL(tab === 'all' ? /\/giveaways$/ : new RegExp(`tab=${tab}`));
  }

  /** One giveaway's card, by the giveaway's name. */
  card(name: string) {
    return this.page
      .getByTestId('giveaway-card')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  cards() {
    return this.page.getByTestId('giveaway-card');
  }

  /** A card's state button (its text is the SPEC.md 4 button text). */
  cardButton(name: string) {
    return this.card(name).getByTestId('giveaway-action');
  }

  /** The entry period a card reads ('Dec 1, 2026 – Dec 31, 2026'). */
  cardPeriod(name: string) {
    return this.card(name).getByTestId('giveaway-period');
  }

  /** Opens a giveaway from its card's name. */
  async openCard(name: string) {
    await this.card(name).getByRole('link', { name, exact: true }).click();
  }

  /** The 'no cards' state of a tab. */
  empty() {
    return this.page.getByTestId('giveaways-empty');
  }

  /** The screen members see when giveaways are off for them, saying why. */
  unavailable() {
    return this.page.getByTestId('giveaways-unavailable');
  }
}

/** The date-of-birth question asked before a member's first entry purchase. */
export class DateOfBirthDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByTestId('dob-dialog');
  }

  /** Types a date of birth into the labelled day, month and year fields and continues. */
  async enter(date: { day: number; month: number; year: number }) {
    const dialog = this.dialog();
    await dialog.getByLabel('Day', { exact: true }).fill(String(date.day));
    await dialog.getByLabel('Month', { exact: true }).selectOption(String(date.month));
    await dialog.getByLabel('Year', { exact: true }).fill(String(date.year));
    await dialog.getByTestId('dob-continue').click();
  }

  error() {
    return this.page.getByTestId('dob-error');
  }
}

/** The receipt shown after returning from the hosted payment page with giveaway entries. */
export class EntryReceipt {
  constructor(readonly page: Page) {}

  success() {
    return this.page.getByTestId('receipt-success');
  }

  line(line: 'giveaway' | 'entries' | 'amount' | 'reference') {
    return this.success().getByTestId(`receipt-${line}`);
  }

  async close() {
    await this.success().getByTestId('receipt-close').click();
    await expect(this.success()).toHaveCount(0);
  }
}

/** A giveaway's contest rules (`/giveaways/id/{id}/rules`). */
export class GiveawayRulesPage {
  constructor(readonly page: Page) {}

  async waitLoaded() {
    await expect(this.page.getByTestId('rules-page')).toBeVisible();
  }

  sponsor() {
    return this.page.getByTestId('rules-sponsor');
  }

  /** The entry period as the rules state it: in Eastern Time, or in the member's time zone. */
  period(zone: 'eastern' | 'local') {
    return this.page.getByTestId(`rules-period-${zone}`);
  }

  postalInstructions() {
    return this.page.getByTestId('rules-postal');
  }
}
