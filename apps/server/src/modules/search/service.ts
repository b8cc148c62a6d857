/** Search pages over the catalogue: query checks, offset cursors, the engine of the dialect (no SQL here). */
import { checkSearchQuery, isCatalogueMediaType } from '@member-area/domain';
import type { Db, Dialect } from '../../db/kysely';
import {
  type MediaModel,
  clampFirst,
  decodeCursor,
  emptyPage,
  encodeCursor,
  type PageResult,
  mediaByIds,
} from '../catalogue';
import { createSearchIndex, type SearchIndex } from './search-index';

export const SEARCH_PAGE_MAX = 50;
/** Search pages stop here (ranked results past this are not useful). */
export const SEARCH_OFFSET_MAX = 1_000;

/** Built once per app in app.ts (`services.search`): the index keeps its vocabulary between requests. */
export class SearchService {
  readonly index: SearchIndex;

  constructor(
    private readonly db: Db,
    dialect: Dialect,
  ) {
    this.index = createSearchIndex(dialect, db);
  }

  /** A page of the titles listed to `brandId` that match the query. */
  async searchPage(args: {
    brandId: string;
    query: string;
    mediaType?: string | null;
    first?: number | null;
    after?: string | null;
  }): Promise<PageResult> {
    const check = checkSearchQuery(args.query);
    if (check.kind === 'too_long') return emptyPage('query_too_long');
    if (args.mediaType && !isCatalogueMediaType(args.mediaType)) return emptyPage('invalid_media_type');
    if (check.kind === 'empty') return emptyPage();
    const first = clampFirst(args.first, SEARCH_PAGE_MAX, 24);
    let offset = 0;
    if (args.after) {
      const c = decodeCursor(args.after) as { o?: unknown } | undefined;
      if (!c || typeof c.o !== 'number' || !Number.isInteger(c.o) || c.o < 0 || c.o > SEARCH_OFFSET_MAX)
        return emptyPage('invalid_cursor');
      offset = c.o;
    }
    const hit = await this.index.search(this.db, {
      tokens: check.tokens,
      normalised: check.normalised,
      mediaType: args.mediaType ?? null,
      brandId: args.brandId,
      limit: first + 1,
      offset,
    });
    const ids = hit.ids.slice(0, first);
    const byId = new Map((await mediaByIds(this.db, ids, args.brandId)).map((m) => [m.id, m]));
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
}
