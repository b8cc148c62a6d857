import { expect, type Page } from '@playwright/test';
import { brandUrl, DEMO_PASSWORD } from '../env';

/** The sign-in screen, as a member uses it. */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/login'));
    await expect(this.page.getByTestId('login-form')).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByTestId('login-email').fill(email);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  /** Signs in and waits for the member area's greeting. */
  async signInAs(email: string, password = DEMO_PASSWORD) {
    await this.open();
    await this.signIn(email, password);
    await expect(this.page.getByTestId('greeting')).toBeVisible();
  }

  formError() {
    return this.page.getByTestId('form-error');
  }

  async chooseLanguage(locale: string) {
    await chooseLanguage(this.page, locale);
  }
}

/** The language switch is a <select> of locale codes or a menu of them. */
export async function chooseLanguage(page: Page, locale: string) {
  const control = page.getByTestId('language-switch').first();
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    await control.selectOption(locale);
  } else {
    await control.click();
    await page.locator(`[data-locale="${locale}"]`).first().click();
  }
}
