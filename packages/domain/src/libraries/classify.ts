/** Which kind a file in a library's folder is (issue 32 points 2 and 5). */
import type { LibraryMediaType } from './media-types';
import { libraryBaseName, libraryDirName, libraryExtension, libraryStem } from './paths';

/**
 * `unsupported` is a file the library's type cannot hold but an operator may have meant to import
 * (a .pdf in an ebook library, an .mp3 among films): the scan reports it with `unsupported_file`,
 * where `ignored` files (system files, notes, NFOs) are skipped silently.
 */
export type LibraryFileKind =
  'video' | 'audio' | 'ebook' | 'game' | 'software' | 'cover' | 'sidecar' | 'ignored' | 'unsupported';

// prettier-ignore
export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4', 'm4v', 'mkv', 'webm', 'mov', 'avi', 'ts', 'm2ts', 'mts', 'mpg', 'mpeg', 'wmv', 'flv', 'ogv',
];
// prettier-ignore
export const AUDIO_EXTENSIONS: readonly string[] = [
  'mp3', 'flac', 'm4a', 'm4b', 'aac', 'ogg', 'oga', 'opus', 'wav', 'aif', 'aiff', 'wma', 'wv', 'ape', 'mka', 'dsf',
];
export const EBOOK_EXTENSIONS: readonly string[] = ['epub'];
/** Games are zips with an index.html, unpacked and sandboxed as the demo games are. */
export const GAME_EXTENSIONS: readonly string[] = ['zip'];
// prettier-ignore
export const SOFTWARE_EXTENSIONS: readonly string[] = [
  'zip', 'tar', 'gz', 'tgz', 'xz', '7z', 'dmg', 'pkg', 'exe', 'msi', 'appimage', 'deb', 'rpm', 'apk',
];
const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp'];
/** Names a folder's cover goes by, best first (issue 32 point 2: `cover.jpg` / `folder.jpg`). */
export const COVER_STEMS: readonly string[] = ['cover', 'folder', 'poster', 'front'];

/** Files media servers and operating systems leave beside media: notes, checksums, thumbnails' caches. */
const IGNORED_NAMES: readonly string[] = ['thumbs.db', 'desktop.ini', '.ds_store', 'icon\r'];
// prettier-ignore
const IGNORED_EXTENSIONS: readonly string[] = [
  'nfo', 'txt', 'md', 'log', 'sfv', 'md5', 'sha1', 'sha256', 'url', 'lnk', 'db', 'ini', 'cue', 'm3u', 'm3u8',
  'srt', 'vtt', 'ass', 'ssa', 'sub', 'idx', 'lrc', 'part', 'tmp', 'torrent',
];
/** Folders NAS boxes and archivers add (Synology thumbnails, macOS resource forks, recycle bins). */
const IGNORED_FOLDERS: readonly string[] = ['@eadir', '__macosx', '$recycle.bin', 'lost+found', '#recycle'];

function mediaExtensions(type: LibraryMediaType): { kind: LibraryFileKind; extensions: readonly string[] } {
  switch (type) {
    case 'movie':
    case 'series':
      return { kind: 'video', extensions: VIDEO_EXTENSIONS };
    case 'music':
    case 'audiobook':
      return { kind: 'audio', extensions: AUDIO_EXTENSIONS };
    case 'ebook':
      return { kind: 'ebook', extensions: EBOOK_EXTENSIONS };
    case 'game':
      return { kind: 'game', extensions: GAME_EXTENSIONS };
    case 'software':
      return { kind: 'software', extensions: SOFTWARE_EXTENSIONS };
  }
}

/** Whether a file name is one of a folder's cover images (cover.jpg, folder.png, poster.jpeg…). */
export function isCoverFileName(name: string): boolean {
  return (
    IMAGE_EXTENSIONS.includes(libraryExtension(name)) && COVER_STEMS.includes(libraryStem(name).toLowerCase())
  );
}

/**
 * The kind of `relPath` (relative to the library's folder) in a library of `libraryType`. Pure:
 * the name decides, the readers then check the content matches (wrong_extension). A `.json` is a
 * sidecar; it belongs to the media file with the same stem in its folder (sidecarPathFor).
 */
export function classifyLibraryFile(relPath: string, libraryType: LibraryMediaType): LibraryFileKind {
  const folders = libraryDirName(relPath).split('/').filter(Boolean);
  if (folders.some((f) => f.startsWith('.') || IGNORED_FOLDERS.includes(f.toLowerCase()))) return 'ignored';
  const name = libraryBaseName(relPath);
  const lower = name.toLowerCase();
  if (name.startsWith('.') || IGNORED_NAMES.includes(lower)) return 'ignored';
  const ext = libraryExtension(name);
  if (IGNORED_EXTENSIONS.includes(ext)) return 'ignored';
  if (isCoverFileName(name)) return 'cover';
  if (ext === 'json') return 'sidecar';
  const media = mediaExtensions(libraryType);
  if (media.extensions.includes(ext)) return media.kind;
  // Other pictures (back covers, booklet scans) are part of a release, not a problem.
  if (IMAGE_EXTENSIONS.includes(ext)) return 'ignored';
  return 'unsupported';
}

/** The sidecar JSON of a media file: `<folder>/<stem>.json` (issue 32 point 2). */
export function sidecarPathFor(mediaRelPath: string): string {
  const dir = libraryDirName(mediaRelPath);
  const file = `${libraryStem(mediaRelPath)}.json`;
  return dir === '' ? file : `${dir}/${file}`;
}

/**
 * The cover image among a folder's file names: cover, then folder, then poster, then front; JPEG
 * before PNG before WebP for the same name; case-insensitive. Null when the folder has none.
 */
export function findCover(dirFileNames: readonly string[]): string | null {
  let best: { name: string; rank: number } | null = null;
  for (const name of dirFileNames) {
    if (!isCoverFileName(name)) continue;
    const ext = libraryExtension(name);
    const rank =
      COVER_STEMS.indexOf(libraryStem(name).toLowerCase()) * 10 +
      IMAGE_EXTENSIONS.indexOf(ext === 'jpeg' ? 'jpg' : ext);
    if (!best || rank < best.rank || (rank === best.rank && name < best.name)) best = { name, rank };
  }
  return best?.name ?? null;
}
