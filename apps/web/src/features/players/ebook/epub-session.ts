import type { Dispatch, MutableRefObject, SetStateAction } from 'react';
import type { EpubLocation, EpubRendition } from 'epubjs/src/index';
import EpubCFI from 'epubjs/src/utils/epubcfi';
import { readerScreen } from '@member-area/domain';
import {
  BookLoadError,
  bookLocations,
  openBook,
  renderBook,
  spineIndexOf,
  type EpubBook,
  type OpenedBook,
} from './epub';
import { clampFraction, locationsCacheKey, swipeDirection } from './reader-rules';
import { untilLocated } from './until-located';
import { untilShown } from './until-shown';
import { loadCachedLocations, saveCachedLocations } from './reader-prefs';
import type { ReaderAppearance, ReaderLocation, ReaderStatus, TocEntry } from './reader-types';

/** One opening of a book into the viewer, until the effect that opened it is cleaned up. */
export interface ReaderSession {
  cancelled: boolean;
  /**
   * What epub.js is still reading from the archive (laying out the first page, counting the
   * book's locations): the archive is destroyed only once that is done, or the reads left go to
   * "<page>/undefined" and reject where nothing catches them (found by the route walk, which
   * closes the reader at once).
   */
  reading: Promise<unknown>;
  cleanup: (() => void) | null;
}

/** What the session reads from the hook (the latest render's values) and writes back to it. */
export interface ReaderSessionHost {
  latest: MutableRefObject<{
    url: string;
    startCfi: string | null;
    appearance: ReaderAppearance;
    refreshUrl(): Promise<string | null>;
    onFailure(reason: 'expired' | 'media_unavailable' | 'network'): void;
    onFrameKey(event: KeyboardEvent): void;
  }>;
  renditionRef: MutableRefObject<EpubRendition | null>;
  bookRef: MutableRefObject<EpubBook | null>;
  appliedRef: MutableRefObject<string | null>;
  setStatus(status: ReaderStatus): void;
  setToc(toc: TocEntry[]): void;
  setLocation: Dispatch<SetStateAction<ReaderLocation | null>>;
}

export const appearanceKey = ({ fontSize, color, background }: ReaderAppearance) =>
  `${fontSize}|${color}|${background}`;

export function applyAppearance(rendition: EpubRendition, { fontSize, color, background }: ReaderAppearance) {
  rendition.themes.fontSize(fontSize);
  rendition.themes.override('color', color);
  rendition.themes.override('background', background);
}

/** Opens the book, lays out its first page where the member was, then counts its locations. */
export async function openReaderSession(
  session: ReaderSession,
  element: HTMLElement,
  host: ReaderSessionHost,
) {
  const opened = await openWithRefresh(session, host);
  if (!opened) return;
  const { archive, book } = opened;
  if (session.cancelled) {
    archive.destroy();
    return;
  }
  host.bookRef.current = book;
  const phone = window.matchMedia('(max-width: 720px)').matches;
  const rendition = renderBook(book, element, { spread: phone ? 'none' : 'auto' });
  host.renditionRef.current = rendition;
  const unwatch = watchFrameSizes(session, element, rendition);
  session.cleanup = () => {
    unwatch();
    host.renditionRef.current = null;
    host.bookRef.current = null;
    rendition.destroy();
    void session.reading.finally(() => archive.destroy());
  };
  listenToRendition(session, rendition, host);
  host.setToc(flattenToc(book));
  await displayStart(session, rendition, host);
  if (session.cancelled) return;
  host.setStatus('ready');
  await untilLocated(session, rendition);
  const cfi = new EpubCFI();
  await untilShown(session, rendition, host.latest.current.startCfi, (one, two) => cfi.compare(one, two));
  await countLocations(session, book, rendition, host);
}

/** The file, or after a 403 (signed URL expired) the fresh URL's; null when there is none. */
async function openWithRefresh(
  session: ReaderSession,
  { latest }: ReaderSessionHost,
): Promise<OpenedBook | null> {
  try {
    return await openBook(latest.current.url);
  } catch (error) {
    if (!(error instanceof BookLoadError) || error.status !== 403) throw error;
    const fresh = await latest.current.refreshUrl();
    if (session.cancelled) return null;
    if (!fresh) {
      latest.current.onFailure('expired');
      return null;
    }
    return openBook(fresh);
  }
}

