/**
 * A brand's uploaded logo, PNG, JPEG or WebP (never SVG: librsvg would follow its references to
 * files and URLs on the server). As the member's profile picture (modules/account/avatar.ts),
 * the size is read from the header before any pixel is decoded and every stored file is re-encoded
 * from the pixels with sharp, so nothing of the upload's own bytes survives. From it: the logo (at
 * most 480 × 96, the 240 × 48 wordmark box at 2×) and the icons at the favicon and app-icon sizes
 * (SPEC.md 1: 32 and 16), where the favicon route and web/app-icons.ts look for them.
 */
import { createHash, randomUUID } from 'node:crypto';
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

/** An uploaded logo's name: its content hash, so a new picture is a new file and URL. */
const UPLOADED_LOGO = /^logo-[0-9a-f]{16}\.png$/;

/** Art written beside the brand's current art, until the brand row is switched to it. */
export interface StagedBrandArt {
  logoUrl: string;
  iconUrl: string;
  /** The row was not switched: removes what this upload wrote, leaving the current art as it was. */
  discard(): Promise<void>;
  /**
   * The row now points at the new art (after its commit): the icons take the fixed names the
   * favicon route reads, and the previous uploaded logo (`previousLogoUrl`) is removed. One brand's
   * uploads publish one at a time, and each first asks `stillCurrent` whether the row still shows
   * its logo: when a later upload has already replaced it, this one only removes its own files, so
   * the favicons never belong to another logo than the one the row names.
   */
  publish(previousLogoUrl: string, stillCurrent: (logoUrl: string) => Promise<boolean>): Promise<void>;
}

/** One publish at a time per brand in this process (two uploads at once otherwise interleave renames). */
const publishing = new Map<string, Promise<void>>();

function onePublishAtATime(brandId: string, work: () => Promise<void>): Promise<void> {
  const previous = publishing.get(brandId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  publishing.set(brandId, settled);
  void settled.then(() => {
    if (publishing.get(brandId) === settled) publishing.delete(brandId);
  });
  return next;
}

/**
 * Writes the art under DATA_DIR/brand-assets/<id>/ under new names only, so the brand keeps
 * showing its current logo and icons until its row is switched (a failed database write must not
 * leave the new favicons live beside the old logo URL). The logo's name carries its content hash
 * and the icon URL a version, so browsers and the CDN fetch the new art at once.
 */
export async function stageBrandArt(
  dataDir: string,
  brandId: string,
  art: BrandArt,
): Promise<StagedBrandArt> {
  const dir = brandAssetDir(dataDir, brandId);
  await fs.mkdir(dir, { recursive: true });
  const hash = createHash('sha256').update(art.logo).digest('hex').slice(0, 16);
  const logoName = `logo-${hash}.png`;
  const logoFile = path.join(dir, logoName);
  // The same picture again is the same file, possibly the one the row shows now: never removed then.
  const logoIsNew = await fs
    .writeFile(logoFile, art.logo, { flag: 'wx' })
    .then(() => true)
    .catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return false;
      throw err;
    });
  // Unique per upload, so two uploads at once never write each other's staged icons.
  const stamp = randomUUID();
  const staged = art.icons.map((icon) => ({
    file: path.join(dir, `${iconFileName(icon.size)}.${stamp}.staged`),
    target: path.join(dir, iconFileName(icon.size)),
    png: icon.png,
  }));
  const removeStaged = () => Promise.all(staged.map((s) => fs.rm(s.file, { force: true })));
  try {
    for (const icon of staged) await fs.writeFile(icon.file, icon.png);
  } catch (err) {
    await removeStaged();
    if (logoIsNew) await fs.rm(logoFile, { force: true });
    throw err;
  }
  return {
    logoUrl: `/brand-assets/${brandId}/${logoName}`,
    iconUrl: `/brand-assets/${brandId}/${iconFileName(32)}?v=${hash}`,
    async discard() {
      await removeStaged();
      if (logoIsNew) await fs.rm(logoFile, { force: true });
    },
    publish(previousLogoUrl: string, stillCurrent: (logoUrl: string) => Promise<boolean>) {
      const logoUrl = `/brand-assets/${brandId}/${logoName}`;
      return onePublishAtATime(brandId, async () => {
        if (!(await stillCurrent(logoUrl))) {
          // A later upload won: its publish owns the fixed names; this one leaves nothing behind.
          await removeStaged();
          if (logoIsNew) await fs.rm(logoFile, { force: true });
          return;
        }
        // A rename over the fixed name: a request never reads half an icon.
        for (const icon of staged) await fs.rename(icon.file, icon.target);
        const previous = path.posix.basename(previousLogoUrl);
        const ownPrefix = `/brand-assets/${brandId}/`;
        if (previousLogoUrl.startsWith(ownPrefix) && UPLOADED_LOGO.test(previous) && previous !== logoName)
          await fs.rm(path.join(dir, previous), { force: true });
      });
    },
  };
}
