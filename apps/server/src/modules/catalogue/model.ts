import type { MediaType } from '@member-area/domain';
import type { Selectable } from 'kysely';
import type { MediaItemsTable } from '../../db/tables/catalogue';

/** A media item as the server works with it: the row with JSON fields parsed. */
export interface MediaModel {
  id: number;
  mediaType: MediaType;
  title: string;
  titleNorm: string;
  slug: string;
  description: string;
  subtitle: string | null;
  releaseDate: string | null;
  releaseYear: number | null;
  popularity: number;
  isFree: boolean;
  vendorId: string;
  duration: number | null;
  genreId: number | null;
  details: Record<string, unknown>;
  geoAllowed: string[] | null;
  geoBlocked: string[] | null;
  cacheIndex: number;
  /** The brand owning the title, null for the shared catalogue (docs/libraries.md "Identity"). */
  brandId: string | null;
  /** Null while listed, else why no member read lists it. */
  hiddenReason: string | null;
  /** An uploaded or embedded cover, relative to MEDIA_DIR; null = the drawn cover. */
  coverFile: string | null;
}

export interface GenreModel {
  id: number;
  mediaType: string;
  key: string;
  title: string;
  parentId: number | null;
  titleCount: number;
}

export interface PersonModel {
  id: number;
  slug: string;
  name: string;
}

export interface CreditModel {
  mediaId: number;
  role: string;
  person: PersonModel;
}

export interface TrackModel {
  id: number;
  mediaId: number;
  trackNumber: number;
  title: string;
  description: string | null;
  duration: number;
  artistIds: number[];
}

export interface EpisodeModel {
  id: number;
  mediaId: number;
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  description: string | null;
  duration: number;
  releaseDate: string | null;
}

export interface SlotModel {
  id: number;
  slug: string;
  title: string;
  mediaType: string;
  properties: Record<string, unknown>;
  tags: string[];
  position: number;
}

export interface PlaylistModel {
  id: number;
  memberId: number;
  name: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function parseStringList(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
  } catch {
    return null;
  }
}

export function parseNumberList(text: string | null): number[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export { parseObject };

export function toMedia(r: Omit<Selectable<MediaItemsTable>, 'merged_into' | 'edited_at'>): MediaModel {
  return {
    id: Number(r.id),
    mediaType: r.media_type as MediaType,
    title: r.title,
    titleNorm: r.title_norm,
    slug: r.slug,
    description: r.description,
    subtitle: r.subtitle,
    releaseDate: r.release_date,
    releaseYear: r.release_year == null ? null : Number(r.release_year),
    popularity: Number(r.popularity),
    isFree: Number(r.is_free) === 1,
    vendorId: r.vendor_id,
    duration: r.duration == null ? null : Number(r.duration),
    genreId: r.genre_id == null ? null : Number(r.genre_id),
    details: parseObject(r.details),
    geoAllowed: parseStringList(r.geo_allowed),
    geoBlocked: parseStringList(r.geo_blocked),
    cacheIndex: Number(r.cache_index),
    brandId: r.brand_id ?? null,
    hiddenReason: r.hidden_reason ?? null,
    coverFile: r.cover_file ?? null,
  };
}
