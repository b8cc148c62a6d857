/**
 * The impacts screen's pages (SPEC.md 2 route `impacts/{page?}`): categories are shown a page at a
 * time; a missing, malformed or out-of-range page reads as the nearest valid one.
 */

/** Categories per page of the impacts screen. */
export const IMPACT_CATEGORIES_PER_PAGE = 3;

/** The number of pages `count` categories fill (at least 1, so an empty brand has page 1). */
export function impactPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / IMPACT_CATEGORIES_PER_PAGE));
}

/** The page a route parameter names, clamped to 1…pageCount. */
export function impactPageOf(param: string | undefined, pageCount: number): number {
  const n = param !== undefined && /^\d{1,6}$/.test(param) ? Number(param) : 1;
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
}
