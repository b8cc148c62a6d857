import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EpubRendition } from 'epubjs/src/index';
import { BookLoadError, type EpubBook } from './epub';
import { appearanceKey, applyAppearance, openReaderSession, type ReaderSession } from './epub-session';
import { locationsCacheKey } from './reader-rules';
import type { ReaderAppearance, ReaderLocation, ReaderStatus, TocEntry } from './reader-types';

export type { ReaderAppearance, ReaderLocation, ReaderStatus, TocEntry } from './reader-types';

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
    const session: ReaderSession = { cancelled: false, reading: Promise.resolve(), cleanup: null };
    setStatus('loading');
    setLocation(null);
    const host = { latest, renditionRef, bookRef, appliedRef, setStatus, setToc, setLocation };
    openReaderSession(session, element, host).catch((error: unknown) => {
      if (session.cancelled) return;
      console.warn('[ebook] could not open the book', error);
      setStatus('failed');
      const status = error instanceof BookLoadError ? error.status : null;
      latest.current.onFailure(status === 0 ? 'network' : 'media_unavailable');
    });
    return () => {
      session.cancelled = true;
      session.cleanup?.();
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
