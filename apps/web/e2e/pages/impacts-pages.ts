import { expect, type Page } from '@playwright/test';
import { brandUrl } from '../env';
import { readCount } from './wallet-page';

/** The impacts screen (impacts/{page?}): the banner, the member's impacts, the category rows. */
export class ImpactsPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/impacts'));
    await expect(this.banner()).toBeVisible();
  }

  banner() {
    return this.page.getByTestId('impacts-banner');
  }

  /** The banner's heading: which total the banner counts. */
  bannerHeading() {
    return this.banner().getByRole('heading', { level: 2 });
  }

  async coins(): Promise<number> {
    return readCount(await this.page.getByTestId('impacts-coins').innerText());
  }

  myImpacts() {
    return this.page.getByTestId('my-impact');
  }

  async openItem(name: string): Promise<ImpactItemPage> {
    await this.page.getByTestId('impact-card').filter({ hasText: name }).click();
    const item = new ImpactItemPage(this.page);
    await expect(item.heading(name)).toBeVisible();
    return item;
  }
}

/** One impact (impacts/id/{id}) and its target modal. */
export class ImpactItemPage {
  constructor(private readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  banner() {
    return this.page.getByTestId('impacts-banner');
  }

  /** The banner's heading: which total the banner counts. */
  bannerHeading() {
    return this.banner().getByRole('heading', { level: 2 });
  }

  async mine(): Promise<number> {
    return readCount(await this.page.getByTestId('impact-mine').innerText());
  }

  /**
   * Opens the impact target modal, asks for `units` and spends the coins; `whileOpen` looks at the
   * modal with the amount filled in, before it is confirmed.
   */
  async fund(units: number, whileOpen?: () => Promise<void>) {
    await this.page.getByTestId('fund-impact').click();
    const modal = this.page.getByTestId('impact-target-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('impact-quantity').fill(String(units));
    if (whileOpen) await whileOpen();
    await modal.getByTestId('confirm-impact').click();
    await expect(modal.getByTestId('impact-funded')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
  }

  async back() {
    await this.page.getByRole('link', { name: 'All impacts' }).click();
  }
}
