/**
 * The entries of a zip (EPUB, game) from its central directory, without inflating anything:
 * names, declared sizes and the Unix mode, which fflate does not expose and which says whether an
 * entry is a symbolic link (issue 32 point 5: "a link pointing outside it"). Inflating is fflate's.
 */
import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';

export interface ZipEntry {
  name: string;
  /** The uncompressed size the directory declares (a zip bomb lies here; extraction is capped by it). */
  size: number;
  isDirectory: boolean;
  isSymlink: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Zip64 markers: archives over 4 GiB or 65,535 entries, over every cap the readers set. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

export type ZipDirectory =
  { ok: true; entries: ZipEntry[] } | { ok: false; reason: 'not_zip' | 'corrupt' | 'zip64' };

/** Whether the bytes start as a zip does (a local file header, or the empty archive's end record). */
export function looksLikeZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);
}

interface EndRecord {
  count: number;
  /** Where the central directory starts, from the start of the file. */
  offset: number;
  size: number;
}

/** The end-of-central-directory record in `tail`, the last bytes of the file. */
function findEnd(tail: Uint8Array): EndRecord | 'corrupt' | 'zip64' {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  // The end record is in the last 22 bytes + up to 65,535 bytes of comment.
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) !== EOCD) continue;
    const count = view.getUint16(i + 10, true);
    const size = view.getUint32(i + 12, true);
    const offset = view.getUint32(i + 16, true);
    if (count === ZIP64_16 || offset === ZIP64_32 || size === ZIP64_32) return 'zip64';
    return { count, offset, size };
  }
  return 'corrupt';
}

function parseCentralDirectory(cd: Uint8Array, count: number): ZipDirectory {
  const view = new DataView(cd.buffer, cd.byteOffset, cd.byteLength);
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || view.getUint32(p, true) !== CENTRAL) return { ok: false, reason: 'corrupt' };
    const madeBy = view.getUint16(p + 4, true) >> 8;
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const external = view.getUint32(p + 38, true);
    if (size === ZIP64_32) return { ok: false, reason: 'zip64' };
    if (p + 46 + nameLength > cd.length) return { ok: false, reason: 'corrupt' };
    const name = decoder.decode(cd.subarray(p + 46, p + 46 + nameLength));
    // Unix-made entries (host 3) keep the mode in the high 16 bits of the external attributes.
    const mode = madeBy === 3 ? external >>> 16 : 0;
    entries.push({ name, size, isDirectory: name.endsWith('/'), isSymlink: (mode & S_IFMT) === S_IFLNK });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
}

/** The directory of a zip held in memory. */
export function readZipDirectory(data: Uint8Array): ZipDirectory {
  if (!looksLikeZip(data)) return { ok: false, reason: 'not_zip' };
  const end = findEnd(data);
  if (typeof end === 'string') return { ok: false, reason: end };
  if (end.offset + end.size > data.length) return { ok: false, reason: 'corrupt' };
  return parseCentralDirectory(data.subarray(end.offset, end.offset + end.size), end.count);
}

/** Largest central directory read from disk: 20,000 entries with long names fit well within it. */
const DIRECTORY_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The directory of a zip on disk, reading only its first bytes, its end and its directory: a
 * game of hundreds of megabytes is listed in a few kilobytes of memory.
 */
export async function readZipDirectoryFromFile(absPath: string): Promise<ZipDirectory> {
  const handle = await fs.open(absPath, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buf = new Uint8Array(length);
      const { bytesRead } = await handle.read(buf, 0, length, position);
      return buf.subarray(0, bytesRead);
    };
    if (!looksLikeZip(await read(0, 4))) return { ok: false, reason: 'not_zip' };
    const tailLength = Math.min(size, 22 + 0xffff);
    const end = findEnd(await read(size - tailLength, tailLength));
    if (typeof end === 'string') return { ok: false, reason: end };
    if (end.offset + end.size > size || end.size > DIRECTORY_MAX_BYTES)
      return { ok: false, reason: 'corrupt' };
    return parseCentralDirectory(await read(end.offset, end.size), end.count);
  } finally {
    await handle.close();
  }
}

/**
 * Inflates the named entries only. fflate inflates each into a buffer of its declared size, so
 * memory never exceeds what the caller checked the declared sizes against. Null when the data
 * does not inflate (a corrupt entry).
 */
export function extractZipEntries(
  data: Uint8Array,
  names: readonly string[],
): Record<string, Uint8Array> | null {
  const wanted = new Set(names);
  try {
    return unzipSync(data, { filter: (file) => wanted.has(file.name) });
  } catch {
    return null;
  }
}
