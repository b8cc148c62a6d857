/**
 * The scanner's reading of one file (ports.ts `ReadFile`): the readers' answer for its kind, reduced
 * to the facts a title is built from (packages/domain FileFacts). Warnings (a garbled tag) keep the
 * file; any other problem refuses it with its reason.
 */
import {
  nameFromFile,
  parseEpisodePath,
  parseTrackFromName,
  type CreditFact,
  type FileFacts,
  type LibraryMediaType,
} from '@member-area/domain';
import type { ReadFile, Reading } from './ports';
import { probeMedia, readAudioTags, readEpub, readGameZip, readSidecar, type ReadProblem } from './readers';

/** MARC relator codes of an EPUB's creators, as the catalogue's credit roles. */
const EPUB_ROLES: Record<string, string> = {
  aut: 'author',
  nrt: 'narrator',
  pbl: 'publisher',
  edt: 'writer',
};

const splitGenres = (text: string | undefined): string[] =>
  text
    ? text
        .split(/[;/,]/)
        .map((g) => g.trim())
        .filter(Boolean)
    : [];

const warningsOf = (list: readonly ReadProblem[]): string[] | undefined =>
  list.length === 0 ? undefined : list.map((w) => (w.detail ? `${w.problem}: ${w.detail}` : w.problem));

/** Drops undefined fields, so the stored JSON holds only what a file said. */
function compact(f: FileFacts): FileFacts {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null)) as FileFacts;
}

const problem = (p: ReadProblem): Reading => ({ ok: false, problem: p.problem, detail: p.detail }) as const;

async function readVideo(
  absPath: string,
  relPath: string,
  type: LibraryMediaType,
  signal?: AbortSignal,
): Promise<Reading> {
  const probed = await probeMedia(absPath, { signal });
  if (!probed.ok) return problem(probed);
  const m = probed.value;
  if (!m.video) return { ok: false, problem: 'no_media_stream', detail: 'no video stream' };
  const episode = type === 'series' ? parseEpisodePath(relPath) : null;
  const tags = m.tags;
  return {
    ok: true,
    facts: compact({
      title: type === 'series' ? (episode?.episodeTitle ?? tags.title) : tags.title,
      description: tags.description ?? tags.synopsis ?? tags.comment,
      date: tags.date ?? tags.creation_time?.slice(0, 10),
      genres: splitGenres(tags.genre),
      durationSeconds: m.durationSeconds ?? undefined,
      width: m.video.width,
      height: m.video.height,
      container: m.formatName,
      videoCodec: m.video.codec,
      audioCodec: m.audio?.codec,
      chapters: m.chapters.map((c, i) => ({
        title: c.title ?? `${i + 1}`,
        startSeconds: c.startSeconds,
        endSeconds: c.endSeconds,
      })),
      show: episode?.show,
      season: episode?.season,
      episode: episode?.episode,
      warnings: warningsOf(m.warnings),
    }),
  };
}

async function readAudio(absPath: string, relPath: string): Promise<Reading> {
  const read = await readAudioTags(absPath, { skipCovers: false });
  if (!read.ok) return problem(read);
  const t = read.value;
  if (!t.codec && !t.durationSeconds)
    return { ok: false, problem: 'no_media_stream', detail: 'no audio stream' };
  const fromName = parseTrackFromName(relPath.slice(relPath.lastIndexOf('/') + 1));
  return {
    ok: true,
    facts: compact({
      title: t.title ?? fromName?.title ?? nameFromFile(relPath),
      artist: t.artists[0],
      albumArtist: t.albumArtist ?? undefined,
      album: t.album ?? undefined,
      trackNumber: t.trackNo ?? fromName?.track,
      discNumber: t.discNo ?? fromName?.disc,
      date: t.date ?? (t.year ? String(t.year) : undefined),
      genres: t.genres,
      description: t.comment ?? undefined,
      durationSeconds: t.durationSeconds ?? undefined,
      audioCodec: t.codec ?? undefined,
      container: t.container ?? undefined,
      chapters: t.chapters.map((c, i) => ({
        title: c.title ?? `${i + 1}`,
        startSeconds: c.startSeconds,
        endSeconds: c.endSeconds ?? t.durationSeconds ?? c.startSeconds,
      })),
      embeddedCover: t.picture != null,
      warnings: warningsOf(t.warnings),
    }),
  };
}

async function readBook(absPath: string): Promise<Reading> {
  const read = await readEpub(absPath);
  if (!read.ok) return problem(read);
  const e = read.value;
  const credits: CreditFact[] = e.creators.map((c) => ({
    name: c.name,
    role: EPUB_ROLES[c.role] ?? 'author',
  }));
  return {
    ok: true,
    facts: compact({
      title: e.title ?? undefined,
      credits,
      language: e.language ?? undefined,
      isbn: e.isbn ?? undefined,
      publisher: e.publisher ?? undefined,
      date: e.date ?? undefined,
      description: e.description ?? undefined,
      genres: e.subjects,
      chapterCount: e.spineLength,
      embeddedCover: e.cover != null,
    }),
  };
}

export const readLibraryFile: ReadFile = async (file, signal) => {
  const type = file.libraryType;
  switch (file.kind) {
    case 'video':
      return readVideo(file.absPath, file.relPath, type, signal);
    case 'audio':
      return readAudio(file.absPath, file.relPath);
    case 'ebook':
      return readBook(file.absPath);
    case 'game': {
      const read = await readGameZip(file.absPath);
      return read.ok ? { ok: true, facts: { title: nameFromFile(file.relPath) } } : problem(read);
    }
    case 'sidecar': {
      const read = await readSidecar(file.absPath);
      if (!read.ok) return problem(read);
      const s = read.value;
      return {
        ok: true,
        facts: compact({
          title: s.title,
          description: s.description,
          genres: s.genres,
          credits: s.credits,
          date: s.releaseDate,
        }),
      };
    }
    default:
      // Software builds are served as they are: nothing inside them to read.
      return { ok: true, facts: { title: nameFromFile(file.relPath) } };
  }
};
