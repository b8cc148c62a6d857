/** Relative paths inside a library's folder, and names inside archives (issue 32 point 5). */

/** The longest file or folder name most file systems accept (ext4, APFS, NTFS: 255 bytes or units). */
export const LIBRARY_NAME_MAX_BYTES = 255;
/** Linux's PATH_MAX: a longer relative path cannot be opened anyway. */
export const LIBRARY_PATH_MAX_BYTES = 4096;

/** UTF-8 length without TextEncoder (the domain uses no platform API). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// C0 controls, DEL and C1 controls: never part of a real media file name, and a terminal escape
// sequence in a name would be printed by the import command (issue 32 point 5).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Whether `relPath` (forward slashes, relative to the library's folder, or an entry name inside a
 * zip) stays inside its folder: refuses `..` and `.` segments, absolute paths (`/x`, `C:x`),
 * backslashes (a Windows separator that would be a `..` on another machine), NUL and control
 * characters, empty segments (`a//b`, a trailing slash) and over-long names (issue 32 point 5).
 */
export function isSafeLibraryPath(relPath: string): boolean {
  if (typeof relPath !== 'string' || relPath === '') return false;
  if (CONTROL.test(relPath) || relPath.includes('\\')) return false;
  if (relPath.startsWith('/') || /^[A-Za-z]:/.test(relPath)) return false;
  if (utf8ByteLength(relPath) > LIBRARY_PATH_MAX_BYTES) return false;
  for (const segment of relPath.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return false;
    if (utf8ByteLength(segment) > LIBRARY_NAME_MAX_BYTES) return false;
  }
  return true;
}

/** The last segment of a relative path. */
export function libraryBaseName(relPath: string): string {
  const i = relPath.lastIndexOf('/');
  return i < 0 ? relPath : relPath.slice(i + 1);
}

/** The folder part of a relative path ('' at the library's root). */
export function libraryDirName(relPath: string): string {
  const i = relPath.lastIndexOf('/');
  return i < 0 ? '' : relPath.slice(0, i);
}

/** The extension in lower case without its dot ('' when none; `.hidden` has none). */
export function libraryExtension(relPath: string): string {
  const name = libraryBaseName(relPath);
  const i = name.lastIndexOf('.');
  return i <= 0 ? '' : name.slice(i + 1).toLowerCase();
}

/** The name without its extension. */
export function libraryStem(relPath: string): string {
  const name = libraryBaseName(relPath);
  const i = name.lastIndexOf('.');
  return i <= 0 ? name : name.slice(0, i);
}
