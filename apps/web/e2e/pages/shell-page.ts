import { expect, type Page } from '@playwright/test';
import { chooseLanguage } from './login-page';

/** The member area around every screen: layout, menu, avatar menu. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  layout() {
    return this.page.locator('[data-layout]').first();
  }

  /** The brand's logo in the shell. */
  brandLogo() {
    return this.page.getByTestId('brand-logo').first();
  }

  /** The greeting with the member's name. */
  greeting() {
    return this.page.getByTestId('greeting');
  }

  /** The coin balance in the header (brands with coins). */
  coinBalance() {
    return this.page.getByTestId('coin-balance');
  }

  /** The notice an account that is not active yet sees. */
  inactiveNotice() {
    return this.page.getByTestId('notice-inactive');
  }

  menu() {
    return this.page.getByTestId('side-menu');
  }

  /** The phone's menu drawer (a modal), once the hamburger has opened it. */
  drawer() {
    return this.page.getByRole('dialog').filter({ has: this.menu() });
  }

  menuItem(type: string) {
    return this.page.getByTestId(`menu-item-${type}`);
  }

  /** The menu item types, in the order the member sees them. */
  async menuTypes(): Promise<string[]> {
    const ids = await this.menu()
      .locator('[data-testid^="menu-item-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace('menu-item-', ''));
  }

  /**
   * Moves to a media type's screen with the menu, opening the drawer first on a phone: a change of
   * page inside the app (no reload), as a member makes it.
   */
  async browseTo(media: string) {
    const item = this.menuItem(media).first();
    if (await item.isVisible()) await item.click();
    else {
      await this.page.getByTestId('menu-toggle').click();
      await this.menuItem(media).last().click();
    }
    await expect(this.page).toHaveURL(new RegExp(`/browse/${media}`));
  }

  async openMobileMenu() {
    await this.page.getByTestId('menu-toggle').click();
    await expect(this.menu()).toBeVisible();
  }

  /** The "My library" group (sidebar, drawer or vpn top bar). */
  library() {
    return this.page.getByTestId('menu-library');
  }

  libraryItem(type: 'collection' | 'history' | 'playlists') {
    return this.library().getByTestId(`menu-item-${type}`);
  }

  /** Opens a library screen from the shell, through the drawer on a phone, and waits for it. */
  async openFromLibrary(type: 'collection' | 'history' | 'playlists', { phone = false } = {}) {
    if (phone) await this.openMobileMenu();
    await this.libraryItem(type).click();
    await expect(this.page).toHaveURL(new RegExp(`/${type}$`));
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Reaches a library screen with the keyboard only: Tab to its link, then Enter. */
  async openFromLibraryWithKeyboard(type: 'collection' | 'history' | 'playlists') {
    const link = this.libraryItem(type);
    for (let presses = 0; presses < 40; presses += 1) {
      if (await link.evaluate((el) => el === document.activeElement)) break;
      await this.page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`/${type}$`));
  }

  /** The balance pill of the coin-centric layouts. */
  balance() {
    return this.page.getByTestId('coin-balance');
  }

  pastDueBanner() {
    return this.page.getByTestId('past-due-banner');
  }

  async followPastDueBanner() {
    await this.pastDueBanner().getByTestId('past-due-update-card').click();
    await expect(this.page).toHaveURL(/\/account\/payment-methods$/);
  }

  async dismissPastDueBanner() {
    await this.pastDueBanner().getByTestId('past-due-dismiss').click();
    await expect(this.pastDueBanner()).toHaveCount(0);
  }

  /** The document's language (`<html lang>`): what the interface is shown in. */
  language() {
    return this.page.locator('html');
  }

  /** The member's picture in the top bar's avatar button (absent while there is none). */
  avatarPicture() {
    return this.page.getByTestId('avatar-menu').locator('img');
  }

  /** The screen shown when something failed that the member cannot fix. */
  errorScreen() {
    return this.page.getByTestId('error-screen');
  }

  /** Picks a language in the avatar menu (saved as the member's language) and leaves the menu open. */
  async chooseLanguageInAvatarMenu(locale: string) {
    await this.page.getByTestId('avatar-menu').click();
    await chooseLanguage(this.page, locale);
  }

  /** Switches the interface language from the avatar menu and closes the menu. */
  async switchLanguage(locale: string) {
    await this.chooseLanguageInAvatarMenu(locale);
    await expect(this.language()).toHaveAttribute('lang', locale);
    await this.page.keyboard.press('Escape');
  }

  async signOut() {
    await this.page.getByTestId('avatar-menu').click();
    await this.page.getByTestId('logout').click();
    await expect(this.page.getByTestId('login-form')).toBeVisible();
  }
}