/**
 * A new text size lays the chapter out again after epub.js has reported the location, so its page
 * count would stay the old one: the chapter's frame changes width then, and the location (with its
 * count) is read again when it does.
 */
function watchFrameSizes(session: ReaderSession, element: HTMLElement, rendition: EpubRendition): () => void {
  const resized = new ResizeObserver(() => {
    if (!session.cancelled && rendition.location) void rendition.reportLocation();
  });
  const watchFrames = () => element.querySelectorAll('iframe').forEach((frame) => resized.observe(frame));
  const frames = new MutationObserver(watchFrames);
  frames.observe(element, { childList: true, subtree: true });
  return () => {
    frames.disconnect();
    resized.disconnect();
  };
}

function locationOf(loc: EpubLocation, rendition: EpubRendition): ReaderLocation {
  const percentage = loc.start.percentage;
  return {
    cfi: loc.start.cfi,
    fraction:
      rendition.locations && typeof percentage === 'number'
        ? loc.atEnd
          ? 1
          : clampFraction(percentage)
        : null,
    spineIndex: loc.start.index,
    screen: readerScreen(
      loc.start.index,
      loc.start.displayed.page,
      loc.start.displayed.total,
      rendition._layout?.divisor ?? 1,
    ),
    atStart: Boolean(loc.atStart),
    atEnd: Boolean(loc.atEnd),
  };
}

/** Where the reader is, keys pressed inside the book's frame, and swipes to turn pages. */
function listenToRendition(session: ReaderSession, rendition: EpubRendition, host: ReaderSessionHost) {
  rendition.on('relocated', (loc: EpubLocation) => {
    if (!session.cancelled) host.setLocation(locationOf(loc, rendition));
  });
  rendition.on('keydown', (event) => host.latest.current.onFrameKey(event as KeyboardEvent));
  let touch: { x: number; y: number } | null = null;
  rendition.on('touchstart', (event) => {
    const t = (event as TouchEvent).changedTouches[0];
    touch = t ? { x: t.screenX, y: t.screenY } : null;
  });
  rendition.on('touchend', (event) => {
    const t = (event as TouchEvent).changedTouches[0];
    if (!touch || !t) return;
    const direction = swipeDirection(t.screenX - touch.x, t.screenY - touch.y);
    touch = null;
    if (direction === 'next') void rendition.next();
    if (direction === 'previous') void rendition.prev();
  });
}

/** The first page, with the member's text size and theme applied first so a stored CFI lands on the page it was read on. */
async function displayStart(session: ReaderSession, rendition: EpubRendition, host: ReaderSessionHost) {
  const { appearance, startCfi } = host.latest.current;
  applyAppearance(rendition, appearance);
  host.appliedRef.current = appearanceKey(appearance);
  const display = rendition.display(startCfi ?? undefined).catch(() => {
    // A stored CFI from another edition of the file: start at the beginning instead.
    if (!session.cancelled) return rendition.display();
  });
  session.reading = display.catch(() => undefined);
  await display;
}

/** The book's locations (cached per file), then where we are again now that percentages can be computed. */
async function countLocations(
  session: ReaderSession,
  book: EpubBook,
  rendition: EpubRendition,
  host: ReaderSessionHost,
) {
  const cacheKey = locationsCacheKey(host.latest.current.url);
  const counting = bookLocations(book, loadCachedLocations(cacheKey));
  session.reading = counting.catch(() => undefined);
  const locations = await counting;
  if (session.cancelled) return;
  saveCachedLocations(cacheKey, locations.toJSON());
  rendition.locations = locations;
  const current = rendition.location;
  if (!current) return;
  const fraction = locations.percentageFromCfi(current.start.cfi);
  host.setLocation((previous) =>
    previous && fraction !== null
      ? { ...previous, fraction: current.atEnd ? 1 : clampFraction(fraction) }
      : previous,
  );
}

export function flattenToc(book: EpubBook): TocEntry[] {
  const out: TocEntry[] = [];
  const walk = (items: EpubBook['toc'], depth: number) => {
    for (const item of items) {
      out.push({
        title: item.title.trim(),
        spineIndex: spineIndexOf(book, item.href),
        depth,
        key: `${out.length}`,
      });
      if (item.children?.length) walk(item.children, depth + 1);
    }
  };
  walk(book.toc, 0);
  return out;
}
