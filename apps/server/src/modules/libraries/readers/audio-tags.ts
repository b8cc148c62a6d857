/** ID3, Vorbis and MP4 tags, chapters and embedded covers with music-metadata (issue 32 point 2). */
import path from 'node:path';
import { extensionMatchesContainer } from '@member-area/domain';
import { parseFile, type IAudioMetadata } from 'music-metadata';
import { readHead, sniffContradicts, sniffFormat } from './magic';
import { probeMedia } from './probe-media';
import { checkFile, errorDetail, fail, ok, type ReadProblem, type ReadResult } from './result';
import { isBrokenTagText } from './tag-encoding';

export interface AudioChapter {
  title: string | null;
  startSeconds: number;
  /** Null for the last chapter when the file does not say where it ends. */
  endSeconds: number | null;
}

export interface EmbeddedPicture {
  /** MIME type, e.g. `image/jpeg`. */
  format: string;
  data: Uint8Array;
}

export interface AudioTags {
  title: string | null;
  artists: string[];
  albumArtist: string | null;
  album: string | null;
  trackNo: number | null;
  trackOf: number | null;
  discNo: number | null;
  discOf: number | null;
  year: number | null;
  /** The full date when the tags have one (`2021-05-04`), else null. */
  date: string | null;
  genres: string[];
  composers: string[];
  comment: string | null;
  durationSeconds: number | null;
  codec: string | null;
  /** music-metadata's container, e.g. `MPEG`, `FLAC`, `M4A/isom/iso2`. */
  container: string | null;
  lossless: boolean;
  sampleRate: number | null;
  bitRate: number | null;
  channels: number | null;
  /** M4B/MP4 chapters; empty for formats without. */
  chapters: AudioChapter[];
  /** The front cover, else the first picture; null without one or with `skipCovers`. */
  picture: EmbeddedPicture | null;
  /**
   * Problems the file still imports with: `broken_tag_encoding` with the field in `detail`; that
   * field is null (or left out of its list) so the caller falls back to the file name.
   */
  warnings: ReadProblem[];
}

export interface AudioTagOptions {
  /** Leave embedded pictures unread (a rescan that only needs the text). */
  skipCovers?: boolean;
  /**
   * Read chapters, with ffprobe when music-metadata finds none (it reads Nero `chpl` chapters;
   * ffmpeg and many tools write a QuickTime chapter track). Default: for .m4b files only, as the
   * ffprobe process (~30 ms) would dominate a music scan of .m4a files.
   */
  chapters?: boolean;
}

/** Extensions whose container has chapter atoms music-metadata reads only when asked. */
const CHAPTERED = new Set(['m4b', 'm4a', 'mp4']);

function problemOf(err: unknown): ReadProblem {
  const detail = errorDetail(err);
  // A system error (permissions, the file vanished mid-scan, an I/O error) is about the disk, not the media.
  if (
    err &&
    typeof err === 'object' &&
    'code' in err &&
    typeof err.code === 'string' &&
    /^E[A-Z]+$/.test(err.code)
  ) {
    return { problem: 'unreadable_file', detail };
  }
  const name = err instanceof Error ? err.name : '';
  if (/EndOfStream|end of (the )?stream|unexpected end/i.test(`${name} ${detail}`)) {
    return { problem: 'truncated_media', detail };
  }
  return { problem: 'corrupt_media', detail };
}

/**
 * When music-metadata cannot read a file that starts as media, ffprobe tells a file cut short
 * (`truncated_media`) from a broken one; bytes with no media signature are `corrupt_media`.
 */
async function verdictOnUnreadable(
  absPath: string,
  sniffed: string | null,
  fallback: ReadProblem,
): Promise<ReadResult<AudioTags>> {
  if (sniffed !== null && fallback.problem !== 'unreadable_file') {
    const probed = await probeMedia(absPath);
    if (!probed.ok && probed.problem !== 'probe_unavailable' && probed.problem !== 'probe_timeout')
      return probed;
  }
  return fail(fallback.problem, fallback.detail);
}

/**
 * Reads the tags of an audio file from its headers only (`duration: false`: the duration comes
 * from the Xing/VBRI header, the FLAC STREAMINFO or the MP4 `mvhd`, never a decode), so a scan of
 * 10,000 files stays within issue 32's two minutes.
 */
