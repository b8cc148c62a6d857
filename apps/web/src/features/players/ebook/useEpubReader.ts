import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EpubLocation, EpubRendition } from 'epubjs/src/index';
import { BookLoadError, bookLocations, openBook, renderBook, spineIndexOf, type EpubBook } from './epub';
import { readerScreen, type ReaderScreen } from '@member-area/domain';
import { clampFraction, locationsCacheKey, swipeDirection } from './reader-rules';
import { loadCachedLocations, saveCachedLocations } from './reader-prefs';

export interface TocEntry {
  title: string;
  spineIndex: number;
  depth: number;
  key: string;
}

export interface ReaderLocation {
  cfi: string;
  /** 0..1 of the book, null until the locations are built. */
  fraction: number | null;
  spineIndex: number;
  /** The screen shown, counted within its chapter (what the member turns). */
  screen: ReaderScreen;
  atStart: boolean;
  atEnd: boolean;
}

export type ReaderStatus = 'loading' | 'ready' | 'failed';

/** How the pages look: text size and the theme's colours. */
export interface ReaderAppearance {
  fontSize: string;
  color: string;
  background: string;
}

const appearanceKey = ({ fontSize, color, background }: ReaderAppearance) =>
  `${fontSize}|${color}|${background}`;

function applyAppearance(rendition: EpubRendition, { fontSize, color, background }: ReaderAppearance) {
  rendition.themes.fontSize(fontSize);
  rendition.themes.override('color', color);
  rendition.themes.override('background', background);
}

interface Options {
  url: string;
  viewerRef: RefObject<HTMLDivElement | null>;
  /** Where to open: a stored CFI, or the start. */
  startCfi: string | null;
  appearance: ReaderAppearance;
  /** Asked once when the file answers 403 (signed URL expired): the fresh URL, or null. */
  refreshUrl(): Promise<string | null>;
  onFailure(reason: 'expired' | 'media_unavailable' | 'network'): void;
  /** A key pressed while focus is inside the book's frame (the frame's events do not bubble out). */
  onFrameKey(event: KeyboardEvent): void;
}

