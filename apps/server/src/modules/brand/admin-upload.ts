/**
 * A brand's uploaded logo, PNG, JPEG or WebP (never SVG: librsvg would follow its references to
 * files and URLs on the server). As the member's profile picture (modules/account/avatar.ts),
 * the size is read from the header before any pixel is decoded and every stored file is re-encoded
 * from the pixels with sharp, so nothing of the upload's own bytes survives. From it: the logo (at
 * most 480 × 96, the 240 × 48 wordmark box at 2×) and the icons at the favicon and app-icon sizes
 * (SPEC.md 1: 32 and 16), where the favicon route and web/app-icons.ts look for them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { BRAND_ICON_SIZES, brandAssetDir, iconFileName } from './admin-art';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 4096;
export const LOGO_MAX_PIXELS = 4096 * 3072;
const LOGO_BOX = { width: 480, height: 96 };
/** One picture decoded at a time in this process, as for profile pictures. */
const decodeSlot = pLimit(1);
const INPUT: sharp.SharpOptions = { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'error' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The upload's own magic bytes: only these kinds, whatever else libvips could read. */
function sniff(buf: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (buf.length > 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length > 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface BrandArt {
  logo: Buffer;
  icons: { size: number; png: Buffer }[];
}

/** The logo and icons re-encoded from the upload, or null when it is not a usable picture. */
export async function brandArtFromUpload(buf: Buffer): Promise<BrandArt | null> {
  if (buf.length === 0 || buf.length > LOGO_MAX_BYTES) return null;
  const kind = sniff(buf);
  if (!kind) return null;
  try {
    const meta = await sharp(buf, { ...INPUT, limitInputPixels: false }).metadata();
    const { width, height } = meta;
    if (meta.format !== kind || !width || !height) return null;
    if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE || width * height > LOGO_MAX_PIXELS) return null;
    if (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE) return null;
    return await decodeSlot(async () => {
      const upright = await sharp(buf, INPUT).rotate().ensureAlpha().png().toBuffer();
      const logo = await sharp(upright)
        .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      const icons = await Promise.all(
        BRAND_ICON_SIZES.map(async (size) => ({
          size,
          png: await sharp(upright)
            .resize(size, size, { fit: 'contain', background: TRANSPARENT })
            .png()
            .toBuffer(),
        })),
      );
      return { logo, icons };
    });
  } catch {
    return null;
  }
}

/**
 * Writes the art under DATA_DIR/brand-assets/<id>/ and answers the URLs the brand row points at.
 * The logo's name carries its content hash and the icon URL a version, so browsers and the CDN
 * fetch the new art at once; the icons keep the fixed names the favicon route reads.
 */
export async function writeBrandArt(
  dataDir: string,
  brandId: string,
  art: BrandArt,
): Promise<{ logoUrl: string; iconUrl: string }> {
  const dir = brandAssetDir(dataDir, brandId);
  await fs.mkdir(dir, { recursive: true });
  const hash = createHash('sha256').update(art.logo).digest('hex').slice(0, 16);
  const logoName = `logo-${hash}.png`;
  await fs.writeFile(path.join(dir, logoName), art.logo);
  for (const icon of art.icons) {
    // Written beside, then renamed over: a request never reads half an icon.
    const file = path.join(dir, iconFileName(icon.size));
    await fs.writeFile(`${file}.tmp`, icon.png);
    await fs.rename(`${file}.tmp`, file);
  }
  return {
    logoUrl: `/brand-assets/${brandId}/${logoName}`,
    iconUrl: `/brand-assets/${brandId}/${iconFileName(32)}?v=${hash}`,
  };
}
