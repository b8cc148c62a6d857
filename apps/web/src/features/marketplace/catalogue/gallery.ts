/** The product gallery's moves: arrow keys, Home/End and a horizontal swipe. */

/** A finger must travel this far sideways (px) for a swipe to change the picture. */
export const SWIPE_MIN_DISTANCE_PX = 40;

/**
 * The picture step a swipe asks for: -1 (to the previous), 1 (to the next) or 0 (a tap, a short or
 * mostly vertical move, which is the page scrolling).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The picture a key moves to, or null for a key the gallery leaves alone. Arrows wrap around. */
export function keyTarget(key: string, index: number, count: number): number | null {
  if (count <= 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
