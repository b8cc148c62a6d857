import { expect, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';

/** One giveaway's page (`/giveaways/id/{id}`), as a member sees it. */
export class GiveawayPage {
  constructor(
    readonly page: Page,
    private readonly host: string = HOSTS.playmax,
  ) {}

  async open(id: string) {
    await this.page.goto(brandUrl(this.host, `/giveaways/id/${encodeURIComponent(id)}`));
    await this.waitLoaded();
  }

  async waitLoaded() {
    await expect(this.page.getByTestId('giveaway-loading')).toHaveCount(0);
  }

  title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** How many entries the member holds in this giveaway. */
  /** When entries open or close, in Eastern Time (`local`: the same moment on the member's clock). */
  moment(which: 'opens' | 'closes', clock: 'eastern' | 'local' = 'eastern') {
    return this.page.getByTestId(`giveaway-${which}${clock === 'local' ? '-local' : ''}`);
  }
  entries() {
    return this.page.getByTestId('giveaway-entries');
  }

  /** The giveaway's state button (claim, buy more, or where it stands), as its text reads. */
  stateButton() {
    return this.page.getByTestId('giveaway-page').getByTestId('giveaway-action');
  }

  /** A winner's "claim your prize": the winner modal opens at its claim form. */
  async claimPrize() {
    await this.stateButton().click();
    await expect(this.page.getByTestId('winner-modal').getByTestId('claim-form')).toBeVisible();
  }

  /** Presses an entry pack's buy button (standard, multiplier, one_time). */
  async buy(offer: 'standard' | 'multiplier' | 'one_time') {
    await this.page.getByTestId(`buy-${offer}`).click();
  }

  /** An entry pack as the page offers it (its entries, price and struck-through list price). */
  offer(offer: 'standard' | 'multiplier' | 'one_time') {
    return this.page.getByTestId(`offer-${offer}`);
  }

  /** Opens the contest rules from the giveaway's page. */
  async openRules() {
    await this.page.getByTestId('giveaway-rules-link').click();
  }

  /** The giveaways screen's own not-found state. */
  notFound() {
    return this.page.getByTestId('giveaway-not-found');
  }

  /** The app-wide "page not found" screen, which a giveaway must never fall back to. */
  appNotFound() {
    return this.page.getByTestId('not-found');
  }

  /** Follows the not-found state's main button back to the account's giveaways. */
  async backToMyGiveaways() {
    await this.notFound().getByRole('link', { name: 'Giveaways entered' }).click();
  }
}