function flattenToc(book: EpubBook): TocEntry[] {
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

/**
 * Opens an EPUB with epub.js into `viewerRef`, paginated (one page on phones, a spread on wide
 * screens), and follows where the reader is. The book is opened once per file: a refreshed signed
 * URL for the same file does not reopen it (everything is already unpacked in memory).
 */
export function useEpubReader({
  url,
  viewerRef,
  startCfi,
  appearance,
  refreshUrl,
  onFailure,
  onFrameKey,
}: Options) {
  const [status, setStatus] = useState<ReaderStatus>('loading');
  const [toc, setToc] = useState<TocEntry[]>([]);
  const [location, setLocation] = useState<ReaderLocation | null>(null);
  const renditionRef = useRef<EpubRendition | null>(null);
  const bookRef = useRef<EpubBook | null>(null);
  const appliedRef = useRef<string | null>(null);

  // Callbacks change every render; the book is opened once, so it reads them through a ref.
  const latest = useRef({ url, startCfi, appearance, refreshUrl, onFailure, onFrameKey });
  latest.current = { url, startCfi, appearance, refreshUrl, onFailure, onFrameKey };
  const fileKey = locationsCacheKey(url);

  useEffect(() => {
    const element = viewerRef.current;
    if (!element) return;
    let cancelled = false;
    let cleanup: (() => void) | null = null;
    // What epub.js is still reading from the archive (laying out the first page, counting the
    // book's locations): the archive is destroyed only once that is done, or the reads left go to
    // "<page>/undefined" and reject where nothing catches them (found by the route walk, which
    // closes the reader at once).
    let reading: Promise<unknown> = Promise.resolve();
    setStatus('loading');
    setLocation(null);

    const open = async () => {
      let opened;
      try {
        opened = await openBook(latest.current.url);
      } catch (error) {
        if (!(error instanceof BookLoadError) || error.status !== 403) throw error;
        const fresh = await latest.current.refreshUrl();
        if (cancelled) return;
        if (!fresh) {
          latest.current.onFailure('expired');
          return;
        }
        opened = await openBook(fresh);
      }
      const { archive, book } = opened;
      if (cancelled) {
        archive.destroy();
        return;
      }
      bookRef.current = book;
      const phone = window.matchMedia('(max-width: 720px)').matches;
      const rendition = renderBook(book, element, { spread: phone ? 'none' : 'auto' });
      renditionRef.current = rendition;
      // A new text size lays the chapter out again after epub.js has reported the location, so its
      // page count would stay the old one: the chapter's frame changes width then, and the
      // location (with its count) is read again when it does.
      const resized = new ResizeObserver(() => {
        if (!cancelled && rendition.location) void rendition.reportLocation();
      });
      const watchFrames = () => element.querySelectorAll('iframe').forEach((frame) => resized.observe(frame));
      const frames = new MutationObserver(watchFrames);
      frames.observe(element, { childList: true, subtree: true });
      cleanup = () => {
        frames.disconnect();
        resized.disconnect();
        renditionRef.current = null;
        bookRef.current = null;
        rendition.destroy();
        void reading.finally(() => archive.destroy());
      };

      rendition.on('relocated', (loc: EpubLocation) => {
        if (cancelled) return;
        const percentage = loc.start.percentage;
        setLocation({
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
        });
      });
      rendition.on('keydown', (event) => latest.current.onFrameKey(event as KeyboardEvent));
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

      setToc(flattenToc(book));
      // Before the first page is laid out, so the stored CFI lands on the page it was read on.
      applyAppearance(rendition, latest.current.appearance);
      appliedRef.current = appearanceKey(latest.current.appearance);
      const start = latest.current.startCfi;
      const display = rendition.display(start ?? undefined).catch(() => {
        // A stored CFI from another edition of the file: start at the beginning instead.
        if (!cancelled) return rendition.display();
      });
      reading = display.catch(() => undefined);
      await display;
      if (cancelled) return;
      setStatus('ready');

      const cacheKey = locationsCacheKey(latest.current.url);
      const counting = bookLocations(book, loadCachedLocations(cacheKey));
      reading = counting.catch(() => undefined);
      const locations = await counting;
      if (cancelled) return;
      saveCachedLocations(cacheKey, locations.toJSON());
      rendition.locations = locations;
      // Re-read where we are now that percentages can be computed.
      const current = rendition.location;
      if (current) {
        const fraction = locations.percentageFromCfi(current.start.cfi);
        setLocation((previous) =>
          previous && fraction !== null
            ? { ...previous, fraction: current.atEnd ? 1 : clampFraction(fraction) }
            : previous,
        );
      }
    };

    open().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('[ebook] could not open the book', error);
      setStatus('failed');
      const status = error instanceof BookLoadError ? error.status : null;
      latest.current.onFailure(status === 0 ? 'network' : 'media_unavailable');
    });

    return () => {
      cancelled = true;
      cleanup?.();
    };
    // Reopen only for another file (fileKey), not for a refreshed token of the same one.
  }, [fileKey, viewerRef]);

  // A new text size or theme re-lays the pages out: go back to the first word that was shown.
  const { fontSize, color, background } = appearance;
  useEffect(() => {
    const rendition = renditionRef.current;
    const wanted = { fontSize, color, background };
    if (!rendition || status !== 'ready' || appliedRef.current === appearanceKey(wanted)) return;
    appliedRef.current = appearanceKey(wanted);
    const cfi = rendition.location?.start.cfi;
    applyAppearance(rendition, wanted);
    if (cfi) void rendition.display(cfi);
  }, [fontSize, color, background, status]);

  const next = useCallback(() => void renditionRef.current?.next(), []);
  const previous = useCallback(() => void renditionRef.current?.prev(), []);
  const goToSpine = useCallback((index: number) => {
    const rendition = renditionRef.current;
    const book = bookRef.current;
    if (!rendition || !book || index < 0 || index >= book.spine.length) return;
    void rendition.display(index);
  }, []);

  return { status, toc, location, renditionRef, bookRef, next, previous, goToSpine };
}
