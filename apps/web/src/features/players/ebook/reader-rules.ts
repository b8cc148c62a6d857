/** The reader's rules, kept apart from epub.js so they are tested as plain functions. */

/** Text sizes the reader steps through (Shift+< / Shift+>), in percent of the book's own size. */
export const FONT_STEPS = [85, 100, 115, 130, 150] as const;
export const DEFAULT_FONT_STEP = 1;

export const READER_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

export function clampFontStep(step: number): number {
  if (!Number.isFinite(step)) return DEFAULT_FONT_STEP;
  return Math.min(FONT_STEPS.length - 1, Math.max(0, Math.round(step)));
}

export function isReaderTheme(value: unknown): value is ReaderTheme {
  return typeof value === 'string' && (READER_THEMES as readonly string[]).includes(value);
}

export function clampFraction(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

/** What the reader stores in MediaProgress.position (playback.graphql). */
export interface EbookPosition {
  cfi: string;
  percent: number;
  page: number;
}

/** Reads a stored position; anything but an epubcfi string is no position at all. */
export function parseEbookPosition(
  position: Record<string, unknown> | null | undefined,
): EbookPosition | null {
  if (!position) return null;
  const { cfi, percent, page } = position;
  if (typeof cfi !== 'string' || !cfi.startsWith('epubcfi(')) return null;
  return {
    cfi,
    percent: typeof percent === 'number' ? clampFraction(percent) : 0,
    page: typeof page === 'number' && page >= 1 ? Math.floor(page) : 1,
  };
}

/**
 * The key under which a book's locations are cached: its URL without the signing token (a path
 * segment after /media/s/) and without a query, so a refreshed URL finds the same cache.
 */
export function locationsCacheKey(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return `ma_epub_locations:${url}`;
  }
  const path = parsed.pathname.replace(/\/media\/s\/[^/]+\//, '/media/');
  return `ma_epub_locations:${path}`;
}

/** A horizontal swipe turns the page: at least 50 px, and more sideways than up or down. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The chapter a spine item belongs to: the last table-of-contents entry at or before it. */
export function chapterTitleAt(
  toc: readonly { spineIndex: number; title: string }[],
  spine: number | null,
): string | null {
  if (spine === null) return null;
  const entries = toc.filter((entry) => entry.spineIndex >= 0 && entry.spineIndex <= spine);
  return entries.at(-1)?.title ?? null;
}
