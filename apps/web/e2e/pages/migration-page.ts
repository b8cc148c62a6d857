import { expect, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';

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
    expect(await axeViolations(this.page, '[data-testid="migration-modal"]', 'axe defaults')).toEqual([]);
  }
}
