/**
 * A title's own cover (issue 32 point 2: "covers from the files or cover.jpg / folder.jpg, else
 * drawn as today"). The picture, a folder's cover file or one embedded in a media file, is decoded
 * and re-encoded with sharp to a JPEG of at most COVER_MAX_PIXELS a side, so what MEDIA_DIR keeps
 * is bounded and known to decode; the cover route (modules/catalogue/cover-routes.ts) resizes it to
 * the cover sizes members see. Written beside its target and renamed into place, as every packaged
 * file is. A picture that does not decode is refused with a reason, never a crash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The longest side of a stored cover; the largest cover members see (COVER_SIZES) is smaller. */
export const COVER_MAX_PIXELS = 1_200;
/** A picture of more pixels than this is refused before it is decoded (a decompression bomb). */
export const COVER_INPUT_MAX_PIXELS = 50_000_000;
export const COVER_FILE = 'cover.jpg';

/** Where a title's cover came from: a folder's cover file wins over a picture inside a media file. */
export type CoverSource = 'folder' | 'embedded';

export type CoverOutcome =
  | { ok: true; width: number; height: number; bytes: number; changed: boolean }
  | { ok: false; detail: string };

/**
 * Re-encodes `input` (a file or its bytes) into `outFile`. `changed` is false when `outFile` already
 * held exactly these bytes (a title's other files find the same folder cover).
 */
export async function packageCover(input: string | Uint8Array, outFile: string): Promise<CoverOutcome> {
  let jpeg: { data: Buffer; info: sharp.OutputInfo };
  try {
    jpeg = await sharp(typeof input === 'string' ? input : Buffer.from(input), {
      limitInputPixels: COVER_INPUT_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(COVER_MAX_PIXELS, COVER_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    return { ok: false, detail: `not an image: ${(err as Error).message}` };
  }
  const { width, height } = jpeg.info;
  const before = await fs.promises.readFile(outFile).catch(() => null);
  if (before?.equals(jpeg.data)) return { ok: true, width, height, bytes: jpeg.data.length, changed: false };
  await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
  const temp = path.join(
    path.dirname(outFile),
    `.${path.basename(outFile)}-${crypto.randomBytes(6).toString('hex')}`,
  );
  try {
    await fs.promises.writeFile(temp, jpeg.data);
    await fs.promises.rename(temp, outFile);
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
  return { ok: true, width, height, bytes: jpeg.data.length, changed: true };
}

/** The cover a title gets from one file's packaging: its file (relative to MEDIA_DIR) and source. */
export interface CoverCandidate {
  file: string;
  source: CoverSource;
  /** The cover's bytes are new at that path: its URL must change. */
  changed: boolean;
}

/**
 * The title's cover after one of its files is packaged: `undefined` keeps the stored one. A folder's
 * cover wins over an embedded picture; among embedded pictures the first stored stays (each file
 * of an album may carry one); a file packaged again without a picture takes back the cover it gave.
 */
export function nextCover(
  stored: string | null,
  candidate: CoverCandidate | null,
  packageFolder: string,
): string | null | undefined {
  if (!candidate) return stored?.startsWith(`${packageFolder}/`) ? null : undefined;
  if (stored === candidate.file) return candidate.changed ? candidate.file : undefined;
  if (stored == null || stored.startsWith(`${packageFolder}/`)) return candidate.file;
  return candidate.source === 'folder' ? candidate.file : undefined;
}
