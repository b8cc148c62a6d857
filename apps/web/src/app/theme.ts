import { DEFAULT_ACCENT_COLOR, DEFAULT_ACCENT_COLOR_EXACT, type PublicBrand } from '@member-area/domain';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function normalizeHex(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  if (!HEX.test(trimmed)) return fallback === '' ? fallback : normalizeHex(fallback, '');
  if (trimmed.length === 4) {
    const [, r = '0', g = '0', b = '0'] = trimmed;
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  return trimmed.toLowerCase();
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Text colour for a filled accent button: whichever of near-black or white reads better. */
export function contrastText(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#0a0b0f') + 0.05);
  return onDark > onWhite ? '#0a0b0f' : '#ffffff';
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** How far a pointed-at accent button moves from its resting fill. */
const HOVER_SHIFT = 0.14;

/**
 * The fill of an accent button under the pointer: the accent moved away from its text colour
 * (darker under white text, lighter under dark text), so hovering never lowers the contrast that
 * WCAG AA asks of the label, as lightening every brand's accent did for violet and pink.
 */
export function hoverFill(hex: string): string {
  const toward = contrastText(hex) === '#ffffff' ? 0 : 255;
  const channels = [1, 3, 5].map((offset) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (toward - value) * HOVER_SHIFT);
  });
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export interface ThemeVariables {
  '--accent': string;
  '--accent-exact': string;
  '--accent-contrast': string;
  '--accent-hover': string;
}

export function themeVariables(
  brand: Pick<PublicBrand, 'accentColor' | 'accentColorExact'> | null,
): ThemeVariables {
  const accent = normalizeHex(brand?.accentColor, DEFAULT_ACCENT_COLOR);
  const exact = normalizeHex(brand?.accentColorExact, DEFAULT_ACCENT_COLOR_EXACT);
  return {
    '--accent': accent,
    '--accent-exact': exact,
    '--accent-contrast': contrastText(exact),
    '--accent-hover': hoverFill(exact),
  };
}

/** Applies the brand accents (the server injects them too; Vite dev does not). */
export function applyTheme(brand: PublicBrand | null, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(brand))) root.style.setProperty(name, value);
}

/** Keeps <link rel=icon> on the brand icon (sizes 32 and 16) if the brand changes after load. */
export function applyFavicon(iconUrl: string | null | undefined): void {
  if (!iconUrl) return;
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]'));
  if (links.length === 0) {
    for (const size of ['32x32', '16x16']) {
      const link = document.createElement('link');
      link.rel = 'icon';
      link.sizes.value = size;
      link.href = iconUrl;
      document.head.appendChild(link);
    }
    return;
  }
  for (const link of links) if (link.getAttribute('href') !== iconUrl) link.href = iconUrl;
}
