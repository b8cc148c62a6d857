import type { Locator } from '@playwright/test';

/**
 * What moves on a screen, read from the page itself: how long its CSS animations and transitions
 * last, and whether a row's arrows scroll at once (issue 17 scope 3, `prefers-reduced-motion`).
 */
export const motion = {
  /**
   * The longest `animation-duration` or `transition-duration` (ms) among the elements of `scope`
   * and everything inside them, as computed now: a property, not a moment, so it does not depend
   * on how fast the machine shows the element.
   */
  longestMs(scope: Locator): Promise<number> {
    return scope.evaluateAll((roots) => {
      const ms = (value: string) =>
        Math.max(
          ...value.split(',').map((part) => {
            const number = parseFloat(part);
            return part.trim().endsWith('ms') ? number : number * 1000;
          }),
        );
      const elements = roots.flatMap((root) => [root, ...Array.from(root.querySelectorAll('*'))]);
      return Math.max(
        0,
        ...elements.map((el) => {
          const style = getComputedStyle(el);
          return Math.max(ms(style.animationDuration), ms(style.transitionDuration));
        }),
      );
    });
  },

  /**
   * Clicks a row's "next" arrow and reads how far the row has scrolled within the same task: a
   * smooth scroll has not moved yet then, a scroll at once has arrived.
   */
  scrollOfRowAfterNext(row: Locator): Promise<{ before: number; right: number }> {
    return row.evaluate((section) => {
      const track = section.querySelector('ul');
      const next = section.querySelectorAll<HTMLButtonElement>('header button[aria-label]');
      const arrow = next[next.length - 1];
      if (!track || !arrow) throw new Error('the row has no track or no next arrow');
      const before = track.scrollLeft;
      arrow.click();
      return { before, right: track.scrollLeft };
    });
  },

  /** How far a row's track has scrolled now. */
  scrollLeftOf(row: Locator): Promise<number> {
    return row.evaluate((section) => section.querySelector('ul')?.scrollLeft ?? 0);
  },
};
