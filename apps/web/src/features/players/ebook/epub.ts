import ePub, { type EpubBook, type EpubArchive, type EpubRendition } from 'epubjs/src/index';
import Locations from 'epubjs/src/epub/locations';

/**
 * epub.js 0.4 behind a small typed surface. Its quirks, worked around here so the reader need not
 * know them:
 * - the package's browser build (dist/epub.js, which bundlers pick by default) carries a
 *   regenerator polyfill that calls `Function('return this')` at load, which the app's CSP (no
 *   unsafe-eval) refuses; the ES module sources have no such code, so they are imported instead.
 * - `Contents` reads the global `ePub.VERSION` and the Rendition looks its manager up on the global
 *   `ePub`, so the module must be published on window before anything renders.
 * - `ePub(url)` guesses the type from the extension; signed URLs have none, so the archive is
 *   opened with `open(url, 'epub')` (the 0.3 option `openAs: 'epub'`).
 * - `Epub#generateLocations` throws (it assigns to an undeclared `book`), so locations are built
 *   with the Locations class itself and given to the rendition, which then reports percentages.
 * - a zip that fails to parse resolves to undefined instead of rejecting.
 */
(globalThis as { ePub?: unknown }).ePub = ePub;

export interface OpenedBook {
  archive: EpubArchive;
  book: EpubBook;
}

/** Thrown when the file cannot be fetched or read; `status` is the HTTP status when there was one. */
export class BookLoadError extends Error {
  constructor(readonly status: number | null) {
    super(`The book could not be opened (${status ?? 'unreadable'})`);
  }
}

function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** Fetches the EPUB (a zip) from a URL without a file extension and reads its package. */
export async function openBook(url: string): Promise<OpenedBook> {
  const archive = await ePub({ replacements: 'blobUrl' });
  let book: EpubBook | undefined;
  try {
    book = await archive.open(url, 'epub');
  } catch (error) {
    archive.destroy();
    throw new BookLoadError(statusOf(error));
  }
  if (!book || book.spine.length === 0) {
    archive.destroy();
    throw new BookLoadError(null);
  }
  return { archive, book };
}

export function renderBook(book: EpubBook, element: Element, { spread }: { spread: 'none' | 'auto' }) {
  const rendition = new ePub.Rendition(book.manifest, {
    width: '100%',
    height: '100%',
    spread,
    minSpreadWidth: 900,
    flow: 'paginated',
    manager: ePub.ViewManagers.default,
    view: ePub.Views.iframe,
  });
  // epub.js lays a section out in columns inside the iframe's body and sets its overflow-y hidden,
  // which leaves overflow-x auto: a body that scrolls sideways on its own, with no keyboard access
  // (axe: scrollable-region-focusable). Pages are turned by the reader's controls and keys, which
  // move the view, never the body, so the body is not a scroll region at all.
  rendition.themes.override('overflow-x', 'hidden');
  void rendition.attachTo(element);
  return rendition;
}

/**
 * Builds the book's locations, or loads ones built before. One per ~150 characters (epub.js's
 * default) keeps "page N of M" moving on every page turn: coarser ones skip several pages at once.
 */
export async function bookLocations(book: EpubBook, cached: string[] | null) {
  const locations = new Locations();
  if (cached && cached.length > 1) locations.load(cached);
  else await locations.generate(book.sections, 150);
  return locations;
}

/** Spine index of a table-of-contents entry (its href may carry a #fragment). */
export function spineIndexOf(book: EpubBook, href: string): number {
  const path = href.split('#')[0];
  return book.spine.findIndex((item) => item.href === path);
}

export type { EpubBook, EpubRendition };
