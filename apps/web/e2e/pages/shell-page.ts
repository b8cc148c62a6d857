import { expect, type Page } from '@playwright/test';

/** The member area around every screen: layout, menu, avatar menu. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  layout() {
    return this.page.locator('[data-layout]').first();
  }

  menu() {
    return this.page.getByTestId('side-menu');
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

  async openMobileMenu() {
    await this.page.getByTestId('menu-toggle').click();
    await expect(this.menu()).toBeVisible();
  }

  async signOut() {
    await this.page.getByTestId('avatar-menu').click();
    await this.page.getByTestId('logout').click();
    await expect(this.page.getByTestId('login-form')).toBeVisible();
  }
}
