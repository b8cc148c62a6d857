import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../pages/accessibility';
import { ConsoleSignIn } from '../pages/console-pages';
import { ConsoleDashboardPage } from '../pages/console-dashboard-page';

test.describe("a brand's dashboard on the console", () => {
  test("PlayMax's brand admin opens its dashboard, shows the most played titles as a table, and the chart's numbers are the table's", async ({
    page,
  }) => {
    await new ConsoleSignIn(page).signInAs('brand@console.test');
    const dashboard = new ConsoleDashboardPage(page);
    await dashboard.openFromBrandList('PlayMax');

    const drawn = await dashboard.barValues('titles');
    expect(Object.keys(drawn).length).toBeGreaterThan(0);
    await dashboard.showTable('titles');
    expect(await dashboard.tableValues('titles')).toEqual(drawn);

    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await accessibilityViolations(page, 'body'), `${width}px`).toEqual([]);
    }
  });
});
