import AxeBuilder from '@axe-core/playwright';
// The axe-core that @axe-core/playwright injects (it depends on it): its rule metadata and its
// source, injected by axeViolations below.
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { settleAnimations } from './playback-saves';

/** WCAG 2.1 A and AA, the level the member area is held to (issue 17). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every rule of those tags, the ones axe marks experimental included (issue 29 item 7: WCAG 2.5.3's
 * label-content-name-mismatch is one). withTags runs only the rules axe enables by default, and
 * experimental ones are off by default: naming each rule (runOnly by rule) turns them on.
 */
export const WCAG_21_AA_ALL_RULES: readonly string[] = axe.getRules(WCAG_21_AA).map((rule) => rule.ruleId);

/** Which of axe's rules run: those of some tags (axe's default-on ones), named rules, or its defaults. */
export type AxeRules = { tags: readonly string[] } | { rules: readonly string[] } | 'axe defaults';

/**
 * axe's violations in the part of the page `scope` selects. Only violations are gathered
 * (`resultTypes`): axe otherwise builds a selector for every node that passed as well, which was
 * most of its time on a long screen. A page without frames gets axe once and runs it in place:
 * @axe-core/playwright's analyze() evaluates axe's 550 kB source again on every call and finishes
 * every run in a new blank page, which made a screen's check 2 to 4 times slower (the route walk
 * checks some 400 screens and modals). A page with frames (a game, the payment page) goes through
 * analyze(), which looks inside each frame.
 */
export async function axeViolations(page: Page, scope: string, which: AxeRules): Promise<axe.Result[]> {
  const options: axe.RunOptions = { resultTypes: ['violations'] };
  if (which !== 'axe defaults')
    options.runOnly =
      'tags' in which ? { type: 'tag', values: [...which.tags] } : { type: 'rule', values: [...which.rules] };
  if (page.frames().length > 1)
    return (await new AxeBuilder({ page }).options(options).include(scope).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ scope, options }) => (window as unknown as { axe: typeof axe }).axe.run(scope, options),
    { scope, options },
  );
  return results.violations;
}

/**
 * What axe finds wrong with the screen's main content (every impact), as `rule: target` lines, so
 * a failing expectation names the rule and the element. `experimental`: also the rules axe marks
 * experimental for those tags (the route walk runs them all).
 */
export async function accessibilityViolations(
  page: Page,
  scope = '#main',
  { experimental = false }: { experimental?: boolean } = {},
): Promise<string[]> {
  const violations = await axeViolations(
    page,
    scope,
    experimental ? { rules: WCAG_21_AA_ALL_RULES } : { tags: WCAG_21_AA },
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/**
 * What axe finds wrong with an open modal (found by its test id) on a desktop and on a phone, each
 * line prefixed with the width (issue 17 scope 3); the page is left at the width it was at.
 */
export async function modalViolations(page: Page, modal: Locator): Promise<string[]> {
  const testId = await modal.getAttribute('data-testid');
  const before = page.viewportSize() ?? { width: 1440, height: 900 };
  const found: string[] = [];
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // axe reads colours mid-transition: let the modal's entrance finish first.
    await settleAnimations(page);
    const violations = await accessibilityViolations(page, `[data-testid="${testId}"]`);
    found.push(...violations.map((violation) => `${width}px ${violation}`));
  }
  await page.setViewportSize(before);
  return found;
}
