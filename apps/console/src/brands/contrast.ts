/**
 * WCAG 2.1 contrast of a brand's accent colours against the console's (and the member area's) dark
 * theme, shown live beside the colour inputs. A preview only: the server decides, with its own rule,
 * and refuses a colour below AA (`contrast_too_low`).
 */

/** The member area's page background (apps/web/src/styles/global.css `--bg`). */
export const DARK_THEME_BACKGROUND = '#08090c';
/** The darkest text the member area puts on a light accent (apps/web/src/app/theme.ts). */
const DARK_LABEL = '#0a0b0f';
/** WCAG 2.1 AA for normal text (1.4.3). */
export const AA_TEXT_RATIO = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#RGB' or '#RRGGBB' (with or without '#', any case) as '#rrggbb'; null for anything else. */
export function normalizeHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

/** WCAG relative luminance of a '#rrggbb' colour (0 black to 1 white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastCheck {
  /** Rounded down to two decimals, so 4.499 never shows as a passing 4.5. */
  ratio: number;
  passesAA: boolean;
}

function check(ratio: number): ContrastCheck {
  const rounded = Math.floor(ratio * 100) / 100;
  return { ratio: rounded, passesAA: ratio >= AA_TEXT_RATIO };
}

/** The accent as text and lines on the dark background; null while the input is not a colour. */
export function contrastOnDarkTheme(color: string): ContrastCheck | null {
  const hex = normalizeHex(color);
  return hex ? check(contrastRatio(hex, DARK_THEME_BACKGROUND)) : null;
}

/**
 * The exact accent as a button fill: the member area writes its label in white or near-black,
 * whichever reads better (apps/web/src/app/theme.ts contrastText), so that is the ratio that counts.
 */
export function contrastOfLabelOn(fill: string): ContrastCheck | null {
  const hex = normalizeHex(fill);
  if (!hex) return null;
  return check(Math.max(contrastRatio(hex, '#ffffff'), contrastRatio(hex, DARK_LABEL)));
}
