/**
 * The title editor's SQL (Kysely, db or trx; one statement per function). The title itself, its
 * genres, credits and search entries are written by the catalogue's writer; here are the reads of
 * the console's list and form, the texts in other languages, and a merge's moves of members' rows.
 */
import { normaliseSearchText, type MediaType } from '@member-area/domain';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { TitleListQuery, TitleSummary } from './model';

const SUMMARY_COLUMNS = [
  'id',
  'media_type',
  'title',
  'brand_id',
  'hidden_reason',
  'merged_into',
  'release_date',
  'is_free',
  'cache_index',
] as const;

interface SummaryRow {
  id: number;
  media_type: string;
  title: string;
  brand_id?: string | null;
  hidden_reason?: string | null;
  merged_into?: number | null;
  release_date: string | null;
  is_free: number;
  cache_index: number;
}

const toSummary = (r: SummaryRow): TitleSummary => ({
  id: Number(r.id),
  mediaType: r.media_type as MediaType,
  title: r.title,
  brandId: r.brand_id ?? null,
  hiddenReason: r.hidden_reason ?? null,
  mergedInto: r.merged_into == null ? null : Number(r.merged_into),
  releaseDate: r.release_date,
  isFree: Number(r.is_free) === 1,
  cacheIndex: Number(r.cache_index),
});

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the brand's titles (and the shared ones when asked), newest id first. */
export async function listTitles(db: DbOrTrx, q: TitleListQuery): Promise<TitleSummary[]> {
  let query = db
    .selectFrom('media_items')
    .select(SUMMARY_COLUMNS)
    .where((eb) =>
      q.includeShared
        ? eb.or([eb('brand_id', '=', q.brandId), eb('brand_id', 'is', null)])
        : eb('brand_id', '=', q.brandId),
    );
  if (q.mediaType) query = query.where('media_type', '=', q.mediaType);
  if (q.hidden === 'listed') query = query.where('hidden_reason', 'is', null);
  if (q.hidden === 'hidden') query = query.where('hidden_reason', 'is not', null);
  const words = q.query ? normaliseSearchText(q.query) : '';
  if (words) query = query.where(sql<boolean>`title_norm like ${`%${likeEscaped(words)}%`} escape '\\'`);
  if (q.afterId != null) query = query.where('id', '<', q.afterId);
  const rows = await query.orderBy('id', 'desc').limit(q.first).execute();
  return rows.map(toSummary);
}

export async function findTitle(db: DbOrTrx, id: number) {
  const row = await db
    .selectFrom('media_items')
    .select([
      ...SUMMARY_COLUMNS,
      'description',
      'subtitle',
      'details',
      'duration',
      'popularity',
      'cover_file',
      'geo_blocked',
      'edited_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toSummary(row),
    description: row.description,
    subtitle: row.subtitle,
    details: JSON.parse(row.details || '{}') as Record<string, unknown>,
    duration: row.duration == null ? null : Number(row.duration),
    popularity: Number(row.popularity),
    coverFile: row.cover_file ?? null,
    restrictedCountries: row.geo_blocked ? (JSON.parse(row.geo_blocked) as string[]) : [],
    editedAt: row.edited_at ?? null,
  };
}
export type StoredTitle = NonNullable<Awaited<ReturnType<typeof findTitle>>>;

/** A title's texts in every language but en-us: lang → field → text. */
export async function translationsOf(
  db: DbOrTrx,
  id: number,
): Promise<{ lang: string; field: string; text: string }[]> {
  return db
    .selectFrom('data_translations')
    .select(['lang', 'field', 'text'])
    .where('entity', '=', 'media')
    .where('entity_key', '=', String(id))
    .where('field', 'in', ['title', 'description'])
    .execute();
}

/** Replaces a title's texts in the other languages (en-us is the title row itself). */
export async function replaceTranslations(
  trx: DbOrTrx,
  id: number,
  rows: readonly { lang: string; field: 'title' | 'description'; text: string }[],
): Promise<void> {
  await trx
    .deleteFrom('data_translations')
    .where('entity', '=', 'media')
    .where('entity_key', '=', String(id))
    .where('field', 'in', ['title', 'description'])
    .execute();
  if (rows.length > 0)
    await trx
      .insertInto('data_translations')
      .values(
        rows.map((r) => ({
          entity: 'media',
          entity_key: String(id),
          field: r.field,
          lang: r.lang,
          text: r.text,
        })),
      )
      .execute();
}

export async function genreIdsOf(db: DbOrTrx, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media_genres')
    .select('genre_id')
    .where('media_id', '=', id)
    .orderBy('genre_id')
    .execute();
  return rows.map((r) => Number(r.genre_id));
}

export async function genresOfType(db: DbOrTrx, mediaType: string) {
  const rows = await db
    .selectFrom('genres')
    .select(['id', 'key', 'title'])
    .where('media_type', '=', mediaType)
    .orderBy('title')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), key: r.key, title: r.title }));
}

