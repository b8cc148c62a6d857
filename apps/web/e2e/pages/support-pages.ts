import { expect, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/** The faq/support screen (at /faq and /support), as a member uses it. */
export class SupportPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open(path: '/faq' | '/support' = '/support') {
    await this.page.goto(brandUrl(this.host, path));
    await expect(this.questions().first()).toBeVisible();
  }

  /** How a member finds it: the avatar menu's "Help & support". */
  async openFromAvatarMenu() {
    await this.page.getByTestId('avatar-menu').click();
    await this.page.getByTestId('menu-support').click();
    await expect(this.page).toHaveURL(/\/support$/);
    await expect(this.questions().first()).toBeVisible();
  }

  questions() {
    return this.page.getByTestId('faq-list').locator('summary');
  }

  async search(words: string) {
    await this.page.getByTestId('faq-search').fill(words);
  }

  matchCount() {
    return this.page.getByTestId('faq-count');
  }

  noMatch() {
    return this.page.getByTestId('faq-no-match');
  }

  /** Opens a question from the keyboard, as the disclosure is meant to be used. */
  async openQuestion(question: string | RegExp) {
    const summary = this.questions().filter({ hasText: question });
    await summary.focus();
    await this.page.keyboard.press('Enter');
    return summary.locator('xpath=..');
  }

  contacts() {
    return this.page.getByTestId('support-contacts');
  }

  async openReportForm() {
    await this.page.getByTestId('support-report').click();
    const dialog = this.page.getByTestId('report-problem-dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
