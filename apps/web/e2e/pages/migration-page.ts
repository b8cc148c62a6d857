import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The migration-to-a-new-brand modal of the member shell (SPEC.md 4), as a moved member meets it. */
export class MigrationModal {
  constructor(readonly page: Page) {}

  modal() {
    return this.page.getByTestId('migration-modal');
  }

  async close() {
    await this.modal().getByRole('button', { name: 'Got it' }).click();
    await expect(this.modal()).toHaveCount(0);
  }

  /** Waits until the member has been read and there is nothing (more) to show. */
  async expectNone() {
    await expect(this.page.getByTestId('migration-idle')).toBeAttached();
    await expect(this.modal()).toHaveCount(0);
  }

  async expectAccessible() {
    const results = await new AxeBuilder({ page: this.page })
      .include('[data-testid="migration-modal"]')
      .analyze();
    expect(results.violations).toEqual([]);
  }
}
