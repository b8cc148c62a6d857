import { expect, type Page, type Response } from '@playwright/test';
import { isOperation } from './graphql-operations';
import { ShellPage } from './shell-page';
import { readCount } from './wallet-page';

/** The server's answer to the green page's read, as the page received it. */
export interface GreenAnswer {
  greenPoints: number;
  greenProgress: {
    treesPlanted: number;
    carbonOffsetTonnes: number;
    activeMonths: number;
    hoursStreamed: number;
    months: { month: string; trees: number }[];
  };
}

const isGreenRead = (r: Response) => isOperation(r.request(), 'GreenPage');

/** The green page (SPEC.md 2): trees planted, carbon offset, the chart by month and sharing. */
export class GreenPage {
  constructor(private readonly page: Page) {}

  /** Opens it from the side menu's "Green" item (the drawer on a phone) and returns what the server sent. */
  async openFromMenu(): Promise<GreenAnswer> {
    const answer = this.page.waitForResponse(isGreenRead);
    const shell = new ShellPage(this.page);
    const item = shell.menuItem('green').first();
    if (await item.isVisible()) await item.click();
    else {
      await this.page.getByTestId('menu-toggle').click();
      await shell.menuItem('green').last().click();
    }
    await expect(this.page).toHaveURL(/\/green$/);
    await expect(this.root()).toBeVisible();
    const body = (await (await answer).json()) as { data: { member: { info: GreenAnswer } } };
    return body.data.member.info;
  }

  root() {
    return this.page.getByTestId('green-page');
  }

  async trees(): Promise<number> {
    return readCount(await this.page.getByTestId('green-trees').locator('dd').innerText());
  }

  async points(): Promise<number> {
    return readCount(await this.page.getByTestId('green-points').locator('dd').innerText());
  }

  carbon() {
    return this.page.getByTestId('green-carbon').locator('dd');
  }

  chart() {
    return this.page.getByRole('img', { name: /trees planted by month/i });
  }

  bars() {
    return this.chart().locator('rect');
  }

  share() {
    return this.page.getByTestId('green-share');
  }

  shareLink(name: RegExp) {
    return this.share().getByRole('link', { name });
  }

  async copyLink() {
    await this.share().getByRole('button', { name: 'Copy link' }).click();
  }
}
