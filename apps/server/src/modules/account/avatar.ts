import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';

/** Profile pictures: PNG or JPEG, at most 5 MB, 64–4096 px each side; stored as a 256×256 PNG. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIN_SIDE = 64;
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_SIZE = 256;

export type AvatarProblem =
  'avatar_not_image' | 'avatar_too_large' | 'avatar_too_small' | 'avatar_dimensions';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

function sniff(buf: Buffer): 'png' | 'jpeg' | null {
  if (
    buf.length > 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  return null;
}

/** Width and height from the header, before decoding anything (a huge image is refused cheaply). */
function headerSize(buf: Buffer, kind: 'png' | 'jpeg'): { width: number; height: number } | null {
  if (kind === 'png')
    return buf.length >= 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1] ?? 0;
    const len = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  return null;
}

function decode(buf: Buffer, kind: 'png' | 'jpeg'): Rgba {
  if (kind === 'png') {
    const png = PNG.sync.read(buf);
    return { width: png.width, height: png.height, data: png.data };
  }
  const img = jpeg.decode(buf, { useTArray: true, maxResolutionInMP: 17, maxMemoryUsageInMB: 256 });
  return { width: img.width, height: img.height, data: img.data };
}

/** Centre square crop, box-filtered down (or bilinear up) to size×size. */
function resizeSquare(src: Rgba, size: number): Buffer {
  const side = Math.min(src.width, src.height);
  const ox = Math.floor((src.width - side) / 2);
  const oy = Math.floor((src.height - side) / 2);
  const out = new PNG({ width: size, height: size });
  const scale = side / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const x0 = ox + Math.floor(x * scale);
      const y0 = oy + Math.floor(y * scale);
      const x1 = Math.max(x0 + 1, ox + Math.floor((x + 1) * scale));
      const y1 = Math.max(y0 + 1, oy + Math.floor((y + 1) * scale));
      const acc = [0, 0, 0, 0];
      let n = 0;
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) {
          const p = (sy * src.width + sx) * 4;
          acc[0]! += src.data[p]!;
          acc[1]! += src.data[p + 1]!;
          acc[2]! += src.data[p + 2]!;
          acc[3]! += src.data[p + 3]!;
          n++;
        }
      const q = (y * size + x) * 4;
      for (let c = 0; c < 4; c++) out.data[q + c] = Math.round(acc[c]! / n);
    }
  }
  return PNG.sync.write(out);
}

export function processAvatar(
  buf: Buffer,
): { ok: true; png: Buffer } | { ok: false; problem: AvatarProblem } {
  if (buf.length > AVATAR_MAX_BYTES) return { ok: false, problem: 'avatar_too_large' };
  const kind = sniff(buf);
  if (!kind) return { ok: false, problem: 'avatar_not_image' };
  const size = headerSize(buf, kind);
  if (!size) return { ok: false, problem: 'avatar_not_image' };
  if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE)
    return { ok: false, problem: 'avatar_dimensions' };
  if (size.width < AVATAR_MIN_SIDE || size.height < AVATAR_MIN_SIDE)
    return { ok: false, problem: 'avatar_too_small' };
  let img: Rgba;
  try {
    img = decode(buf, kind);
  } catch {
    return { ok: false, problem: 'avatar_not_image' };
  }
  return { ok: true, png: resizeSquare(img, AVATAR_SIZE) };
}
