/**
 * A new brand's first art, so its host shows a logo and favicons at once (issue 31 scope 7): the
 * brand's initial on a disc of its exact colour, and its name beside it, drawn the way the seed's
 * wordmarks are (a 240 × 48 SVG for the dark theme). Icons are PNGs of the disc at the favicon and
 * app-icon sizes, where the favicon route and web/app-icons.ts look for them. An operator's upload
 * (admin-logo.ts) replaces them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fillLabelContrast, contrastRatio } from '@member-area/domain';
import { escapeHtml } from '../../lib/html';

/** Favicons (SPEC.md 1: 32 and 16) and the installable app's sources (web/app-icons.ts). */
export const BRAND_ICON_SIZES = [16, 32, 192, 512] as const;
export const LOGO_FILE = 'logo.svg';
export const iconFileName = (size: number): string => `icon-${size}.png`;

const FONT_FAMILY = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
const NAME_COLOR = '#f4f4f6';

/** The first letter or digit of the name, upper-case; a name of symbols gets a neutral mark. */
export function brandInitial(name: string): string {
  const letter = [...name.trim()].find((c) => /[\p{L}\p{N}]/u.test(c));
  return (letter ?? '•').toLocaleUpperCase('en-US');
}

/** Whichever of white or near-black reads better on the disc (as theme.ts picks a button's label). */
function labelOn(fill: string): string {
  return contrastRatio(fill, '#ffffff') >= fillLabelContrast(fill) ? '#ffffff' : '#0a0b0f';
}

function disc(
  initial: string,
  fill: string,
  size: number,
  at: { x: number; y: number } = { x: 0, y: 0 },
): string {
  const r = size / 2;
  return [
    `<circle cx="${at.x + r}" cy="${at.y + r}" r="${r}" fill="${fill}"/>`,
    `<text x="${at.x + r}" y="${at.y + r}" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" `,
    `font-size="${Math.round(size * 0.55)}" font-weight="700" fill="${labelOn(fill)}">${escapeHtml(initial)}</text>`,
  ].join('');
}

export function initialIconSvg(name: string, fill: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${disc(brandInitial(name), fill, size)}</svg>`;
}

export function initialLogoSvg(name: string, fill: string): string {
  const chars = [...name].length;
  const fontSize = Math.min(26, Math.floor(176 / Math.max(1, chars * 0.6)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" width="240" height="48" role="img" aria-label="${escapeHtml(name)}">`,
    `<title>${escapeHtml(name)}</title>`,
    disc(brandInitial(name), fill, 40, { x: 4, y: 4 }),
    `<text x="58" y="${(24 + fontSize * 0.36).toFixed(1)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="${NAME_COLOR}">${escapeHtml(name)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

export function brandAssetDir(dataDir: string, brandId: string): string {
  return path.join(dataDir, 'brand-assets', brandId);
}

/**
 * Writes the logo and icons of a new brand into DATA_DIR/brand-assets/<id>/, skipping files that
 * already exist (an operator's art survives). Returns the names written.
 */
export async function writeInitialArt(
  dataDir: string,
  brand: { id: string; name: string; accentColorExact: string },
): Promise<string[]> {
  const dir = brandAssetDir(dataDir, brand.id);
  await fs.mkdir(dir, { recursive: true });
  const files: [string, () => Promise<Buffer | string>][] = [
    [LOGO_FILE, async () => initialLogoSvg(brand.name, brand.accentColorExact)],
    ...BRAND_ICON_SIZES.map((size): [string, () => Promise<Buffer>] => [
      iconFileName(size),
      () =>
        sharp(Buffer.from(initialIconSvg(brand.name, brand.accentColorExact, size)))
          .png()
          .toBuffer(),
    ]),
  ];
  const written: string[] = [];
  for (const [name, render] of files) {
    // 'wx': never overwrite, also when another instance wrote the file meanwhile.
    const wrote = await fs
      .writeFile(path.join(dir, name), await render(), { flag: 'wx' })
      .then(() => true)
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') return false;
        throw err;
      });
    if (wrote) written.push(name);
  }
  return written;
}
