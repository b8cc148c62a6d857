import type { EpubRendition } from 'epubjs/src/index';

/** How many times the reader displays a stored position again before it leaves the page as shown. */
const SHOW_ATTEMPTS = 10;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Orders two CFIs as epub.js does: above 0 when the first comes later. */
export type CompareCfi = (one: string, two: string) => number;

/** Whether the page shown holds `cfi`: from its first word to its last, both included. */
export function showsCfi(
  location: { start: { cfi: string }; end: { cfi: string } },
  cfi: string,
  compare: CompareCfi,
): boolean {
  return compare(cfi, location.start.cfi) >= 0 && compare(cfi, location.end.cfi) <= 0;
}

/**
 * epub.js moves to a stored position as soon as the chapter's frame has loaded, before that frame
 * has grown to the chapter's full width in the member's text size: the position's page is not
 * there yet, and it clamps to the first page. So a reload resumed at the start of the chapter
 * (journey players-reader, every run: page 2 stored, page 1 shown). Once the page shown is known,
 * the stored position is displayed again (the chapter now laid out) until it is the one shown.
 */
export async function untilShown(
  session: { cancelled: boolean; reading: Promise<unknown> },
  rendition: Pick<EpubRendition, 'location' | 'display'>,
  cfi: string | null,
  compare: CompareCfi,
) {
  if (!cfi) return;
  for (let attempt = 0; attempt < SHOW_ATTEMPTS && !session.cancelled; attempt++) {
    const shown = rendition.location;
    if (!shown || showsCfi(shown, cfi, compare)) return;
    const display = rendition.display(cfi);
    // The archive is destroyed only once epub.js has read what this display asked of it.
    session.reading = display.catch(() => undefined);
    try {
      await display;
    } catch {
      return; // Not a position of this edition of the file: where it opened stays.
    }
    await nextFrame();
  }
}
