import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { ImpactsPage } from '../pages/impacts-pages';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

test('a member funds an impact with coins and sees the banner and their impacts', async ({ page }) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const impacts = new ImpactsPage(page, HOSTS.clickcoins);
  await impacts.open();
  const before = await impacts.coins();
  expect(await seriousViolations(page)).toEqual([]);

  const tree = await impacts.openItem('Plant a tree');
  const mineBefore = await tree.mine();
  await tree.fund(2);
  await expect.poll(() => tree.mine()).toBe(mineBefore + 2);
  expect(await seriousViolations(page)).toEqual([]);

  await tree.back();
  await expect.poll(() => impacts.coins()).toBe(before - 200);
  await expect(impacts.myImpacts().filter({ hasText: 'Plant a tree' })).toContainText('tree');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(impacts.banner()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
