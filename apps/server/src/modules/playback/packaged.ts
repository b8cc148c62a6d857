/**
 * Playback of an imported title from its packaged assets (media_assets, docs/libraries.md): the same
 * Playback fields the demo manifest fills, with durations from the packaging. A title with assets
 * never falls back to the manifest, and one without any never reads them (service.ts decides).
 */
import { parseMediaId, type MediaType } from '@member-area/domain';
import type { Playback as PlaybackShape } from '../../graphql/generated/resolvers-types';
import { type CatalogueLoaders, type EpisodeModel, type MediaModel, thumbnailOf } from '../catalogue';
import { chooseEpisode } from './episode-choice';
import { folderOf, type PackagedKind, type StoredAsset } from './packaged-repo';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
/** Where packaging writes, under MEDIA_DIR: the media route looks these paths up in media_assets. */
export const PACKAGED_ROOT = 'libraries/';

/** What packaged playback needs of the service's URL book. */
export interface PackagedSigner {
  /** One token for the folder: a URL for a file under it (an HLS package, a game). */
  under(prefix: string, file: string): string;
  /** One token per file. */
  each(files: readonly string[]): Map<string, string>;
}

/** Seconds of each part, for progress over the whole title (continue-watching, fractionDone). */
export interface PartDurations {
  movie(): number | null;
  episode(index: number, episode: EpisodeModel | undefined): number | null;
  track(trackId: number): number | null;
  /** Every chapter's seconds in play order, or null when the title has none. */
  chapters(): number[] | null;
}

const of = (assets: readonly StoredAsset[], kind: PackagedKind, partId?: number) =>
  assets.filter((a) => a.kind === kind && (partId === undefined || a.partId === partId));
const one = (assets: readonly StoredAsset[], kind: PackagedKind, partId: number) =>
  of(assets, kind, partId)[0] ?? null;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function packagedDurations(assets: readonly StoredAsset[]): PartDurations {
  return {
    movie: () => one(assets, 'video_hls', 0)?.durationSeconds ?? null,
    episode: (_i, e) => (e ? (one(assets, 'video_hls', e.id)?.durationSeconds ?? null) : null),
    track: (id) => one(assets, 'audio', id)?.durationSeconds ?? null,
    chapters: () => {
      const chapters = of(assets, 'audio');
      return chapters.length ? chapters.map((c) => c.durationSeconds ?? 0) : null;
    },
  };
}

/** The master playlist's URL under a token for its whole folder (rung playlists and segments). */
function hlsUrl(book: PackagedSigner, asset: StoredAsset): string {
  const folder = folderOf(asset);
  return book.under(folder, asset.file.slice(folder.length));
}

function videoOf(
  book: PackagedSigner,
  video: StoredAsset,
  poster: StoredAsset | null,
  title: string,
  episodeId: string | null,
): NonNullable<PlaybackShape['video']> {
  return {
    episodeId,
    title,
    url: hlsUrl(book, video),
    mimeType: HLS_MIME_TYPE,
    duration: video.durationSeconds ?? 0,
    posterUrl: poster ? (book.each([poster.file]).get(poster.file) ?? null) : null,
    subtitles: [],
  };
}

type Filled = Partial<Omit<PlaybackShape, 'progress' | '__typename'>>;

