/**
 * What a player needs for one title (docs/players.md "Playback API"): access as the catalogue judges
 * it, the generated asset the title maps onto, signed URLs bound to the viewer and the brand, and the
 * stored resume position. Refusals are data with a translated message; no SQL here.
 */
import { isCatalogueMediaType, isValidProgress, parseMediaId, type MediaType } from '@member-area/domain';
import type { Playback as PlaybackShape, PlaybackVideo } from '../../graphql/generated/resolvers-types';
import { errorMessage } from '../../graphql/response-result';
import type { ErrorCode } from '../../i18n';
import type { MediaFile, MediaManifest, SubtitleAsset, VideoAsset } from '../../lib/media-manifest';
import type { Services } from '../../services';
import { type CatalogueLoaders, type EpisodeModel, type MediaModel, thumbnailOf } from '../catalogue';
import type { MemberModel } from '../member';
import {
  audiobookAsset,
  commonDirectory,
  ebookAsset,
  episodeAsset,
  gameAsset,
  movieAsset,
  musicAsset,
  softwareAssets,
} from './assets';
import { inTransaction } from '../../db/transaction';
import { creditPlayTime, isStreamedMediaType, findPlayCursor } from '../green';
import * as repo from './repo';
import { chooseEpisode } from './episode-choice';
import { fillPackaged, packagedDurations, type PartDurations } from './packaged';
import { assetsOf } from './packaged-repo';
import type { MediaUrlSigner } from './signing';

/**
 * Who asks, as plain inputs (never the GraphQL context), so a REST route or a job can ask too: the
 * member (null for a visitor), the brand, the visitor's country, the language of refusal texts, and
 * the request's catalogue loaders (they batch and cache the title reads of one request).
 */
export interface PlaybackRequest {
  member: MemberModel | null;
  brandId: string;
  country: string;
  lang: string;
  loaders: CatalogueLoaders;
}

/** Playback as the resolvers return it: progress is the stored row (MediaProgress resolves it). */
export type Playback = Omit<PlaybackShape, 'progress' | '__typename'> & {
  progress: repo.PositionedProgress | null;
};
type Thumbnail = ReturnType<typeof thumbnailOf>;

export const POSITION_MAX_CHARS = 2_000;
export const CONTINUE_MAX = 50;
/** A title counts as finished (and leaves the continue row) from this fraction on. */
export const FINISHED_FRACTION = 0.95;
/** Progress rows read for the continue row: finished ones are dropped after reading. */
const CONTINUE_SCAN = 200;

const NO_THUMBNAIL: Thumbnail = { origin: '', path: '', cacheIndex: 0, url: '', width: 0, height: 0 };

/** Signs URLs for one viewer on one brand until one expiry; one token per asset directory. */
class UrlBook {
  constructor(
    private readonly signer: MediaUrlSigner,
    private readonly grant: { m: number; b: string; e: number },
    private readonly listed: ReadonlyMap<string, MediaFile>,
  ) {}

  /** True when the directory holds nothing but `files`: a token for it opens no other title's media. */
  private onlyThese(prefix: string, files: readonly string[]): boolean {
    const set = new Set(files);
    for (const f of this.listed.keys()) if (f.startsWith(prefix) && !set.has(f)) return false;
    return true;
  }

  private url(token: string, file: string): string {
    return `/media/s/${token}/${file.split('/').map(encodeURIComponent).join('/')}`;
  }

  /**
   * URLs for files that belong together (a film with its poster and subtitles, a book's chapters):
   * one token opens their deepest common directory when it holds nothing else; otherwise (an
   * EPUB among all the EPUBs, an album's tracks among all the tracks) each file gets its own token,
   * so a free title's visitor token can never open the file of a paid one.
   */
  urls(files: readonly string[]): Map<string, string> {
    const common = commonDirectory(files);
    const prefix = common && this.onlyThese(common, files) ? common : '';
    const out = new Map<string, string>();
    if (prefix) {
      const token = this.signer.sign({ ...this.grant, p: prefix });
      for (const f of files) out.set(f, this.url(token, f));
    } else {
      for (const f of files) out.set(f, this.url(this.signer.sign({ ...this.grant, p: f }), f));
    }
    return out;
  }

