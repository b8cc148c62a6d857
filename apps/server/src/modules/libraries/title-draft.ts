/**
 * A title as the catalogue stores it, made from the facts of its files (issue 32, point 2): the
 * title's own file says what it is called and who made it; a sidecar JSON beside it says what the
 * files cannot (description, genres, credits) and wins; the folder or file name is the last resort.
 */
import {
  catalogueMediaTypeOf,
  nameFromFile,
  type CreditFact,
  type FileFacts,
  type LibraryMediaType,
  type MediaType,
  type TitleGroup,
} from '@member-area/domain';

export interface TitleDraft {
  mediaId: number | null;
  brandId: string;
  mediaType: MediaType;
  title: string;
  description: string;
  /** The artist of an album, the author of a book. */
  subtitle: string | null;
  releaseDate: string | null;
  free: boolean;
  durationSeconds: number | null;
  genres: string[];
  credits: CreditFact[];
  details: Record<string, unknown>;
  /** Tracks of an album, episodes of a series, chapters of an audiobook (its files, or an M4B's chapters). */
  parts: { number: number; title: string; durationSeconds: number; season?: number; episode?: number }[];
}

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 5_000;

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const firstOf = <T>(list: readonly (T | undefined)[]): T | undefined => list.find((v) => v !== undefined);

/** YYYY-MM-DD from a tag's date: a year alone is its first of January. */
export function releaseDateOf(date: string | undefined): string | null {
  if (!date) return null;
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01'] = m;
  const iso = `${y}-${mo}-${d}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ? null : iso;
}

/** " (2)" for the second title cut from one folder too large for a title (groupTitles), else "". */
const continuation = (key: string) => {
  const n = /#(\d+)$/.exec(key)?.[1];
  return n ? ` (${n})` : '';
};

const folderName = (rel: string) => {
  const parts = rel.split('/');
  return parts.length > 1 ? parts[parts.length - 2]! : nameFromFile(rel);
};

/**
 * An M4B's own chapters (two or more) as the audiobook's chapters: packaging cuts the file into one
 * file per chapter (packaging-job.ts), numbered as these are. One chapter or none: the file is one.
 */
export function chaptersAsParts(facts: FileFacts): TitleDraft['parts'] {
  const chapters = facts.chapters ?? [];
  if (chapters.length < 2) return [];
  return chapters.map((c, i) => ({
    number: i + 1,
    title: c.title.trim() || `${i + 1}`,
    durationSeconds: Math.max(0, c.endSeconds - c.startSeconds),
  }));
}

export function draftOf(
  library: { brandId: string; mediaType: LibraryMediaType },
  group: TitleGroup,
  files: ReadonlyMap<number, { relPath: string; kind: string; facts: FileFacts }>,
): TitleDraft {
  const played = group.parts.map((p) => files.get(p.fileId)!);
  const first = played[0]!;
  const sidecar = group.extras.map((id) => files.get(id)).find((f) => f?.kind === 'sidecar')?.facts ?? {};
  const facts = played.map((f) => f.facts);
  const type = library.mediaType;

  const titleFromFiles = (): string => {
    switch (type) {
      case 'series':
        return first.facts.show ?? folderName(first.relPath);
      case 'music':
        return firstOf(facts.map((f) => f.album)) ?? folderName(first.relPath);
      case 'audiobook':
        return played.length > 1
          ? (firstOf(facts.map((f) => f.album)) ?? folderName(first.relPath))
          : (first.facts.album ?? first.facts.title ?? nameFromFile(first.relPath));
      case 'movie':
      case 'ebook':
      case 'game':
        return first.facts.title ?? nameFromFile(first.relPath);
      case 'software':
        // A folder of builds is one product: the folder names it, the file names its builds.
        return played.length > 1 ? folderName(first.relPath) : nameFromFile(first.relPath);
      default: {
        const never: never = type;
        throw new Error(`unknown library type ${String(never)}`);
      }
    }
  };
  const subtitle =
    type === 'music'
      ? (firstOf(facts.map((f) => f.albumArtist ?? f.artist)) ?? null)
      : type === 'audiobook' || type === 'ebook'
        ? (firstOf(
            facts.flatMap((f) => f.credits?.filter((c) => c.role === 'author').map((c) => c.name) ?? []),
          ) ??
          firstOf(facts.map((f) => f.artist)) ??
          null)
        : null;

  const credits: CreditFact[] = sidecar.credits ?? [];
  if (credits.length === 0) {
    const seen = new Set<string>();
    for (const f of facts)
      for (const c of [
        ...(f.credits ?? []),
        ...((type === 'music' || type === 'audiobook') && (f.albumArtist ?? f.artist)
          ? [{ name: (f.albumArtist ?? f.artist)!, role: type === 'music' ? 'artist' : 'author' }]
          : []),
      ]) {
        const key = `${c.role}:${c.name}`;
        if (!seen.has(key)) {
          seen.add(key);
          credits.push(c);
        }
      }
  }
  const genres = sidecar.genres ?? [...new Set(facts.flatMap((f) => f.genres ?? []))];
  const total = played.reduce((s, f) => s + (f.facts.durationSeconds ?? 0), 0);
  const duration =
    type === 'ebook' || type === 'game' || type === 'software'
      ? null
      : type === 'series'
        ? Math.round(first.facts.durationSeconds ?? 0)
        : Math.round(total);

  const details: Record<string, unknown> = {};
  if (type === 'series') {
    details.type = 'series';
    details.seasonNumber = Math.max(1, ...facts.map((f) => f.season ?? 1));
  } else if (type === 'movie') {
    details.type = 'movie';
  }
  if (type === 'movie' || type === 'series') {
    const h = Math.max(...facts.map((f) => f.height ?? 0));
    details.quality = h >= 2160 ? '4K' : h >= 720 ? 'HD' : 'SD';
  }
  if (type === 'ebook') {
    if (first.facts.isbn) details.isbn = first.facts.isbn;
    if (first.facts.language) details.language = first.facts.language;
    if (first.facts.chapterCount) details.chapterCount = first.facts.chapterCount;
  }
  const publisher = firstOf(facts.map((f) => f.publisher));
  if (publisher && !credits.some((c) => c.role === 'publisher'))
    credits.push({ name: publisher, role: 'publisher' });

  return {
    mediaId: group.mediaId,
    brandId: library.brandId,
    mediaType: catalogueMediaTypeOf(type),
    title: clip(
      ((sidecar.title ?? titleFromFiles()).trim() || nameFromFile(first.relPath)) + continuation(group.key),
      TITLE_MAX,
    ),
    description: clip(sidecar.description ?? firstOf(facts.map((f) => f.description)) ?? '', DESCRIPTION_MAX),
    subtitle,
    releaseDate: releaseDateOf(sidecar.date ?? firstOf(facts.map((f) => f.date))),
    free: sidecar.free ?? false,
    durationSeconds: duration,
    genres,
    credits,
    details,
    parts:
      type === 'audiobook' && played.length === 1
        ? chaptersAsParts(first.facts)
        : type === 'music' || type === 'series' || type === 'software' || type === 'audiobook'
          ? group.parts.map((p) => ({
              number: p.number,
              title: p.title,
              durationSeconds: p.durationSeconds,
              ...(p.season != null ? { season: p.season } : {}),
              ...(p.episode != null ? { episode: p.episode } : {}),
            }))
          : [],
  };
}
