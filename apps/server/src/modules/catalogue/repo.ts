/** Catalogue reads (Kysely only). Every list read takes many ids, so loaders batch a page into one query. */
import { PRESET_ROW_IDS, ROW_PINS_MAX, type LanguageCode } from '@member-area/domain';
import { sql, type ExpressionBuilder, type ReferenceExpression } from 'kysely';
import { PREPARED, type DbOrTrx } from '../../db/kysely';
import type { GenresTable, MediaItemsTable, TracksTable } from '../../db/tables/catalogue';
import {
  parseNumberList,
  parseObject,
  toMedia,
  type CreditModel,
  type EpisodeModel,
  type GenreModel,
  type MediaModel,
  type SlotModel,
  type TrackModel,
} from './model';
import { translatedText } from './translations-repo';

const toGenre = (r: GenresTable): GenreModel => ({
  id: Number(r.id),
  mediaType: r.media_type,
  key: r.key,
  title: r.title,
  parentId: r.parent_id == null ? null : Number(r.parent_id),
  titleCount: Number(r.title_count),
});

/** The columns toMedia reads, named (a prepared statement must not `SELECT *`). */
const MEDIA_COLUMNS = [
  'id',
  'media_type',
  'title',
  'title_norm',
  'slug',
  'description',
  'subtitle',
  'release_date',
  'release_year',
  'popularity',
  'is_free',
  'vendor_id',
  'duration',
  'genre_id',
  'details',
  'geo_allowed',
  'geo_blocked',
  'cache_index',
  'brand_id',
  'hidden_reason',
  'cover_file',
] as const satisfies readonly (keyof MediaItemsTable)[];
/**
 * The listing rule of every member read (docs/libraries.md "Identity"): a title is listed to a
 * request on `brandId` while it is not hidden and is either shared (no brand) or that brand's own.
 * Tested on the title row the read fetches anyway, so the keyset indexes still drive the plans.
 */
export function listedTo(alias: string, brandId: string) {
  const col = (c: string) => sql.ref(alias ? `${alias}.${c}` : c);
  return sql<boolean>`(${col('hidden_reason')} is null and (${col('brand_id')} is null or ${col('brand_id')} = ${brandId}))`;
}

/** A page of cards or fewer (search, rows): prepared once per list length, so at most 50 texts. */
const PREPARED_MAX_IDS = 50;
/** Slot lists by up to this many tags are prepared: 8 languages × 10 list lengths at most. */
const PREPARED_MAX_TAGS = 10;

/**
 * Titles by id whatever their listing (cover routes, the writer, members' own rows). Member reads
 * pass `listedToBrand`: a title another brand owns, or a hidden one, is then not found at all.
 */
export async function mediaByIds(
  db: DbOrTrx,
  ids: readonly number[],
  listedToBrand?: string,
): Promise<MediaModel[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('media_items')
    .select(MEDIA_COLUMNS)
    .where('id', 'in', [...ids]);
  if (listedToBrand !== undefined) query = query.where(listedTo('', listedToBrand));
  if (ids.length <= PREPARED_MAX_IDS) query = query.modifyFront(sql.raw(PREPARED));
  const rows = await query.execute();
  return rows.map(toMedia);
}

/** A genre's columns with its title in `lang` (en-us when it has no translation). */
const genreColumns = (lang: LanguageCode) =>
  [
    'g.id',
    'g.media_type',
    'g.key',
    translatedText({ entity: 'genre', column: 'g.id', numeric: true }, 'title', lang, 'g.title').as('title'),
    'g.parent_id',
    'g.title_count',
  ] as const;

/** A type's genres in the order of their titles in `lang`. */
export async function listGenres(db: DbOrTrx, mediaType: string, lang: LanguageCode): Promise<GenreModel[]> {
  const rows = await db
    .selectFrom('genres as g')
    .select(genreColumns(lang))
    .where('g.media_type', '=', mediaType)
    .orderBy('title')
    .execute();
  return rows.map(toGenre);
}

export async function allGenres(db: DbOrTrx, lang: LanguageCode): Promise<GenreModel[]> {
  const rows = await db.selectFrom('genres as g').select(genreColumns(lang)).orderBy('g.id').execute();
  return rows.map(toGenre);
}

