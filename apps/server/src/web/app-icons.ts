import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SERVER_ROOT } from '../config';

/** The icons an installable app needs (Chromium: a 192 and a 512), plus a maskable one for launchers. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
export type AppIconPurpose = 'any' | 'maskable';
/** The brand art the icons are made from, best first: the largest the brand has. */
const SOURCE_SIZES = [512, 192, 32] as const;
/**
 * A maskable icon is cut by the launcher to a circle, squircle or rounded square: only the centre
 * circle of 40 % radius is certain to stay (w3.org/TR/appmanifest "icon masks"). The brand's mark
 * takes the middle 60 % (its corners fall inside that circle), on a full bleed of the brand colour.
 */
const MASKABLE_MARK = 0.6;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function appIconPath(purpose: AppIconPurpose, size: AppIconSize): string {
  return `/app-icons/${purpose}-${size}.png`;
}

/** The brand's largest icon under DATA_DIR/brand-assets/<brand>/, else the default art's. */
export function appIconSource(dataDir: string, brandId: string): string {
  const candidates = [
    ...(SAFE_ID.test(brandId)
      ? SOURCE_SIZES.map((size) => path.join(dataDir, 'brand-assets', brandId, `icon-${size}.png`))
      : []),
    ...SOURCE_SIZES.map((size) => path.join(SERVER_ROOT, 'assets', `default-icon-${size}.png`)),
  ];
  for (const file of candidates) if (fs.existsSync(file)) return file;
  throw new Error('no default icon under apps/server/assets');
}

/** One icon of the web app manifest, made from the brand's art with sharp (libvips). */
export async function renderAppIcon(
  source: Buffer,
  opts: { size: AppIconSize; purpose: AppIconPurpose; background: string },
): Promise<Buffer> {
  const { size, purpose, background } = opts;
  if (purpose === 'any') {
    return sharp(source)
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  const mark = Math.round(size * MASKABLE_MARK);
  const inner = await sharp(source)
    .resize(mark, mark, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * Rendered icons, kept in memory: a few per brand, each a few kB. The key carries the source
 * file's modification time, so an operator's new art is picked up at the next request.
 */
export class AppIcons {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly dataDir: string) {}

  async get(
    brandId: string,
    size: AppIconSize,
    purpose: AppIconPurpose,
    background: string,
  ): Promise<Buffer> {
    const source = appIconSource(this.dataDir, brandId);
    const stat = await fs.promises.stat(source);
    const key = `${brandId}|${size}|${purpose}|${background}|${source}|${stat.mtimeMs}`;
    let icon = this.cache.get(key);
    if (!icon) {
      icon = fs.promises.readFile(source).then((buf) => renderAppIcon(buf, { size, purpose, background }));
      // A failure is not kept: the next request tries again.
      icon.catch(() => this.cache.delete(key));
      this.cache.set(key, icon);
    }
    return icon;
  }
}
