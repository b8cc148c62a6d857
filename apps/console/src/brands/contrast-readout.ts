import {
  MIN_ACCENT_CONTRAST,
  accentContrastProblem,
  accentFillProblem,
  contrastOnDarkTheme,
  fillLabelContrast,
  isHexColor,
} from '@member-area/domain';

export interface ContrastReadout {
  /** Rounded down to two decimals, so 4.499 never shows as a passing 4.5. */
  ratio: number;
  /** Whether the server takes it: the domain's accentContrastProblem / accentFillProblem. */
  passesAA: boolean;
}

/** The least ratio WCAG AA asks of text (1.4.3), as the domain's rule applies it. */
export const AA_RATIO = MIN_ACCENT_CONTRAST;

/**
 * The live contrast beside a colour field, with the domain's rules (packages/domain/src/brand-admin/
 * contrast.ts): `text` is the accent on the dark page, `fill` the better label on a button of that
 * colour. Null while the value is not `#RRGGBB`, the one shape the server takes.
 */
export function contrastReadout(value: string, kind: 'text' | 'fill'): ContrastReadout | null {
  const hex = value.trim();
  if (!isHexColor(hex)) return null;
  const ratio = kind === 'text' ? contrastOnDarkTheme(hex) : fillLabelContrast(hex);
  const problem = kind === 'text' ? accentContrastProblem(hex) : accentFillProblem(hex);
  return { ratio: Math.floor(ratio * 100) / 100, passesAA: problem === null };
}

/** The colour picker's value: the field's colour when it is one, else `fallback`. */
export function pickerValue(value: string, fallback: string): string {
  const hex = value.trim();
  return isHexColor(hex) ? hex.toLowerCase() : fallback;
}