export async function findGenre(
  db: DbOrTrx,
  mediaType: string,
  keyOrId: string,
  lang: LanguageCode,
): Promise<GenreModel | null> {
  const asId = /^\d{1,9}$/.test(keyOrId) ? Number(keyOrId) : null;
  const row = await db
    .selectFrom('genres as g')
    .select(genreColumns(lang))
    .where('g.media_type', '=', mediaType)
    .where((eb) =>
      asId != null ? eb.or([eb('g.id', '=', asId), eb('g.key', '=', keyOrId)]) : eb('g.key', '=', keyOrId),
    )
    .executeTakeFirst();
  return row ? toGenre(row) : null;
}

export async function genreKeyById(db: DbOrTrx, genreId: number): Promise<string | undefined> {
  const row = await db.selectFrom('genres').select('key').where('id', '=', genreId).executeTakeFirst();
  return row?.key;
}

export async function genresOfMedia(
  db: DbOrTrx,
  mediaIds: readonly number[],
  lang: LanguageCode,
): Promise<{ mediaId: number; genre: GenreModel }[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('media_genres as mg')
    .innerJoin('genres as g', 'g.id', 'mg.genre_id')
    .select(['mg.media_id', ...genreColumns(lang)])
    .where('mg.media_id', 'in', [...mediaIds])
    .orderBy('mg.media_id')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({ mediaId: Number(r.media_id), genre: toGenre(r) }));
}

export async function creditsOfMedia(db: DbOrTrx, mediaIds: readonly number[]): Promise<CreditModel[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('credits as c')
    .innerJoin('people as p', 'p.id', 'c.person_id')
    .select(['c.media_id', 'c.role', 'c.position', 'p.id', 'p.slug', 'p.name'])
    .where('c.media_id', 'in', [...mediaIds])
    .orderBy('c.media_id')
    .orderBy('c.role')
    .orderBy('c.position')
    .execute();
  return rows.map((r) => ({
    mediaId: Number(r.media_id),
    role: r.role,
    person: { id: Number(r.id), slug: r.slug, name: r.name },
  }));
}

export async function peopleByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('people')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name }));
}

const toTrack = (r: TracksTable): TrackModel => ({
  id: Number(r.id),
  mediaId: Number(r.media_id),
  trackNumber: Number(r.track_number),
  title: r.title,
  description: r.description,
  duration: Number(r.duration),
  artistIds: parseNumberList(r.artist_ids),
});

export async function tracksOfMedia(db: DbOrTrx, mediaIds: readonly number[]): Promise<TrackModel[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('tracks')
    .selectAll()
    .where('media_id', 'in', [...mediaIds])
    .orderBy('media_id')
    .orderBy('track_number')
    .execute();
  return rows.map(toTrack);
}

export async function tracksByIds(db: DbOrTrx, ids: readonly number[]): Promise<TrackModel[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tracks')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toTrack);
}

export async function episodesOfMedia(db: DbOrTrx, mediaIds: readonly number[]): Promise<EpisodeModel[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('episodes')
    .selectAll()
    .where('media_id', 'in', [...mediaIds])
    .orderBy('media_id')
    .orderBy('season_number')
    .orderBy('episode_number')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    mediaId: Number(r.media_id),
    seasonNumber: Number(r.season_number),
    episodeNumber: Number(r.episode_number),
    title: r.title,
    description: r.description,
    duration: Number(r.duration),
    releaseDate: r.release_date,
  }));
}

/** SPEC.md 3's preset free rows: on every brand, whatever its layout says (docs/catalogue.md "Rows"). */
const PRESET_ROW_ID_LIST = Object.values(PRESET_ROW_IDS) as number[];

/**
 * The rows a request on `brandId` sees having any of the tags, in the brand's display order, each
 * with all its tags and its title in `lang`. One query: the shared rows and the brand's own, less
 * those the brand hid (never a preset), ordered by the brand's layout position, else the row's own.
 */
