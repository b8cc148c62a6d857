import { storage } from '../../../app/storage';
import { clampFontStep, DEFAULT_FONT_STEP, isReaderTheme, type ReaderTheme } from './reader-rules';

// Remembered on the device for every book, like a paper reader's habit.
const FONT_KEY = 'ma_reader_font_step';
const THEME_KEY = 'ma_reader_theme';

export function loadFontStep(): number {
  const stored = storage.get(FONT_KEY);
  return stored === null ? DEFAULT_FONT_STEP : clampFontStep(Number(stored));
}

export function saveFontStep(step: number): void {
  storage.set(FONT_KEY, String(clampFontStep(step)));
}

export function loadTheme(): ReaderTheme {
  const stored = storage.get(THEME_KEY);
  return isReaderTheme(stored) ? stored : 'dark';
}

export function saveTheme(theme: ReaderTheme): void {
  storage.set(THEME_KEY, theme);
}

/** Locations are costly to build (every chapter is parsed), so a tab builds them once per book. */
export function loadCachedLocations(key: string): string[] | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) && parsed.every((cfi) => typeof cfi === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export function saveCachedLocations(key: string, locations: readonly string[]): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(locations));
  } catch {
    // Storage full or unavailable: the next open builds them again.
  }
}
