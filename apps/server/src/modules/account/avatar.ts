import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Profile pictures: PNG or JPEG, at most 5 MB, 64–4096 px each side and at most AVATAR_MAX_PIXELS in
 * all; stored as a 256×256 PNG.
 *
 * Decoding is sharp's (libvips): it runs on libuv's thread pool, so a large picture never holds the
 * event loop (pngjs/jpeg-js decoded synchronously: a 65 kB PNG declaring 4096×4096 held every other
 * request for about a second). The size is read from the header first and checked before a single
 * pixel is decoded, and libvips is given the same pixel cap as a second fence. Every stored picture
 * is re-encoded from its pixels: nothing of the upload's bytes (text chunks, EXIF, a payload appended
 * after the image, a ZIP or HTML polyglot) survives.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIN_SIDE = 64;
export const AVATAR_MAX_SIDE = 4096;
/** 4096×3072 (a 4:3 photo at the largest side): a phone's 12 MP photo fits, a 4096² bomb does not. */
export const AVATAR_MAX_PIXELS = 4096 * 3072;
export const AVATAR_SIZE = 256;
/**
 * Pictures decoded at once by this process, each on one libvips thread. The rest wait their turn:
 * libuv's small thread pool also hashes passwords and reads files, and the main thread must keep a
 * core, so a burst of uploads cannot take every core nor hold ~50 MB of pixels each.
 */
export const AVATAR_CONCURRENT_DECODES = 1;
const AVATAR_DECODE_THREADS = 1;

const decodeSlot = pLimit(AVATAR_CONCURRENT_DECODES);

export type AvatarProblem =
  'avatar_not_image' | 'avatar_too_large' | 'avatar_too_small' | 'avatar_dimensions';

type Kind = 'png' | 'jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The upload's own magic bytes: only PNG and JPEG, whatever else libvips could read (SVG, TIFF…). */
function sniff(buf: Buffer): Kind | null {
  if (buf.length > 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  return null;
}

/** Options for every sharp call: refuse more pixels than allowed, stop at the first decoding error. */
const INPUT: sharp.SharpOptions = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' };

/** Width and height from the header only (libvips reads no pixel data here). */
async function headerSize(buf: Buffer, kind: Kind): Promise<{ width: number; height: number } | null> {
  try {
    // limitInputPixels: false here, so a too-large picture is told apart from a broken one.
    const meta = await sharp(buf, { ...INPUT, limitInputPixels: false }).metadata();
    if (meta.format !== kind || !meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** Centre square crop scaled to size×size, re-encoded as a PNG without metadata. */
function encodeSquare(buf: Buffer, size: number): Promise<Buffer> {
  sharp.concurrency(AVATAR_DECODE_THREADS);
  return sharp(buf, INPUT)
    .rotate() // upright by the EXIF orientation, which is then dropped with the rest of the metadata
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .ensureAlpha()
    .png()
    .toBuffer();
}

export async function processAvatar(
  buf: Buffer,
): Promise<{ ok: true; png: Buffer } | { ok: false; problem: AvatarProblem }> {
  if (buf.length > AVATAR_MAX_BYTES) return { ok: false, problem: 'avatar_too_large' };
  const kind = sniff(buf);
  if (!kind) return { ok: false, problem: 'avatar_not_image' };
  const size = await headerSize(buf, kind);
  if (!size) return { ok: false, problem: 'avatar_not_image' };
  if (
    size.width > AVATAR_MAX_SIDE ||
    size.height > AVATAR_MAX_SIDE ||
    size.width * size.height > AVATAR_MAX_PIXELS
  )
    return { ok: false, problem: 'avatar_dimensions' };
  if (size.width < AVATAR_MIN_SIDE || size.height < AVATAR_MIN_SIDE)
    return { ok: false, problem: 'avatar_too_small' };
  try {
    return { ok: true, png: await decodeSlot(() => encodeSquare(buf, AVATAR_SIZE)) };
  } catch {
    return { ok: false, problem: 'avatar_not_image' };
  }
}
