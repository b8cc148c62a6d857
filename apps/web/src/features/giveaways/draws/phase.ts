import type { DrawSummary } from './api';

/**
 * Where a draw stands, as the public page words it (SPEC.md 9 "Draw"; docs/draws.md): its period
 * has not opened, is open, closed and waiting for the draw, rolled over (fewer than 3,000 unique
 * entrants), drawn (winner chosen, seed still secret), published (seed revealed: verifiable), or
 * not used (an earlier month was drawn).
 */
export type DrawPhase = 'upcoming' | 'open' | 'closed' | 'rolled_over' | 'drawn' | 'published' | 'unused';

export function drawPhase(
  draw: Pick<DrawSummary, 'status' | 'opensAt' | 'closesAt' | 'publishedAt'>,
  now: Date,
): DrawPhase {
  switch (draw.status) {
    case 'rolled_over':
      return 'rolled_over';
    case 'unused':
      return 'unused';
    case 'drawn':
      return draw.publishedAt ? 'published' : 'drawn';
    default: {
      const t = now.getTime();
      if (t < Date.parse(draw.opensAt)) return 'upcoming';
      if (t <= Date.parse(draw.closesAt)) return 'open';
      return 'closed';
    }
  }
}

/** A published seed makes a record checkable; before that the page explains why it is not yet. */
export function isVerifiable(draw: { seed: string | null; snapshot: unknown }): boolean {
  return draw.seed !== null && draw.snapshot !== null;
}