export async function slotsWithTags(
  db: DbOrTrx,
  tags: readonly string[],
  lang: LanguageCode,
  brandId: string,
): Promise<SlotModel[]> {
  if (tags.length === 0) return [];
  const position = sql<number>`coalesce(${sql.ref('l.position')}, ${sql.ref('s.position')})`;
  let query = db
    .selectFrom('slots as s')
    .innerJoin('slot_tags as t', 't.slot_id', 's.id')
    .leftJoin('brand_slot_layout as l', (j) =>
      j.onRef('l.slot_slug', '=', 's.slug').on('l.brand_id', '=', brandId),
    )
    .select([
      's.id',
      's.slug',
      translatedText({ entity: 'slot', column: 's.slug', numeric: false }, 'title', lang, 's.title').as(
        'title',
      ),
      's.media_type',
      's.properties',
      position.as('position'),
      't.tag',
    ])
    .where('s.id', 'in', (eb) =>
      eb
        .selectFrom('slot_tags')
        .select('slot_id')
        .where('tag', 'in', [...tags]),
    )
    .where((eb) => eb.or([eb('s.brand_id', 'is', null), eb('s.brand_id', '=', brandId)]))
    .where((eb) =>
      eb.or([eb('l.hidden', 'is', null), eb('l.hidden', '=', 0), eb('s.id', 'in', PRESET_ROW_ID_LIST)]),
    )
    .orderBy(position)
    .orderBy('s.id')
    .orderBy('t.tag');
  // A page asks for one tag or a few (browse: the type's overview tag; home: 'home'): few texts.
  if (tags.length <= PREPARED_MAX_TAGS) query = query.modifyFront(sql.raw(PREPARED));
  const rows = await query.execute();
  const out = new Map<number, SlotModel>();
  for (const r of rows) {
    const id = Number(r.id);
    let s = out.get(id);
    if (!s) {
      s = {
        id,
        slug: r.slug,
        title: r.title,
        mediaType: r.media_type,
        properties: parseObject(r.properties),
        tags: [],
        position: Number(r.position),
      };
      out.set(id, s);
    }
    s.tags.push(r.tag);
  }
  return [...out.values()];
}

/**
 * The first `first` titles of each slot as `brandId` sees them: the brand's pins listed to it, in
 * pin order, then the row's own titles not pinned, in the row's order. One query for every row of a
 * page (pins and items are probed by primary key; a brand without pins reads what it read before).
 */
export async function slotItems(
  db: DbOrTrx,
  slotIds: readonly number[],
  first: number,
  brandId: string,
): Promise<{ slotId: number; media: MediaModel }[]> {
  if (slotIds.length === 0) return [];
  // Built inside the statement (one statement, one prepared text): the pins, then the row's own
  // titles ranked after any pin position (ROW_PINS_MAX) and not pinned already.
  let query = db
    .selectFrom((eb) =>
      eb
        .selectFrom('slots as s')
        .innerJoin('brand_slot_pins as p', (j) =>
          j.onRef('p.slot_slug', '=', 's.slug').on('p.brand_id', '=', brandId),
        )
        .select(['s.id as slot_id', 'p.position as rank', 'p.media_id'])
        .where('s.id', 'in', [...slotIds])
        .unionAll(
          eb
            .selectFrom('slot_items as si')
            .innerJoin('slots as s2', 's2.id', 'si.slot_id')
            .select([
              'si.slot_id',
              sql<number>`${sql.ref('si.position')} + ${sql.lit(ROW_PINS_MAX)}`.as('rank'),
              'si.media_id',
            ])
            .where('si.slot_id', 'in', [...slotIds])
            .where('si.position', '<', first)
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('brand_slot_pins as q')
                    .select('q.position')
                    .where('q.brand_id', '=', brandId)
                    .whereRef('q.slot_slug', '=', 's2.slug')
                    .whereRef('q.media_id', '=', 'si.media_id'),
                ),
              ),
            ),
        )
        .as('x'),
    )
    .innerJoin('media_items as m', 'm.id', 'x.media_id')
    .select(MEDIA_COLUMNS.map((c) => `m.${c}` as const))
    .select(['x.slot_id', 'x.rank'])
    .where(listedTo('m', brandId))
    .orderBy('x.slot_id')
    .orderBy('x.rank');
  // A type's overview has about ten rows: one text per row count, prepared once per connection.
  if (slotIds.length <= PREPARED_MAX_IDS) query = query.modifyFront(sql.raw(PREPARED));
  const rows = await query.execute();
  const out: { slotId: number; media: MediaModel }[] = [];
  const counts = new Map<number, number>();
  for (const r of rows) {
    const slotId = Number(r.slot_id);
    const n = counts.get(slotId) ?? 0;
    if (n >= first) continue;
    counts.set(slotId, n + 1);
    out.push({ slotId, media: toMedia(r) });
  }
  return out;
}

