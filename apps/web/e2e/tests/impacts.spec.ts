import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { axeViolations, WCAG_21_AA } from '../pages/accessibility';
import { ImpactsPage } from '../pages/impacts-pages';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';

/** WCAG 2.1 A and AA violations of any impact in the part of the page named. */
async function violations(page: Page, part = '#main'): Promise<string[]> {
  return (await axeViolations(page, part, { tags: WCAG_21_AA })).map(
    (v) => `${v.impact}: ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('a member funds an impact with coins and sees the banner and their impacts', async ({ page }) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const impacts = new ImpactsPage(page, HOSTS.clickcoins);
  await impacts.open();
  const before = await impacts.coins();
  expect(await violations(page)).toEqual([]);

  const tree = await impacts.openItem('Plant a tree');
  const mineBefore = await tree.mine();
  await tree.fund(2, async () =>
    expect(await violations(page, '[data-testid="impact-target-modal"]')).toEqual([]),
  );
  await expect.poll(() => tree.mine()).toBe(mineBefore + 2);
  expect(await violations(page)).toEqual([]);

  await tree.back();
  await expect.poll(() => impacts.coins()).toBe(before - 200);
  await expect(impacts.myImpacts().filter({ hasText: 'Plant a tree' })).toContainText('tree');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(impacts.banner()).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the impacts list and an impact say which total their banner counts', async ({ page }) => {
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const impacts = new ImpactsPage(page, HOSTS.clickcoins);
  await impacts.open();
  await expect(impacts.bannerHeading()).toHaveText('All impacts: our combined target');
  await expect(impacts.banner()).toContainText('coins our targets need');

  const tree = await impacts.openItem('Plant a tree');
  await expect(tree.bannerHeading()).toHaveText("This impact's target");
  await expect(tree.banner()).toContainText('coins this impact needs');
});