export async function readAudioTags(
  absPath: string,
  opts: AudioTagOptions = {},
): Promise<ReadResult<AudioTags>> {
  const checked = await checkFile(absPath);
  if (!checked.ok) return checked;
  const ext = path.extname(absPath).slice(1).toLowerCase();
  // music-metadata chooses its parser by extension for files without a tag header: check the
  // signature first, so a FLAC named .mp3 is a wrong extension, not an odd MPEG stream.
  const sniffed = sniffFormat(await readHead(absPath));
  if (sniffContradicts(sniffed, ext)) {
    return fail('wrong_extension', `.${ext} holds ${sniffed}`);
  }
  let meta: IAudioMetadata;
  try {
    meta = await parseFile(absPath, {
      duration: false,
      skipCovers: opts.skipCovers ?? false,
      includeChapters: (opts.chapters ?? ext === 'm4b') && CHAPTERED.has(ext),
    });
  } catch (err) {
    return verdictOnUnreadable(absPath, sniffed, problemOf(err));
  }
  const { common, format } = meta;
  // music-metadata guesses from the extension when the content has no signature: random bytes
  // named .mp3 "parse" as an MPEG stream with no frames. Audio with no sample rate is no audio.
  if (!format.container || (!format.sampleRate && !format.duration)) {
    return verdictOnUnreadable(absPath, sniffed, {
      problem: 'corrupt_media',
      detail: 'no audio frames found',
    });
  }
  // Without a duration in the headers (no Xing/VBRI header, or random bytes that happen to hold an
  // MPEG sync), ffprobe decides: it reads the stream, and its verdict and duration are the file's.
  let durationSeconds = format.duration ?? null;
  let probedChapters: AudioChapter[] = [];
  const wantChapters = opts.chapters ?? ext === 'm4b';
  if (durationSeconds === null || (wantChapters && (format.chapters ?? []).length === 0)) {
    const probed = await probeMedia(absPath);
    if (!probed.ok) {
      if (probed.problem !== 'probe_unavailable' && probed.problem !== 'probe_timeout') return probed;
    } else {
      if (!probed.value.audio) return fail('no_media_stream', 'no audio stream');
      durationSeconds ??= probed.value.durationSeconds;
      if (wantChapters) probedChapters = probed.value.chapters;
    }
  }
  if (ext && !extensionMatchesContainer(ext, format.container)) {
    return fail('wrong_extension', `.${ext} holds ${format.container}`);
  }

  const warnings: ReadProblem[] = [];
  const text = (field: string, value: string | undefined | null): string | null => {
    if (value === undefined || value === null || value.trim() === '') return null;
    if (isBrokenTagText(value)) {
      warnings.push({ problem: 'broken_tag_encoding', detail: field });
      return null;
    }
    return value.trim();
  };
  const list = (field: string, values: readonly string[] | undefined): string[] =>
    (values ?? []).map((v) => text(field, v)).filter((v): v is string => v !== null);

  const title = text('title', common.title);
  const artists = list('artist', common.artists ?? (common.artist ? [common.artist] : []));
  const picture = common.picture?.find((p) => /front/i.test(p.type ?? '')) ?? common.picture?.[0];
  const date = common.date && /^\d{4}-\d{2}-\d{2}/.test(common.date) ? common.date.slice(0, 10) : null;

  return ok({
    title,
    artists: [...new Set(artists)],
    albumArtist: text('albumartist', common.albumartist),
    album: text('album', common.album),
    trackNo: common.track.no ?? null,
    trackOf: common.track.of ?? null,
    discNo: common.disk.no ?? null,
    discOf: common.disk.of ?? null,
    year: common.year ?? (common.date ? Number(common.date.slice(0, 4)) || null : null),
    date,
    genres: [...new Set(list('genre', common.genre))],
    composers: list('composer', common.composer),
    comment: text(
      'comment',
      common.comment?.map((c) => c.text ?? '').find((t) => t.trim() !== ''),
    ),
    durationSeconds,
    codec: format.codec ?? null,
    container: format.container ?? null,
    lossless: format.lossless ?? false,
    sampleRate: format.sampleRate ?? null,
    bitRate: format.bitrate ?? null,
    channels: format.numberOfChannels ?? null,
    chapters:
      (format.chapters ?? []).length === 0
        ? probedChapters
        : (format.chapters ?? []).map((c, i, all) => {
            // start/end are in timeScale units (MP4 chapter track), else in samples.
            const scale = c.timeScale ?? format.sampleRate ?? 1;
            const next = all[i + 1];
            const end =
              c.end !== undefined ? c.end / scale : next ? next.start / scale : (format.duration ?? null);
            return { title: c.title || null, startSeconds: c.start / scale, endSeconds: end };
          }),
    picture: picture ? { format: picture.format, data: picture.data } : null,
    warnings,
  });
}
