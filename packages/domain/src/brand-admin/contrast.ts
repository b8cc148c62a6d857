/**
 * An accent colour must stay readable on the member area's dark theme (issue 31 scope 5: the
 * console shows the contrast and refuses a colour below WCAG AA). The formula is the WCAG 2.1
 * text itself (docs/adr/0011-wcag-contrast-formula.md says why it is ours, not a library's).
 */

/** The member area's page background (SPEC.md 1: always dark; apps/web/src/styles/global.css --bg). */
export const DARK_THEME_BACKGROUND = '#08090c';

/**
 * WCAG 2.1 AA for normal text (success criterion 1.4.3). The accent colours a brand picks are used
 * for links, labels and small text on the page background, not only for large headings or icons,
 * so the 3:1 of large text and non-text contrast (1.4.11) would let unreadable small text through.
 */
export const MIN_ACCENT_CONTRAST = 4.5;

/** `#RRGGBB`: the one shape the server writes into a <style> element and a meta tag. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** sRGB channel (0–255) to linear light, WCAG 2.1 "relative luminance". */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance of a `#RRGGBB` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new RangeError(`not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((at) => linear(parseInt(hex.slice(at, at + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two `#RRGGBB` colours, 1 to 21, whichever order they come in. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour's contrast against the dark theme's background: what the console shows beside it. */
export function contrastOnDarkTheme(hex: string): number {
  return contrastRatio(hex, DARK_THEME_BACKGROUND);
}

export type AccentContrastProblem = 'color_invalid' | 'contrast_too_low';

/**
 * Why the accent colour (`accentColor`: text, links and outlines on the page background) is
 * refused, or null when it is a `#RRGGBB` colour readable on the dark theme.
 */
export function accentContrastProblem(hex: string): AccentContrastProblem | null {
  if (!isHexColor(hex)) return 'color_invalid';
  return contrastOnDarkTheme(hex) < MIN_ACCENT_CONTRAST ? 'contrast_too_low' : null;
}

/**
 * The label colours a filled accent control may carry (apps/web/src/app/theme.ts contrastText):
 * white, or the near-black of the theme, whichever reads better on the fill.
 */
export const FILL_LABEL_COLORS = ['#ffffff', '#0a0b0f'] as const;

/** The contrast of a filled control's label on `hex`: the better of the two label colours. */
export function fillLabelContrast(hex: string): number {
  return Math.max(...FILL_LABEL_COLORS.map((label) => contrastRatio(hex, label)));
}

/**
 * Why the exact brand colour (`accentColorExact`: the fill of buttons and badges) is refused. It
 * sits behind its label rather than on the page, so its label is what must reach AA; a deep brand
 * violet (PlayMax's #7C3AED, 3.5:1 on the page) is a fine fill under white text. Mid-tones where
 * neither white nor near-black reaches 4.5:1 are refused.
 */
export function accentFillProblem(hex: string): AccentContrastProblem | null {
  if (!isHexColor(hex)) return 'color_invalid';
  return fillLabelContrast(hex) < MIN_ACCENT_CONTRAST ? 'contrast_too_low' : null;
}
