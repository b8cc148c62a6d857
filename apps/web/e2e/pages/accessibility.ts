import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the member area is held to (issue 17). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds wrong with the screen's main content (every impact), as `rule: target` lines, so
 * a failing expectation names the rule and the element.
 */
export async function accessibilityViolations(page: Page, scope = '#main'): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(scope).withTags(WCAG_21_AA).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