  /** One token per file, whatever their directory holds (an imported title's single files). */
  each(files: readonly string[]): Map<string, string> {
    return new Map(files.map((f) => [f, this.url(this.signer.sign({ ...this.grant, p: f }), f)]));
  }

  /** A directory's token, for a virtual path under it (the live playlist and its segments). */
  under(prefix: string, file: string): string {
    return this.url(this.signer.sign({ ...this.grant, p: prefix }), `${prefix}${file}`);
  }
}

function parsePosition(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The native name of a language ('Français' for fr), for subtitle menus. */
function nativeLabel(s: SubtitleAsset): string {
  if (s.label) return s.label;
  try {
    const name = new Intl.DisplayNames([s.language], { type: 'language' }).of(s.language);
    return name ? name.charAt(0).toLocaleUpperCase(s.language) + name.slice(1) : s.language;
  } catch {
    return s.language;
  }
}

function emptyPlayback(
  mediaType: string,
  id: string,
  base: Partial<Playback> & { title: string; vendor_id: string; thumbnail: Thumbnail },
): Playback {
  return {
    mediaType,
    id,
    subtitle: null,
    available: false,
    errorCode: null,
    message: null,
    expiresAt: null,
    progress: null,
    video: null,
    episodes: [],
    live: null,
    tracks: [],
    chapters: [],
    ebook: null,
    game: null,
    downloads: [],
    ...base,
  };
}

const refusal = (req: PlaybackRequest, mediaType: string, id: string, code: ErrorCode, media?: MediaModel) =>
  emptyPlayback(mediaType, id, {
    title: media?.title ?? '',
    subtitle: media?.subtitle ?? null,
    vendor_id: media?.vendorId ?? '',
    thumbnail: media ? thumbnailOf(media) : NO_THUMBNAIL,
    errorCode: code,
    message: errorMessage(req.lang, code),
  });

function videoOf(asset: VideoAsset, book: UrlBook, title: string, episodeId: string | null): PlaybackVideo {
  const files = [
    asset.video.file,
    ...(asset.poster ? [asset.poster.file] : []),
    ...asset.subtitles.map((s) => s.file),
  ];
  const urls = book.urls(files);
  return {
    episodeId,
    title,
    url: urls.get(asset.video.file) ?? '',
    mimeType: asset.video.mimeType,
    duration: asset.duration,
    posterUrl: asset.poster ? (urls.get(asset.poster.file) ?? null) : null,
    subtitles: asset.subtitles.map((s) => ({
      language: s.language,
      label: nativeLabel(s),
      url: urls.get(s.file) ?? '',
    })),
  };
}

/** The fields of one media type; null when the manifest has no asset of that type. */
async function fill(
  loaders: CatalogueLoaders,
  media: MediaModel,
  manifest: MediaManifest,
  book: UrlBook,
  episodeArg: string | null | undefined,
  position: Record<string, unknown> | null,
): Promise<Partial<Playback> | 'media_unavailable' | 'media_not_found'> {
  const type: MediaType = media.mediaType;
  switch (type) {
    case 'movie': {
      const episodes = media.details.type === 'series' ? await loaders.episodesOf(media.id) : [];
      if (episodes.length === 0) {
        const asset = movieAsset(manifest, media.id);
        return asset ? { video: videoOf(asset, book, media.title, null) } : 'media_unavailable';
      }
      const asked = episodeArg == null || episodeArg === '' ? null : parseMediaId(episodeArg);
      if (episodeArg && asked == null) return 'media_not_found';
      const index = chooseEpisode(episodes, asked, position);
      const episode = episodes[index];
      const asset = episodeAsset(manifest, index);
      if (!episode) return 'media_not_found';
      if (!asset) return 'media_unavailable';
      return {
        video: videoOf(asset, book, episode.title, String(episode.id)),
        episodes: episodes.map((e, i) => ({
          id: String(e.id),
          seasonNumber: e.seasonNumber,
          episodeNumber: e.episodeNumber,
          title: e.title,
          duration: episodeAsset(manifest, i)?.duration ?? e.duration,
        })),
      };
    }
    case 'stream': {
      const live = manifest.live;
      const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
      return {
        live: {
          hlsUrl: book.under(`live/${live.key}/`, 'index.m3u8'),
          segmentSeconds: live.segmentSeconds,
          quality: str(media.details.quality) ?? 'HD',
          resolution: live.resolution,
          bitrateKbps: live.bitrateKbps,
          language: str(media.details.language) ?? live.language,
          liveSlug: str(media.details.liveSlug),
        },
      };
    }
    case 'music': {
      const tracks = await loaders.tracksOf(media.id);
      const assets = tracks.map((t) => musicAsset(manifest, t.id));
      if (tracks.length === 0 || assets.some((a) => !a)) return 'media_unavailable';
      const urls = book.urls(assets.map((a) => a!.audio.file));
      const thumbnail = thumbnailOf(media);
      return {
        tracks: tracks.map((t, i) => {
          const a = assets[i]!;
          return {
            id: String(t.id),
            albumId: String(media.id),
            trackNumber: t.trackNumber,
            title: t.title,
            artist: media.subtitle ?? '',
            albumTitle: media.title,
            duration: a.duration,
            url: urls.get(a.audio.file) ?? '',
            mimeType: a.audio.mimeType,
            thumbnail,
          };
        }),
      };
    }
    case 'audiobook': {
      const book_ = audiobookAsset(manifest, media.id);
      if (!book_ || book_.chapters.length === 0) return 'media_unavailable';
      const urls = book.urls(book_.chapters.map((c) => c.audio.file));
      return {
        chapters: book_.chapters.map((c, index) => ({
          index,
          title: c.title,
          duration: c.duration,
          url: urls.get(c.audio.file) ?? '',
          mimeType: c.audio.mimeType,
        })),
      };
    }
    case 'ebook': {
      const e = ebookAsset(manifest, media.id);
      if (!e) return 'media_unavailable';
      const pages = media.details.numPages;
      return {
        ebook: {
          url: book.urls([e.epub.file]).get(e.epub.file) ?? '',
          mimeType: e.epub.mimeType,
          chapterCount: e.chapterTitles.length,
          pageCount: typeof pages === 'number' && Number.isFinite(pages) ? Math.trunc(pages) : 0,
        },
      };
    }
    case 'game': {
      const g = gameAsset(manifest, media.id);
      if (!g) return 'media_unavailable';
      return { game: { url: book.urls([g.entry.file]).get(g.entry.file) ?? '', controlsKey: g.controlsKey } };
    }
    case 'software': {
      const builds = softwareAssets(manifest, media.id);
      if (builds.length === 0) return 'media_unavailable';
      const urls = book.urls(builds.map((b) => b.download.file));
      return {
        downloads: builds.map((b) => ({
          url: urls.get(b.download.file) ?? '',
          fileName: b.fileName,
          platform: b.platform,
          version: b.version,
          sizeBytes: b.download.bytes,
          sha256: b.download.sha256,
          mimeType: b.download.mimeType,
        })),
      };
    }
    default: {
      const never: never = type;
      throw new Error(`unknown media type ${String(never)}`);
    }
  }
}

export async function playback(
  s: Services,
  req: PlaybackRequest,
  args: { mediaType: string; id: string; episodeId?: string | null },
): Promise<Playback> {
  const { mediaType, id } = args;
  if (!isCatalogueMediaType(mediaType)) return refusal(req, mediaType, id, 'invalid_media_type');
  const mediaId = parseMediaId(id);
  const loaders = req.loaders;
  const media = mediaId == null ? null : await loaders.media(mediaId);
  if (!media || media.mediaType !== mediaType) return refusal(req, mediaType, id, 'media_not_found');
  const access = s.catalogue.access(media, {
    entitledTypes: await loaders.entitledTypes(),
    country: req.country,
    isIphone: loaders.isIphone,
  });
  if (!access.available) return refusal(req, mediaType, id, access.reason ?? 'not_in_plan', media);

  const kit = s.playback;
  // An imported title plays its packaged assets; every other title the generated demo media.
  const packaged = media.brandId != null ? ((await assetsOf(s.db, [media.id])).get(media.id) ?? null) : null;
  const manifest = packaged ? null : await kit.assets.manifest();
  if (!packaged && !manifest) return refusal(req, mediaType, id, 'media_unavailable', media);

  const member = req.member;
  const [progress] = member ? await repo.progressWithPosition(s.db, member.id, [media.id]) : [];
  const nowMs = s.clock().getTime();
  const expires = Math.floor(nowMs / 1000) + s.config.mediaUrlTtlSeconds;
  // Visitors only ever get here for free titles (access above), and their tokens carry member 0.
  const book = new UrlBook(
    kit.signer,
    { m: member?.id ?? 0, b: req.brandId, e: expires },
    await kit.assets.listed(),
  );
  const position = parsePosition(progress?.position);
  const filled = packaged
    ? await fillPackaged(loaders, media, packaged, book, args.episodeId, position)
    : await fill(loaders, media, manifest!, book, args.episodeId, position);
  if (typeof filled === 'string') return refusal(req, mediaType, id, filled, media);
  return emptyPlayback(mediaType, String(media.id), {
    title: media.title,
    subtitle: media.subtitle,
    vendor_id: media.vendorId,
    thumbnail: thumbnailOf(media),
    available: true,
    expiresAt: new Date(expires * 1000).toISOString(),
    progress: progress ?? null,
    ...filled,
  });
}

export type SaveOutcome =
  { ok: true; progress: repo.PositionedProgress | null } | { ok: false; errorCode: ErrorCode };

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export async function savePlaybackPosition(
  s: Services,
  loaders: CatalogueLoaders,
  memberId: number,
  args: { id: string; mediaType: string; progress: number; position?: string | null; sequence: number },
): Promise<SaveOutcome> {
  const position = args.position ?? null;
  if (
    !isValidProgress(args.progress) ||
    !Number.isFinite(args.sequence) ||
    args.sequence < 0 ||
    (position !== null && (position.length > POSITION_MAX_CHARS || !isJsonText(position)))
  )
    return { ok: false, errorCode: 'invalid_progress' };
  if (!isCatalogueMediaType(args.mediaType)) return { ok: false, errorCode: 'invalid_media_type' };
  const mediaId = parseMediaId(args.id);
  const media = mediaId == null ? null : await loaders.media(mediaId);
  if (!media || media.mediaType !== args.mediaType) return { ok: false, errorCode: 'media_not_found' };
  const now = s.clock();
  const save = {
    mediaId: media.id,
    mediaType: media.mediaType,
    progress: args.progress,
    sequence: args.sequence,
    position,
  };
  if (isStreamedMediaType(media.mediaType)) {
    // Audio and video: the save and the real play time it credits (the green page) land together.
    // Not durable: saved every 10 s by every player, and a power cut costs a few seconds of position.
    await inTransaction(
      s.db,
      async (trx) => {
        const before = await findPlayCursor(trx, memberId, media.id);
        await repo.savePosition(trx, memberId, save, now.toISOString());
        await creditPlayTime(trx, { memberId, mediaId: media.id, progress: args.progress, before, now });
      },
      { durable: false },
    );
  } else {
    await repo.savePosition(s.db, memberId, save, now.toISOString());
  }
  const [stored] = await repo.progressWithPosition(s.db, memberId, [media.id]);
  return { ok: true, progress: stored ?? null };
}

/**
 * 0..1 of a title done, from the real asset's duration (a player's seconds over the generated file's
 * length); ebooks already store 0..1. Series use the episode the position names (else the first),
 * music the track it names, audiobooks the chapter and time it names over the whole book.
 */
export function fractionDone(
  media: MediaModel,
  progress: { progress: number; position: string | null },
  manifest: MediaManifest | null,
  episodes: readonly EpisodeModel[],
): number | null {
  return fractionOf(media, progress, manifest ? manifestDurations(manifest, media.id) : null, episodes);
}

/** The generated demo media's seconds for a title (see assets.ts for how titles map onto them). */
function manifestDurations(manifest: MediaManifest, titleId: number): PartDurations {
  return {
    movie: () => movieAsset(manifest, titleId)?.duration ?? null,
    episode: (index) => episodeAsset(manifest, index)?.duration ?? null,
    track: (trackId) => musicAsset(manifest, trackId)?.duration ?? null,
    chapters: () => audiobookAsset(manifest, titleId)?.chapters.map((c) => c.duration) ?? null,
  };
}

/** fractionDone over the seconds of a title's parts, from the manifest or from packaged assets. */
export function fractionOf(
  media: MediaModel,
  progress: { progress: number; position: string | null },
  durations: PartDurations | null,
  episodes: readonly EpisodeModel[],
): number | null {
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  const ratio = (seconds: number, duration: number | null | undefined) =>
    duration && duration > 0 ? clamp(seconds / duration) : null;
  const position = parsePosition(progress.position);
  const time = typeof position?.time === 'number' && Number.isFinite(position.time) ? position.time : null;
  const type: MediaType = media.mediaType;
  switch (type) {
    case 'ebook':
      return clamp(progress.progress);
    case 'stream':
      return null;
    case 'movie': {
      if (!durations) return null;
      if (episodes.length === 0) return ratio(progress.progress, durations.movie());
      const asked = position ? parseMediaId(position.episodeId) : null;
      const i = Math.max(0, asked == null ? 0 : episodes.findIndex((e) => e.id === asked));
      return ratio(progress.progress, durations.episode(i, episodes[i]));
    }
    case 'music': {
      const trackId = position ? parseMediaId(position.trackId) : null;
      if (!durations || trackId == null) return null;
      return ratio(time ?? progress.progress, durations.track(trackId));
    }
    case 'audiobook': {
      const chapters = durations?.chapters();
      if (!chapters) return null;
      const chapter = typeof position?.chapter === 'number' ? Math.trunc(position.chapter) : null;
      const before =
        chapter != null && chapter >= 0 && time != null
          ? chapters.slice(0, chapter).reduce((s, c) => s + c, 0) + time
          : progress.progress;
      return ratio(
        before,
        chapters.reduce((s, c) => s + c, 0),
      );
    }
    case 'game':
    case 'software':
      return null;
    default: {
      const never: never = type;
      throw new Error(`unknown media type ${String(never)}`);
    }
  }
}

export async function continueWatching(
  s: Services,
  loaders: CatalogueLoaders,
  memberId: number,
  first: number | null | undefined,
) {
  const limit = Math.max(1, Math.min(CONTINUE_MAX, Math.trunc(first ?? 20)));
  // Hidden titles and other brands' keep their progress rows but are not offered (docs/catalogue.md).
  const rows = (await repo.recentProgress(s.db, memberId, CONTINUE_SCAN)).filter((r) =>
    loaders.lists(r.media),
  );
  const manifest = await s.playback.assets.manifest();
  // Only a brand's own titles have packaged assets: a row of demo titles reads none (no statement).
  const imported = rows.filter((r) => r.media.brandId != null).map((r) => r.media.id);
  const packaged = imported.length > 0 ? await assetsOf(s.db, imported) : new Map<number, never>();
  for (const r of rows) loaders.primeMedia(r.media);
  // Series episodes for every row in one batched query (the loader groups the ids of this turn).
  const episodes = await Promise.all(
    rows.map((r) =>
      r.media.mediaType === 'movie' && r.media.details.type === 'series'
        ? loaders.episodesOf(r.media.id)
        : Promise.resolve([]),
    ),
  );
  const out = [];
  for (const [i, r] of rows.entries()) {
    const assets = packaged.get(r.media.id);
    const fraction = assets
      ? fractionOf(r.media, r.progress, packagedDurations(assets), episodes[i] ?? [])
      : fractionDone(r.media, r.progress, manifest, episodes[i] ?? []);
    if (fraction != null && fraction >= FINISHED_FRACTION) continue;
    out.push({ media: r.media, progress: r.progress, fraction });
    if (out.length === limit) break;
  }
  return out;
}
