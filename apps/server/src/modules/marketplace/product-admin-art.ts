/**
 * A product's uploaded picture (issue 33 scope 2), PNG, JPEG or WebP (never SVG), as the brand
 * logo (modules/brand/admin-upload.ts): the size is read from the header before any pixel is
 * decoded, and the stored file is re-encoded from the pixels with sharp, so nothing of the upload's
 * own bytes survives. The member area's product pages show every picture in a square frame (the
 * gallery's 1 / 1 box, at most 580 px wide, and its 68 px thumbnails), so each upload becomes one
 * WebP of PRODUCT_PICTURE_SIDE² (2× the gallery), the picture fitted inside on a transparent ground.
 * Files are named by their content hash under DATA_DIR/brand-assets/<brand>/products/, served by
 * the brand-assets route like the logo.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';

export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_MIN_SIDE = 64;
export const PICTURE_MAX_SIDE = 8192;
export const PICTURE_MAX_PIXELS = 6000 * 6000;
/** The square every product picture is stored at (the member area's gallery at 2×). */
export const PRODUCT_PICTURE_SIDE = 1200;
/** At most this many pictures on one product (the gallery's strip). */
export const PRODUCT_PICTURES_MAX = 8;

const decodeSlot = pLimit(1);
const INPUT: sharp.SharpOptions = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

function sniff(buf: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (buf.length > 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length > 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** The upload re-encoded as the stored WebP, or null when it is not a usable picture. */
export async function productPictureFromUpload(buf: Buffer): Promise<Buffer | null> {
  if (buf.length === 0 || buf.length > PICTURE_MAX_BYTES) return null;
  const kind = sniff(buf);
  if (!kind) return null;
  try {
    const meta = await sharp(buf, { ...INPUT, limitInputPixels: false }).metadata();
    const { width, height } = meta;
    if (meta.format !== kind || !width || !height) return null;
    if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE || width * height > PICTURE_MAX_PIXELS)
      return null;
    if (width < PICTURE_MIN_SIDE || height < PICTURE_MIN_SIDE) return null;
    return await decodeSlot(() =>
      sharp(buf, INPUT)
        .rotate()
        .resize(PRODUCT_PICTURE_SIDE, PRODUCT_PICTURE_SIDE, { fit: 'contain', background: TRANSPARENT })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
}

const productPictureDir = (dataDir: string, brandId: string) =>
  path.join(dataDir, 'brand-assets', brandId, 'products');

/** The stored picture's URL path: its content hash, so a new picture is a new URL. */
export function productPictureUrl(brandId: string, webp: Buffer): string {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 20);
  return `/brand-assets/${brandId}/products/${hash}.webp`;
}

/** Writes the picture (the same bytes again are the same file, left as they are). */
export async function writeProductPicture(dataDir: string, brandId: string, webp: Buffer): Promise<string> {
  const url = productPictureUrl(brandId, webp);
  const dir = productPictureDir(dataDir, brandId);
  await fs.mkdir(dir, { recursive: true });
  await fs
    .writeFile(path.join(dir, path.posix.basename(url)), webp, { flag: 'wx' })
    .catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  return url;
}
