/**
 * The generated demo media (seed/media, manifest contract in manifest.ts) and how catalogue titles
 * map onto it: a title plays `assets[id % assets.length]` of its type (music by track id, series
 * episodes by their position in play order), so 2,100 or 1,000,000 titles share a few dozen files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  MEDIA_MANIFEST_FILE,
  type AudiobookAsset,
  type AudioAsset,
  type EbookAsset,
  type GameAsset,
  type LiveStreamAsset,
  type MediaFile,
  type MediaManifest,
  type SoftwareAsset,
  type VideoAsset,
} from '../../lib/media-manifest';

interface Cached {
  mtimeMs: number;
  size: number;
  manifest: MediaManifest | null;
  files: Map<string, MediaFile>;
}

/** Every file the manifest lists, by its relative path: the media route serves only these. */
function filesOf(m: MediaManifest): Map<string, MediaFile> {
  const out = new Map<string, MediaFile>();
  const add = (f: MediaFile | null | undefined) => {
    if (f && typeof f.file === 'string') out.set(f.file, f);
  };
  for (const v of [...m.movies, ...m.episodes]) {
    add(v.video);
    add(v.poster);
    for (const s of v.subtitles) add(s);
  }
  for (const s of m.live.segments) add(s);
  add(m.live.init);
  for (const a of m.music) add(a.audio);
  for (const b of m.audiobooks) for (const c of b.chapters) add(c.audio);
  for (const e of m.ebooks) add(e.epub);
  for (const g of m.games) add(g.entry);
  for (const s of m.software) add(s.download);
  return out;
}

/** A manifest a player can use: every list present (the live stream needs at least one segment). */
function isUsable(v: unknown): v is MediaManifest {
  if (!v || typeof v !== 'object') return false;
  const m = v as Partial<Record<keyof MediaManifest, unknown>>;
  const lists = [m.movies, m.episodes, m.music, m.audiobooks, m.ebooks, m.games, m.software];
  if (!lists.every(Array.isArray)) return false;
  const live = m.live as Partial<LiveStreamAsset> | undefined;
  return (
    !!live &&
    Array.isArray(live.segments) &&
    live.segments.length > 0 &&
    typeof live.segmentSeconds === 'number' &&
    live.segmentSeconds > 0
  );
}

/**
 * Loads `${mediaDir}/manifest.json`, cached until the file's mtime or size changes (the generator
 * rewrites it at start, and tests swap it). A missing or broken manifest is null: every playback
 * then answers media_unavailable instead of failing.
 */
export class MediaAssets {
  private cached: Cached | null = null;
  private loading: Promise<Cached> | null = null;
  readonly root: string;

  constructor(mediaDir: string) {
    this.root = path.resolve(mediaDir);
  }

  async manifest(): Promise<MediaManifest | null> {
    return (await this.current()).manifest;
  }

  /** Every file the manifest lists (empty while it is missing). */
  async listed(): Promise<ReadonlyMap<string, MediaFile>> {
    return (await this.current()).files;
  }

  /** The manifest's entry for a relative path, or undefined when the manifest does not list it. */
  async file(relative: string): Promise<MediaFile | undefined> {
    return (await this.current()).files.get(relative);
  }

  private async current(): Promise<Cached> {
    // Concurrent requests share one stat (and one read when the file changed).
    this.loading ??= this.refresh().finally(() => (this.loading = null));
    return this.loading;
  }

  private async refresh(): Promise<Cached> {
    const file = path.join(this.root, MEDIA_MANIFEST_FILE);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      this.cached = { mtimeMs: -1, size: -1, manifest: null, files: new Map() };
      return this.cached;
    }
    const c = this.cached;
    if (c && c.mtimeMs === stat.mtimeMs && c.size === stat.size) return c;
    let manifest: MediaManifest | null = null;
    try {
      const parsed: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
      manifest = isUsable(parsed) ? parsed : null;
    } catch {
      manifest = null; // half-written or corrupt: media_unavailable until it is rewritten
    }
    this.cached = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      manifest,
      files: manifest ? filesOf(manifest) : new Map(),
    };
    return this.cached;
  }
}

const pick = <T>(list: readonly T[], n: number): T | null =>
  list.length === 0 ? null : (list[Math.abs(Math.trunc(n)) % list.length] ?? null);

export const movieAsset = (m: MediaManifest, titleId: number): VideoAsset | null => pick(m.movies, titleId);
/** `index` is the episode's 0-based position in the series' play order. */
export const episodeAsset = (m: MediaManifest, index: number): VideoAsset | null => pick(m.episodes, index);
export const musicAsset = (m: MediaManifest, trackId: number): AudioAsset | null => pick(m.music, trackId);
export const audiobookAsset = (m: MediaManifest, titleId: number): AudiobookAsset | null =>
  pick(m.audiobooks, titleId);
export const ebookAsset = (m: MediaManifest, titleId: number): EbookAsset | null => pick(m.ebooks, titleId);
export const gameAsset = (m: MediaManifest, titleId: number): GameAsset | null => pick(m.games, titleId);

/**
 * A software title downloads every platform build of one generated product: builds are grouped by
 * product title, and the title id picks the group (a manifest of single builds gives one each).
 */
export function softwareAssets(m: MediaManifest, titleId: number): SoftwareAsset[] {
  const groups = new Map<string, SoftwareAsset[]>();
  for (const s of m.software) {
    const g = groups.get(s.title);
    if (g) g.push(s);
    else groups.set(s.title, [s]);
  }
  return pick([...groups.values()], titleId) ?? [];
}

/** Seconds of a whole audiobook (all chapters). */
export const audiobookDuration = (a: AudiobookAsset): number =>
  a.chapters.reduce((s, c) => s + c.duration, 0);

/** The deepest directory holding every file ('' when they share none): what one token opens. */
export function commonDirectory(files: readonly string[]): string {
  if (files.length === 0) return '';
  const dirs = files.map((f) => f.split('/').slice(0, -1));
  const first = dirs[0] ?? [];
  let n = first.length;
  for (const d of dirs) {
    let i = 0;
    while (i < n && i < d.length && d[i] === first[i]) i++;
    n = i;
  }
  return n === 0 ? '' : `${first.slice(0, n).join('/')}/`;
}
