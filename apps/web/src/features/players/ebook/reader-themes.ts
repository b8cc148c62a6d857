import type { CSSProperties } from 'react';
import type { ReaderTheme } from './reader-rules';

/** Page colours of each reading theme; the frame around the book takes the same background. */
export const THEME_COLOURS: Record<ReaderTheme, { background: string; text: string }> = {
  light: { background: '#fbfaf7', text: '#1d1e22' },
  sepia: { background: '#f3e9d2', text: '#4f3d2b' },
  dark: { background: '#16181d', text: '#d9dce3' },
};

/** The theme's colours as the CSS variables the reader's frame reads. */
export function pageColours(theme: ReaderTheme): CSSProperties {
  return {
    '--page-bg': THEME_COLOURS[theme].background,
    '--page-text': THEME_COLOURS[theme].text,
  } as CSSProperties;
}