export async function creditsOf(db: DbOrTrx, id: number): Promise<{ name: string; role: string }[]> {
  return db
    .selectFrom('credits as c')
    .innerJoin('people as p', 'p.id', 'c.person_id')
    .select(['p.name', 'c.role'])
    .where('c.media_id', '=', id)
    .orderBy('c.position')
    .execute();
}

/** Stamps an editor's save: a rescan then keeps the editor's fields. */
export async function markEdited(trx: DbOrTrx, id: number, at: string): Promise<void> {
  await trx.updateTable('media_items').set({ edited_at: at }).where('id', '=', id).execute();
}

/**
 * Marks a title merged into another, unless it already is: false then. The row lock settles two
 * merges of one duplicate at once (the second finds it merged and moves nothing).
 */
export async function claimMerge(trx: DbOrTrx, id: number, into: number): Promise<boolean> {
  const done = await trx
    .updateTable('media_items')
    .set({ merged_into: into })
    .where('id', '=', id)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * Progress: a member with progress on both keeps the more recent one on the kept title. First the
 * duplicate's newer rows overwrite the kept title's, then the rows the kept title lacks move over;
 * the duplicate's remaining (older) rows stay where they were (nothing is deleted).
 */
export async function mergeProgress(trx: DbOrTrx, into: number, from: number): Promise<number> {
  const newer = await sql`UPDATE media_progress SET progress = d.progress, sequence = d.sequence,
      updated_at = d.updated_at, position = d.position
    FROM media_progress d
    WHERE media_progress.media_id = ${into} AND d.media_id = ${from}
      AND d.member_id = media_progress.member_id AND d.updated_at > media_progress.updated_at`.execute(trx);
  const moved = await sql`UPDATE media_progress SET media_id = ${into}
    WHERE media_id = ${from} AND NOT EXISTS (
      SELECT 1 FROM media_progress k WHERE k.member_id = media_progress.member_id AND k.media_id = ${into})`.execute(
    trx,
  );
  return Number(newer.numAffectedRows ?? 0) + Number(moved.numAffectedRows ?? 0);
}

/**
 * A collection or history entry of the duplicate moves to the kept title unless the member has
 * the kept title there already (no duplicates; the later of the two dates is kept, as the history is ordered by it).
 */
export async function mergeEntries(
  trx: DbOrTrx,
  table: 'collection_entries' | 'history_entries',
  into: number,
  from: number,
): Promise<number> {
  const t = sql.table(table);
  await sql`UPDATE ${t} SET added_at = d.added_at FROM ${t} d
    WHERE ${t}.media_id = ${into} AND d.media_id = ${from} AND d.member_id = ${t}.member_id
      AND d.added_at > ${t}.added_at`.execute(trx);
  const moved = await sql`UPDATE ${t} SET media_id = ${into}
    WHERE media_id = ${from} AND NOT EXISTS (
      SELECT 1 FROM ${t} k WHERE k.member_id = ${t}.member_id AND k.media_id = ${into})`.execute(trx);
  return Number(moved.numAffectedRows ?? 0);
}

/** The duplicate's library files now make the kept title (a rescan keeps the merge). */
export async function moveLibraryFiles(trx: DbOrTrx, into: number, from: number): Promise<number> {
  const moved = await trx
    .updateTable('library_files')
    .set({ media_id: into })
    .where('media_id', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}
