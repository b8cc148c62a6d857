/**
 * A brand's dashboard on the operator console (docs/console.md "Dashboards"): reached from the
 * brand list through the brand's sections, each chart with its table. A chart's bars carry what they
 * stand for and their value (`aria-label`, `data-label`, `data-value`), as the table writes them.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type DashboardChart = 'entries' | 'titles';

export class ConsoleDashboardPage {
  constructor(private readonly page: Page) {}

  /** From the brand list: the brand, then the Dashboard section (the first after its settings). */
  async openFromBrandList(brandName: string) {
    await this.page.getByTestId('brand-list').getByRole('link', { name: brandName, exact: true }).click();
    await this.page.getByTestId('brand-section-dashboard').click();
    await expect(this.page.getByTestId('brand-section-dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(this.page.getByTestId('dashboard')).toBeVisible();
  }

  chart(name: DashboardChart): Locator {
    return this.page.getByTestId(`chart-${name}`);
  }

  /** What the chart's bars say: label → value, as drawn. */
  async barValues(name: DashboardChart): Promise<Record<string, string>> {
    const bars = this.chart(name).getByTestId(`chart-${name}-chart`).getByTestId('chart-bar');
    await expect(bars.first()).toBeVisible();
    const pairs = await bars.evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-label') ?? '', el.getAttribute('data-value') ?? ''] as const),
    );
    return Object.fromEntries(pairs);
  }

  /** "Show as table": the table takes the chart's place. */
  async showTable(name: DashboardChart) {
    const toggle = this.chart(name).getByTestId(`chart-${name}-toggle`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(this.chart(name).getByRole('table')).toBeVisible();
    await expect(this.chart(name).getByTestId(`chart-${name}-chart`)).toHaveCount(0);
  }

  /** The table's rows: the row header → the last cell. */
  async tableValues(name: DashboardChart): Promise<Record<string, string>> {
    const rows = this.chart(name).getByRole('table').locator('tbody tr');
    const pairs = await rows.evaluateAll((trs) =>
      trs.map(
        (tr) =>
          [
            tr.querySelector('th')?.textContent?.trim() ?? '',
            tr.querySelector('td:last-child')?.textContent?.trim() ?? '',
          ] as const,
      ),
    );
    return Object.fromEntries(pairs);
  }
}
