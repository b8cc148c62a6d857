/** Catalogue rules on top of the repository: validation, cursors, access and playback keys (no SQL here). */
import crypto from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  isCatalogueMediaType,
  mediaAccess,
  type Access,
  type LanguageCode,
  type MediaType,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import type { MediaModel } from './model';
import * as repo from './repo';
import { clampFirst, decodeCursor, emptyPage, encodeCursor, type PageResult } from './page';

export const BROWSE_PAGE_MAX = 100;
export const TABS = ['all', 'new_releases', 'popular', 'genres'] as const;

/** The catalogue changes only by seeding; titles per type are recounted every ten minutes. */
const COUNT_TTL_MS = 10 * 60_000;

/** Built once per app in app.ts (`services.catalogue`). */
export class CatalogueService {
  private counts: { at: number; value: Promise<Map<string, number>> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  /** A type's genres, named in `lang`. */
  genres(mediaType: string, lang: LanguageCode) {
    return repo.listGenres(this.db, mediaType, lang);
  }

  /** The slots (rows) carrying any of `tags` as `brandId` curated them, titled in `lang`. */
  slotsWithTags(tags: readonly string[], lang: LanguageCode, brandId: string) {
    return repo.slotsWithTags(this.db, tags, lang, brandId);
  }

  /** The first `limit` streams of the slot `slug` listed to `brandId`, in the slot's order. */
  streamsInSlot(slug: string, limit: number, brandId: string) {
    return repo.streamsInSlot(this.db, slug, limit, brandId);
  }

  /** One title by id (null when unknown), for the cover routes. */
  async mediaById(id: number): Promise<MediaModel | null> {
    return (await repo.mediaByIds(this.db, [id]))[0] ?? null;
  }

  /** The key of a genre, which picks a drawn cover's palette. */
  genreKey(genreId: number) {
    return repo.genreKeyById(this.db, genreId);
  }

  /** Titles per media type, cached (a count over 1,000,000 rows is not free). */
  countsByType(): Promise<Map<string, number>> {
    if (!this.counts || Date.now() - this.counts.at > COUNT_TTL_MS) {
      const value = repo.countsByMediaType(this.db);
      this.counts = { at: Date.now(), value };
      value.catch(() => (this.counts = null));
    }
    return this.counts.value;
  }

  /** A page of a type or genre, of the titles listed to `brandId` (docs/libraries.md "Identity"). */
  async browse(args: {
    brandId: string;
    mediaType: string;
    genre?: string | null;
    tab?: string | null;
    first?: number | null;
    after?: string | null;
  }): Promise<PageResult> {
    if (!isCatalogueMediaType(args.mediaType)) return emptyPage('invalid_media_type');
    const tab = args.tab ?? 'all';
    if (!(TABS as readonly string[]).includes(tab)) return emptyPage('unknown_tab');
    const first = clampFirst(args.first, BROWSE_PAGE_MAX, 40);
    let genreId: number | null = null;
    let total: number;
    if (args.genre) {
      // Only the genre's id and count matter here: its title in English skips the translation lookup.
      const genre = await repo.findGenre(this.db, args.mediaType, args.genre, DEFAULT_LANGUAGE);
      if (!genre) return emptyPage('unknown_genre');
      genreId = genre.id;
      total = genre.titleCount;
    } else {
      total = (await this.countsByType()).get(args.mediaType) ?? 0;
    }
    const sort: repo.BrowseSort =
      tab === 'new_releases' ? 'new' : tab === 'genres' && genreId == null ? 'title' : 'popular';
    let after: repo.Keyset | null = null;
    if (args.after) {
      const c = decodeCursor(args.after) as { s?: unknown; v?: unknown; id?: unknown } | undefined;
      if (
        !c ||
        c.s !== sort ||
        typeof c.id !== 'number' ||
        !(c.v === null || typeof c.v === 'string' || typeof c.v === 'number')
      )
        return emptyPage('invalid_cursor');
      after = { value: c.v, id: c.id };
    }
    const rows = await repo.browsePage(this.db, {
      mediaType: args.mediaType,
      genreId,
      sort,
      after,
      limit: first + 1,
      brandId: args.brandId,
    });
    const items = rows.slice(0, first);
    const hasMore = rows.length > first;
    const last = items[items.length - 1];
    const value = (m: MediaModel) =>
      sort === 'new' ? m.releaseDate : sort === 'title' ? m.titleNorm : m.popularity;
    return {
      items,
      hasMore,
      nextCursor: hasMore && last ? encodeCursor({ s: sort, v: value(last), id: last.id }) : null,
      totalCount: total,
      totalCapped: false,
      errorCode: null,
    };
  }

  access(
    media: MediaModel,
    viewer: { entitledTypes: readonly string[]; country: string; isIphone: boolean },
  ): Access {
    return mediaAccess({
      mediaType: media.mediaType,
      isFree: media.isFree,
      geo: { allowed: media.geoAllowed, blocked: media.geoBlocked },
      country: viewer.country,
      entitledTypes: viewer.entitledTypes,
      isIphone: viewer.isIphone,
    });
  }

  /**
   * A playback key for an entitled viewer: an HMAC over the type, id and viewer, so the media
   * routes (issue #4) can check it without a lookup. Never handed out when access is refused.
   */
  playbackKey(mediaType: MediaType, id: number, viewerId: number | null): string {
    const mac = crypto
      .createHmac('sha256', this.secret)
      .update(`playback:${mediaType}:${id}:${viewerId ?? 'visitor'}`)
      .digest('base64url')
      .slice(0, 32);
    return `${mediaType}.${id}.${mac}`;
  }
}
