/** Catalogue rules on top of the repository: validation, cursors, access and playback keys (no SQL here). */
import crypto from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  checkSearchQuery,
  isCatalogueMediaType,
  mediaAccess,
  type Access,
  type MediaType,
} from '@member-area/domain';
import type { Db, Dialect } from '../../db/kysely';
import type { MediaModel } from './model';
import * as repo from './repo';
import { createSearchIndex, type SearchIndex } from '../search/search-index';

export const BROWSE_PAGE_MAX = 100;
export const SEARCH_PAGE_MAX = 50;
/** Search pages stop here (ranked results past this are not useful). */
export const SEARCH_OFFSET_MAX = 1_000;
export const TABS = ['all', 'new_releases', 'popular', 'genres'] as const;

export interface PageResult {
  items: MediaModel[];
  nextCursor: string | null;
  hasMore: boolean;
  totalCount: number;
  /** Search only: there are more matches than totalCount counts. */
  totalCapped: boolean;
  errorCode: string | null;
}

const empty = (errorCode: string | null = null): PageResult => ({
  items: [],
  nextCursor: null,
  hasMore: false,
  totalCount: 0,
  totalCapped: false,
  errorCode,
});

function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}
function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const clamp = (n: number | null | undefined, max: number, dflt: number) =>
  Math.max(1, Math.min(max, Math.trunc(n ?? dflt)));

/** The catalogue changes only by seeding; titles per type are recounted every ten minutes. */
const COUNT_TTL_MS = 10 * 60_000;

export class CatalogueService {
  readonly search: SearchIndex;
  private counts: { at: number; value: Promise<Map<string, number>> } | null = null;

  constructor(
    private readonly db: Db,
    dialect: Dialect,
    private readonly secret: string,
  ) {
    this.search = createSearchIndex(dialect, db);
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

  async browse(args: {
    mediaType: string;
    genre?: string | null;
    tab?: string | null;
    first?: number | null;
    after?: string | null;
  }): Promise<PageResult> {
    if (!isCatalogueMediaType(args.mediaType)) return empty('invalid_media_type');
    const tab = args.tab ?? 'all';
    if (!(TABS as readonly string[]).includes(tab)) return empty('unknown_tab');
    const first = clamp(args.first, BROWSE_PAGE_MAX, 40);
    let genreId: number | null = null;
    let total: number;
    if (args.genre) {
      // Only the genre's id and count matter here: its title in English skips the translation lookup.
      const genre = await repo.findGenre(this.db, args.mediaType, args.genre, DEFAULT_LANGUAGE);
      if (!genre) return empty('unknown_genre');
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
        return empty('invalid_cursor');
      after = { value: c.v, id: c.id };
    }
    const rows = await repo.browsePage(this.db, {
      mediaType: args.mediaType,
      genreId,
      sort,
      after,
      limit: first + 1,
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

  async searchPage(args: {
    query: string;
    mediaType?: string | null;
    first?: number | null;
    after?: string | null;
  }): Promise<PageResult> {
    const check = checkSearchQuery(args.query);
    if (check.kind === 'too_long') return empty('query_too_long');
    if (args.mediaType && !isCatalogueMediaType(args.mediaType)) return empty('invalid_media_type');
    if (check.kind === 'empty') return empty();
    const first = clamp(args.first, SEARCH_PAGE_MAX, 24);
    let offset = 0;
    if (args.after) {
      const c = decodeCursor(args.after) as { o?: unknown } | undefined;
      if (!c || typeof c.o !== 'number' || !Number.isInteger(c.o) || c.o < 0 || c.o > SEARCH_OFFSET_MAX)
        return empty('invalid_cursor');
      offset = c.o;
    }
    const hit = await this.search.search(this.db, {
      tokens: check.tokens,
      normalised: check.normalised,
      mediaType: args.mediaType ?? null,
      limit: first + 1,
      offset,
    });
    const ids = hit.ids.slice(0, first);
    const byId = new Map((await repo.mediaByIds(this.db, ids)).map((m) => [m.id, m]));
    const items = ids.map((id) => byId.get(id)).filter((m): m is MediaModel => !!m);
    const hasMore = hit.ids.length > first && offset + first < SEARCH_OFFSET_MAX;
    return {
      items,
      hasMore,
      nextCursor: hasMore ? encodeCursor({ o: offset + first }) : null,
      totalCount: hit.total,
      totalCapped: hit.totalCapped,
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

const services = new WeakMap<object, CatalogueService>();

/** One CatalogueService per app (keyed by the app's Services), built on first use. */
export function catalogueServiceOf(s: {
  db: Db;
  dialect: Dialect;
  config: { jwtSecret: string };
}): CatalogueService {
  let c = services.get(s);
  if (!c) {
    c = new CatalogueService(s.db, s.dialect, s.config.jwtSecret);
    services.set(s, c);
  }
  return c;
}