export type BrowseSort = 'popular' | 'new' | 'title';

export interface Keyset {
  /** popularity (number), release date (string) or normalised title (string). */
  value: string | number | null;
  id: number;
}

/**
 * The keyset condition of a (col desc, id desc) page: the rows after `after`. With `nullsLast` (the
 * release date) rows without a value come after every dated one, as the index orders them.
 */
function afterDescending<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  col: ReferenceExpression<DB, TB>,
  idCol: ReferenceExpression<DB, TB>,
  after: Keyset,
  nullsLast: boolean,
) {
  const v = after.value;
  const id = after.id as never;
  return v == null
    ? eb.and([eb(col, 'is', null), eb(idCol, '<', id)])
    : eb.or([
        eb(col, '<', v as never),
        ...(nullsLast ? [eb(col, 'is', null)] : []),
        eb.and([eb(col, '=', v as never), eb(idCol, '<', id)]),
      ]);
}

/** One page of a media type (or one genre of it), by keyset on an index; `limit` + 1 rows tell whether more exist. */
export async function browsePage(
  db: DbOrTrx,
  opts: {
    mediaType: string;
    genreId: number | null;
    sort: BrowseSort;
    after: Keyset | null;
    limit: number;
    brandId: string;
  },
): Promise<MediaModel[]> {
  const { mediaType, genreId, sort, after, limit, brandId } = opts;
  if (genreId != null) {
    const col = sort === 'new' ? 'mg.release_date' : 'mg.popularity';
    let q = db
      .selectFrom('media_genres as mg')
      .innerJoin('media_items as m', 'm.id', 'mg.media_id')
      .selectAll('m')
      .where('mg.genre_id', '=', genreId)
      .where(listedTo('m', brandId));
    if (after) q = q.where((eb) => afterDescending(eb, col, 'mg.media_id', after, sort === 'new'));
    const rows = await q.orderBy(col, 'desc').orderBy('mg.media_id', 'desc').limit(limit).execute();
    return rows.map(toMedia);
  }
  let q = db
    .selectFrom('media_items as m')
    .selectAll('m')
    .where('m.media_type', '=', mediaType)
    .where(listedTo('m', brandId));
  if (sort === 'title') {
    if (after) {
      const v = String(after.value ?? '');
      q = q.where((eb) =>
        eb.or([eb('m.title_norm', '>', v), eb.and([eb('m.title_norm', '=', v), eb('m.id', '>', after.id)])]),
      );
    }
    const rows = await q.orderBy('m.title_norm', 'asc').orderBy('m.id', 'asc').limit(limit).execute();
    return rows.map(toMedia);
  }
  const col = sort === 'new' ? 'm.release_date' : 'm.popularity';
  if (after) q = q.where((eb) => afterDescending(eb, col, 'm.id', after, sort === 'new'));
  const rows = await q.orderBy(col, 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  return rows.map(toMedia);
}

export async function countsByMediaType(db: DbOrTrx): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('media_items')
    .select(['media_type', (eb) => eb.fn.countAll().as('n')])
    .groupBy('media_type')
    .execute();
  return new Map(rows.map((r) => [r.media_type, Number(r.n)]));
}

export async function streamsInSlot(
  db: DbOrTrx,
  slug: string,
  limit: number,
  brandId: string,
): Promise<MediaModel[]> {
  const rows = await db
    .selectFrom('slots as s')
    .innerJoin('slot_items as si', 'si.slot_id', 's.id')
    .innerJoin('media_items as m', 'm.id', 'si.media_id')
    .selectAll('m')
    .where('s.slug', '=', slug)
    .where(listedTo('m', brandId))
    .orderBy('si.position')
    .limit(limit)
    .execute();
  return rows.map(toMedia);
}