/** The fields of one imported title's media type; a refusal code when a part was never packaged. */
export async function fillPackaged(
  loaders: CatalogueLoaders,
  media: MediaModel,
  assets: readonly StoredAsset[],
  book: PackagedSigner,
  episodeArg: string | null | undefined,
  position: Record<string, unknown> | null,
): Promise<Filled | 'media_unavailable' | 'media_not_found'> {
  const type: MediaType = media.mediaType;
  switch (type) {
    case 'movie': {
      const episodes = media.details.type === 'series' ? await loaders.episodesOf(media.id) : [];
      if (episodes.length === 0) {
        const video = one(assets, 'video_hls', 0);
        return video
          ? { video: videoOf(book, video, one(assets, 'poster', 0), media.title, null) }
          : 'media_unavailable';
      }
      const asked = episodeArg == null || episodeArg === '' ? null : parseMediaId(episodeArg);
      if (episodeArg && asked == null) return 'media_not_found';
      const episode = episodes[chooseEpisode(episodes, asked, position)];
      if (!episode) return 'media_not_found';
      const video = one(assets, 'video_hls', episode.id);
      if (!video) return 'media_unavailable';
      const poster = one(assets, 'poster', episode.id) ?? one(assets, 'poster', 0);
      return {
        video: videoOf(book, video, poster, episode.title, String(episode.id)),
        episodes: episodes.map((e) => ({
          id: String(e.id),
          seasonNumber: e.seasonNumber,
          episodeNumber: e.episodeNumber,
          title: e.title,
          duration: one(assets, 'video_hls', e.id)?.durationSeconds ?? e.duration,
        })),
      };
    }
    case 'music': {
      const tracks = await loaders.tracksOf(media.id);
      const audio = tracks.map((t) => one(assets, 'audio', t.id));
      if (tracks.length === 0 || audio.some((a) => !a)) return 'media_unavailable';
      const urls = book.each(audio.map((a) => a!.file));
      const thumbnail = thumbnailOf(media);
      return {
        tracks: tracks.map((t, i) => ({
          id: String(t.id),
          albumId: String(media.id),
          trackNumber: t.trackNumber,
          title: t.title,
          artist: media.subtitle ?? '',
          albumTitle: media.title,
          duration: audio[i]!.durationSeconds ?? 0,
          url: urls.get(audio[i]!.file) ?? '',
          mimeType: audio[i]!.mimeType,
          thumbnail,
        })),
      };
    }
    case 'audiobook': {
      const chapters = of(assets, 'audio');
      if (chapters.length === 0) return 'media_unavailable';
      const urls = book.each(chapters.map((c) => c.file));
      return {
        chapters: chapters.map((c, index) => ({
          index,
          title: str(c.details.title) ?? media.title,
          duration: c.durationSeconds ?? 0,
          url: urls.get(c.file) ?? '',
          mimeType: c.mimeType,
        })),
      };
    }
    case 'ebook': {
      const e = one(assets, 'ebook', 0);
      if (!e) return 'media_unavailable';
      const pages = num(media.details.numPages) ?? num(e.details.pageCount);
      return {
        ebook: {
          url: book.each([e.file]).get(e.file) ?? '',
          mimeType: e.mimeType,
          chapterCount: Math.trunc(num(e.details.chapterCount) ?? 0),
          pageCount: pages == null ? 0 : Math.trunc(pages),
        },
      };
    }
    case 'game': {
      const g = one(assets, 'game', 0);
      if (!g) return 'media_unavailable';
      return { game: { url: hlsUrl(book, g), controlsKey: str(g.details.controlsKey) ?? 'default' } };
    }
    case 'software': {
      const builds = of(assets, 'download');
      if (builds.length === 0) return 'media_unavailable';
      const urls = book.each(builds.map((b) => b.file));
      return {
        downloads: builds.map((b) => ({
          url: urls.get(b.file) ?? '',
          fileName: str(b.details.fileName) ?? b.file.slice(b.file.lastIndexOf('/') + 1),
          platform: str(b.details.platform) ?? '',
          version: str(b.details.version) ?? '',
          sizeBytes: b.bytes,
          sha256: b.sha256 ?? '',
          mimeType: b.mimeType,
        })),
      };
    }
    case 'stream':
      return 'media_unavailable'; // a library never imports a live channel
    default: {
      const never: never = type;
      throw new Error(`unknown media type ${String(never)}`);
    }
  }
}

/** Content types of the files inside a served folder (an HLS package, an unpacked game). */
const FOLDER_TYPES: Record<string, string> = {
  '.m3u8': HLS_MIME_TYPE,
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The content type of a packaged file: the asset's own, or by extension inside its folder. */
export function packagedTypeOf(asset: StoredAsset, file: string): string {
  if (file === asset.file) return asset.mimeType;
  const dot = file.lastIndexOf('.');
  const ext = dot > file.lastIndexOf('/') ? file.slice(dot).toLowerCase() : '';
  return FOLDER_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * An imported game is a folder (scripts, images, sounds beside index.html), unlike a generated demo
 * game of one inline page, so its CSP also allows what comes from its own folder's origin. It stays
 * sandboxed (opaque origin, allow-scripts only), with no network beyond its own files.
 */
export const IMPORTED_GAME_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; media-src 'self' data: blob:; font-src 'self' data:; " +
  "frame-ancestors 'self'; sandbox allow-scripts";
