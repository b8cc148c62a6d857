/**
 * Which rows of a long playlist to render: the virtualizer's window (the rows near the viewport)
 * plus the row holding the keyboard focus, so a member who tabbed onto a track's button and then
 * scrolled away does not lose the focus to a row that stopped existing. Pure: unit-tested.
 */
export function rowsToRender(
  window: readonly number[],
  focusedRow: number | null,
  rowCount: number,
): number[] {
  if (focusedRow === null || focusedRow < 0 || focusedRow >= rowCount || window.includes(focusedRow)) {
    return [...window];
  }
  // Sorted, so the DOM order (and the Tab order) stays the playlist's order.
  return [...window, focusedRow].sort((a, b) => a - b);
}

/** Rows rendered beyond the viewport on each side: Tab reaches a rendered row before it scrolls. */
export const TRACK_OVERSCAN = 8;

/** A track row's height on wide screens (CSS .track: min-height 64px + 1px border); measured after. */
export const TRACK_ROW_ESTIMATE_PX = 65;
