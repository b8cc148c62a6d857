import { expect, type Page } from '@playwright/test';
import { brandUrl, DEMO_PASSWORD } from '../env';

/** How long the first screen after signing in may take to greet (signInAs). */
const SIGNED_IN_TIMEOUT_MS = 20_000;

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

  /**
   * Signs in and waits for the member area's greeting. The first screen after signing in loads the
   * shell's and home's chunks and data after a deliberately slow password check: on CI's two cores,
   * with two browsers and two servers beside it, that took over 10 s (the default wait) in the first
   * minutes of a run, so it gets the 20 s offline.spec.ts gives it too. Speed is `npm run bench`'s.
   */
  async signInAs(email: string, password = DEMO_PASSWORD) {
    await this.open();
    await this.signIn(email, password);
    await expect(this.page.getByTestId('greeting')).toBeVisible({ timeout: SIGNED_IN_TIMEOUT_MS });
  }

  formError() {
    return this.page.getByTestId('form-error');
  }

  /** The sign-in form itself: visible when the visitor has no session. */
  form() {
    return this.page.getByTestId('login-form');
  }

  /** The sign-in button (its label shows the language of the screen). */
  submitButton() {
    return this.page.getByTestId('login-submit');
  }

  /** The e-mail field (the last e-mail used is remembered there). */
  emailField() {
    return this.page.getByTestId('login-email');
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

/** The forgot-password, forgot-e-mail and reset-password screens, as a member uses them. */
export class RecoveryPages {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async requestPasswordReset(email: string) {
    await this.page.goto(brandUrl(this.host, '/forgot-password'));
    const form = this.page.getByTestId('forgot-password-form');
    await form.getByRole('textbox').first().fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByTestId('forgot-password-sent')).toBeVisible();
  }

  async requestEmailReminder(first6: string, last4: string) {
    await this.page.goto(brandUrl(this.host, '/forgot-email'));
    const form = this.page.getByTestId('forgot-email-form');
    await form.getByLabel('First 6 digits of the card').fill(first6);
    await form.getByLabel('Last 4 digits of the card').fill(last4);
    await form.getByRole('button', { name: 'Find my account' }).click();
    await expect(this.page.getByTestId('forgot-email-sent')).toBeVisible();
  }

  /** Every way back to sign-in on the screen (the sent screens must offer exactly one). */
  backToSignInLinks() {
    return this.page.getByRole('link', { name: 'Back to sign in' });
  }

  /** Opens a mailed reset link and saves `password` twice; does not wait for the outcome. */
  async chooseNewPassword(link: string, password: string) {
    await this.page.goto(link);
    const form = this.page.getByTestId('reset-password-form');
    await form.getByLabel('New password', { exact: true }).fill(password);
    await form.getByLabel('Confirm new password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Save new password' }).click();
  }

  /** Opens a reset link as a member following it from their mail; the page checks it first. */
  async openResetLink(link: string) {
    await this.page.goto(link);
    await expect(this.page.getByTestId('reset-link-checking')).toBeHidden();
  }

  /** The new-password form, shown only for a link that still works. */
  resetForm() {
    return this.page.getByTestId('reset-password-form');
  }

  /** Why the opened link no longer works, shown instead of the form. */
  invalidLinkNotice() {
    return this.page.getByTestId('reset-link-invalid');
  }

  /** From a link that no longer works, to the form that mails a new one. */
  async requestNewLink() {
    await this.page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(this.page.getByTestId('forgot-password-form')).toBeVisible();
  }

  /** The message under the new-password field. */
  newPasswordError() {
    return this.page.getByTestId('reset-password-form').getByRole('alert');
  }

  formError() {
    return this.page.getByTestId('form-error');
  }
}
