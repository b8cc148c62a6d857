/**
 * A brand's workspace on the operator console as a keyboard user and a staff member in another
 * language meet it (issue 33 "keyboard only", "8 languages"): the grouped section bar
 * (apps/console/src/brands/BrandSections.tsx, docs/console.md "A brand's screens"), moving by Tab
 * alone, and the console's own texts read from its locale files, so a check follows a translation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../env';
import { ConsoleSignIn, nextTotpCode } from './console-pages';

const CONSOLE_LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../console/src/i18n/locales',
);

/**
 * The console's text for `key` in `lang` (locales/<lang>/<file>.json holds `<file>.…`), its
 * `{{name}}` filled from `values`: what a screen in that language must read.
 */
export function consoleText(lang: string, key: string, values: Record<string, string> = {}): string {
  const [file, ...rest] = key.split('.');
  const bundle: unknown = JSON.parse(
    fs.readFileSync(path.join(CONSOLE_LOCALES, lang, `${file}.json`), 'utf8'),
  );
  const text = rest.reduce<unknown>(
    (node, part) => (node as Record<string, unknown> | undefined)?.[part],
    bundle,
  );
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** Only the keys a keyboard has: Tab and Shift+Tab to move, Enter and Space to act, Escape to leave. */
export class KeyboardUser {
  constructor(private readonly page: Page) {}

  /**
   * Tabs (or Shift+Tabs) until `target` has the focus, as a keyboard user steps through a screen;
   * fails when it is not reached within `most` steps (not in the tab order, or hidden).
   */
  async tabTo(target: Locator, { backwards = false, most = 40 } = {}) {
    await expect(target).toBeVisible();
    for (let step = 0; step < most; step += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(
      target,
      `reached within ${most} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
    ).toBeFocused();
  }

  async press(key: 'Enter' | 'Space' | 'Escape') {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  /** Signs in with the keyboard alone: the e-mail field has the focus, then the password, then the code. */
  async signIn(email: string) {
    await new ConsoleSignIn(this.page).open();
    await expect(this.page.getByTestId('sign-in-email')).toBeFocused();
    await this.type(email);
    await this.tabTo(this.page.getByTestId('sign-in-password'));
    await this.type(DEMO_PASSWORD);
    await this.press('Enter');
    await expect(this.page.getByTestId('totp-code')).toBeFocused();
    await this.type(await nextTotpCode(email));
    await this.press('Enter');
    await expect(this.page.getByTestId('shell-staff-name')).toBeVisible({ timeout: 20_000 });
  }
}

/** The bar of a brand's sections, in its labelled groups. */
export class ConsoleSectionBar {
  constructor(private readonly page: Page) {}

  bar(): Locator {
    return this.page.getByTestId('brand-sections');
  }

  /** A section's link (`settings`, `members`, `vpnCertificates`, …: brand-sections.ts keys). */
  link(key: string): Locator {
    return this.page.getByTestId(`brand-section-${key}`);
  }

  /** A group (`overview`, `support`, `sales`, `catalogue`, `site`, `operations`): its label and links. */
  group(group: string): Locator {
    return this.page.getByTestId(`brand-section-group-${group}`);
  }

  /** The list of a group's links, by its accessible name (the group's label). */
  groupList(label: string): Locator {
    return this.bar().getByRole('list', { name: label, exact: true });
  }

  async open(key: string) {
    await this.link(key).click();
    await this.expectCurrent(key);
  }

  async expectCurrent(key: string) {
    await expect(this.link(key)).toHaveAttribute('aria-current', 'page');
    await expect(this.bar().locator('[aria-current="page"]')).toHaveCount(1);
  }

  /** Whether anything on the screen (the bar included) is wider than the window: nothing may scroll sideways. */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => {
      const bar = document.querySelector('[data-testid="brand-sections"]');
      return (
        document.documentElement.scrollWidth > document.documentElement.clientWidth ||
        (bar !== null && bar.scrollWidth > bar.clientWidth)
      );
    });
  }
}
