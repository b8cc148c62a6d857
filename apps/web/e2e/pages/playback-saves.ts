import type { Page, Response } from '@playwright/test';
import { isOperation } from './graphql-operations';

/**
 * The next playback position the player writes to the server (SavePlaybackPosition). Start waiting
 * before the action that saves (a pause, a page turn), then await it before a reload that must
 * resume there: the journey waits for the write itself, not for a guessed time.
 */
export function nextPositionSave(page: Page, timeout = 30_000): Promise<Response> {
  return page.waitForResponse((r) => isOperation(r.request(), 'SavePlaybackPosition'), { timeout });
}

/** How long the page's finite animations may take to end (each lasts under a second). */
const SETTLE_LIMIT_MS = 5_000;

/** Waits for the page's running transitions and animations (fades, the mini-player's rise) to end. */
export async function settleAnimations(page: Page): Promise<void> {
  // Finite, running ones only: a spinner's animation never ends, nor does a paused one. Bounded by the
  // clock: an animation ends on a frame, and a busy headless browser once drew none for minutes.
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    SETTLE_LIMIT_MS,
  );
}
