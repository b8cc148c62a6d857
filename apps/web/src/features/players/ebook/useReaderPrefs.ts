import { useEffect, useState } from 'react';
import { loadFontStep, loadTheme, saveFontStep, saveTheme } from './reader-prefs';
import { clampFontStep, type ReaderTheme } from './reader-rules';

/** The text size and reading theme, remembered for the next book. */
export function useReaderPrefs() {
  const [fontStep, setFontStep] = useState(loadFontStep);
  const [theme, setTheme] = useState<ReaderTheme>(loadTheme);
  useEffect(() => saveFontStep(fontStep), [fontStep]);
  useEffect(() => saveTheme(theme), [theme]);
  const changeFont = (delta: number) => setFontStep((step) => clampFontStep(step + delta));
  return { fontStep, theme, setTheme, changeFont };
}
