/**
 * Which files make one title (issue 32, point 2), by the library's type: a film is one video; a
 * series is every episode of one show (`Show/Season 01/Show S01E02.mkv`); an album is the tracks
 * that share album artist and album (else their folder); an audiobook is one file with chapters
 * (M4B) or the audio files of one folder, one chapter each; an ebook is one EPUB; a game one zip;
 * a software title the builds in one folder. A title keeps the id its files already had, so a file
 * moved or renamed stays the same title.
 */
import type { FileFacts } from './file-facts';
import { TITLE_PARTS_MAX, type LibraryMediaType } from './media-types';

export interface GroupableFile {
  id: number;
  relPath: string;
  /** classifyLibraryFile */
  kind: string;
  mediaId: number | null;
  facts: FileFacts;
}

export interface TitlePart {
  fileId: number;
  /** 1-based: the track, episode (in play order) or chapter number inside the title. */
  number: number;
  title: string;
  durationSeconds: number;
  season?: number;
  episode?: number;
}

export interface TitleGroup {
  /** Stable within a library: what the title is, whatever file ids it holds. */
  key: string;
  /** The id its files already carry (the most common one), null for a title never written. */
  mediaId: number | null;
  /** The files whose bytes are played, in order. */
  parts: TitlePart[];
  /** Cover pictures and sidecar JSON files that belong to the title. */
  extras: number[];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byPath = (a: GroupableFile, b: GroupableFile) => collator.compare(a.relPath, b.relPath);

const dirOf = (rel: string) => (rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '');
const baseOf = (rel: string) => rel.slice(rel.lastIndexOf('/') + 1);
const stemOf = (rel: string) => {
  const base = baseOf(rel);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
};
/** The file name without its extension and without a leading track number ("01 - Intro" → "Intro"). */
export function nameFromFile(rel: string): string {
  const stem = stemOf(rel).replace(/[_]+/g, ' ');
  const stripped = stem.replace(/^\s*\d{1,3}(?:[-.]\d{1,3})?\s*[-–.)_]?\s+/, '');
  return (stripped || stem).trim();
}
const norm = (s: string) => s.normalize('NFKC').trim().toLocaleLowerCase('en');

const PLAYED_KIND: Record<LibraryMediaType, readonly string[]> = {
  movie: ['video'],
  series: ['video'],
  music: ['audio'],
  audiobook: ['audio'],
  ebook: ['ebook'],
  game: ['game'],
  software: ['software'],
};

/** The key of the title a played file belongs to. */
function titleKey(type: LibraryMediaType, f: GroupableFile): string {
  switch (type) {
    case 'movie':
    case 'ebook':
    case 'game':
      return `${type}:${f.relPath}`;
    case 'series':
      return `series:${norm(f.facts.show ?? dirOf(f.relPath).split('/')[0] ?? stemOf(f.relPath))}`;
    case 'music': {
      const artist = f.facts.albumArtist ?? f.facts.artist;
      return f.facts.album
        ? `album:${norm(artist ?? '')}|${norm(f.facts.album)}`
        : `album-dir:${dirOf(f.relPath)}`;
    }
    case 'audiobook':
      // A file with chapters of its own is a book; loose chapter files make a book per folder.
      return (f.facts.chapters?.length ?? 0) > 1 || dirOf(f.relPath) === ''
        ? `book:${f.relPath}`
        : `book-dir:${dirOf(f.relPath)}`;
    case 'software':
      return dirOf(f.relPath) === '' ? `software:${f.relPath}` : `software-dir:${dirOf(f.relPath)}`;
    default: {
      const never: never = type;
      throw new Error(`unknown library type ${String(never)}`);
    }
  }
}

function partOrder(type: LibraryMediaType): (a: GroupableFile, b: GroupableFile) => number {
  if (type === 'series')
    return (a, b) =>
      (a.facts.season ?? 0) - (b.facts.season ?? 0) ||
      (a.facts.episode ?? 0) - (b.facts.episode ?? 0) ||
      byPath(a, b);
  if (type === 'music')
    return (a, b) =>
      (a.facts.discNumber ?? 1) - (b.facts.discNumber ?? 1) ||
      (a.facts.trackNumber ?? Number.MAX_SAFE_INTEGER) - (b.facts.trackNumber ?? Number.MAX_SAFE_INTEGER) ||
      byPath(a, b);
  return byPath;
}

/** The id most of a title's files carry (a merge of two titles' files keeps the older, lower one on a tie). */
function commonMediaId(files: readonly GroupableFile[]): number | null {
  const counts = new Map<number, number>();
  for (const f of files) if (f.mediaId != null) counts.set(f.mediaId, (counts.get(f.mediaId) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [id, n] of counts)
    if (n > bestCount || (n === bestCount && best != null && id < best)) [best, bestCount] = [id, n];
  return best;
}

export function groupTitles(type: LibraryMediaType, files: readonly GroupableFile[]): TitleGroup[] {
  const played = new Set(PLAYED_KIND[type]);
  const groups = new Map<string, GroupableFile[]>();
  for (const f of files) {
    if (!played.has(f.kind)) continue;
    const key = titleKey(type, f);
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  // Pictures and sidecars belong to the title of the played file beside them: `<stem>.json` /
  // `<stem>.jpg` to that file, `cover.jpg` / `folder.jpg` / `poster.jpg` to the titles of its folder.
  const keyOfStem = new Map<string, string>();
  const keysOfDir = new Map<string, Set<string>>();
  for (const [key, list] of groups)
    for (const f of list) {
      keyOfStem.set(`${dirOf(f.relPath)}/${stemOf(f.relPath)}`, key);
      const dir = dirOf(f.relPath);
      const set = keysOfDir.get(dir) ?? new Set<string>();
      set.add(key);
      keysOfDir.set(dir, set);
    }
  const extras = new Map<string, number[]>();
  for (const f of files) {
    if (f.kind !== 'cover' && f.kind !== 'sidecar') continue;
    const own = keyOfStem.get(`${dirOf(f.relPath)}/${stemOf(f.relPath)}`);
    const folder = keysOfDir.get(dirOf(f.relPath));
    const key = own ?? (folder && folder.size === 1 ? [...folder][0] : undefined);
    if (!key) continue;
    const list = extras.get(key) ?? [];
    list.push(f.id);
    extras.set(key, list);
  }
  const out: TitleGroup[] = [];
  for (const [whole, sorted] of groups) {
    sorted.sort(partOrder(type));
    // The catalogue numbers a title's parts title × 100 + n: a folder of 250 untagged tracks is
    // three titles of at most TITLE_PARTS_MAX, not one the catalogue cannot hold.
    for (let start = 0; start < sorted.length; start += TITLE_PARTS_MAX) {
      const list = sorted.slice(start, start + TITLE_PARTS_MAX);
      const key = start === 0 ? whole : `${whole}#${start / TITLE_PARTS_MAX + 1}`;
      out.push({
        key,
        mediaId: commonMediaId(list),
        extras: start === 0 ? (extras.get(whole) ?? []) : [],
        parts: list.map((f, i) => ({
          fileId: f.id,
          number: i + 1,
          title: f.facts.title ?? nameFromFile(f.relPath),
          durationSeconds: f.facts.durationSeconds ?? 0,
          ...(f.facts.season != null ? { season: f.facts.season } : {}),
          ...(f.facts.episode != null ? { episode: f.facts.episode } : {}),
        })),
      });
    }
  }
  return out.sort((a, b) => collator.compare(a.key, b.key));
}
