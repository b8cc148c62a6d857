import type { Page } from '@playwright/test';

/**
 * How many pixels the page is wider than the screen (0 or less when it fits): a phone must never
 * need a sideways scroll.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
