/**
 * The ebook reader's page counter (issue 10, item 7): it counts the screens the member turns, per
 * chapter, from what the paginated layout shows (epub.js: `location.start.displayed.page` is the
 * first column on screen and `displayed.total` the chapter's columns; a two-page spread shows two
 * columns a screen). Locations are by character count, not by screen, and the catalogue's page
 * count belongs to the printed book: neither can number what the member sees, so a page turn
 * moved "page 1 of 440" to "page 40" while the cover, which holds no text, turned without moving.
 * The whole-book position is the percentage (by characters: the same whatever the text size).
 */
export interface ReaderScreen {
  /** The chapter (spine index). */
  spine: number;
  /** 1-based screen within the chapter. */
  page: number;
  /** Screens in the chapter at the current text size. */
  pages: number;
}

/**
 * The screen shown, from the first column on screen (1-based), the chapter's columns, and the
 * columns a screen shows (1, or 2 for a spread).
 */
export function readerScreen(
  spine: number,
  firstColumn: number,
  columns: number,
  columnsPerScreen: number,
): ReaderScreen {
  const per = Number.isFinite(columnsPerScreen) && columnsPerScreen >= 1 ? Math.floor(columnsPerScreen) : 1;
  const total = Number.isFinite(columns) && columns >= 1 ? Math.floor(columns) : 1;
  const first = Number.isFinite(firstColumn) && firstColumn >= 1 ? Math.floor(firstColumn) : 1;
  const pages = Math.max(1, Math.ceil(total / per));
  return { spine: Math.max(0, Math.floor(spine)), page: Math.min(pages, Math.ceil(first / per)), pages };
}

/**
 * True when `after` is exactly one page turn past `before`: the next screen of the same chapter,
 * or the first screen of the next chapter once the last screen of this one was shown.
 */
export function isNextScreen(before: ReaderScreen, after: ReaderScreen): boolean {
  if (after.spine === before.spine) return after.page === before.page + 1;
  return after.spine === before.spine + 1 && before.page === before.pages && after.page === 1;
}
