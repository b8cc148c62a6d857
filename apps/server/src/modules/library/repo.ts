/** What a member keeps: collection, history, progress and playlists (Kysely only, db or trx). */
import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { MediaProgressTable, PlaylistsTable } from '../../db/tables/catalogue';
import { listedTo, toMedia, type MediaModel, type PlaylistModel } from '../catalogue';

export type LibraryList = 'collection_entries' | 'history_entries';

export interface EntryModel {
  media: MediaModel;
  addedAt: string;
}

export async function listEntries(
  db: DbOrTrx,
  table: LibraryList,
  memberId: number,
  mediaType: string | null,
  limit: number,
  brandId: string,
): Promise<EntryModel[]> {
  // Both lists have the same columns; Kysely types the query over one of them.
  const e = table as 'collection_entries';
  let q = db
    .selectFrom(e)
    .innerJoin('media_items as m', 'm.id', `${e}.media_id`)
    .selectAll('m')
    .select(`${e}.added_at`)
    .where(`${e}.member_id`, '=', memberId)
    .where(listedTo('m', brandId));
  if (mediaType) q = q.where(`${e}.media_type`, '=', mediaType);
  const rows = await q
    .orderBy(`${e}.added_at`, 'desc')
    .orderBy(`${e}.media_id`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ media: toMedia(r), addedAt: r.added_at }));
}

/** Adds or refreshes an entry (adding twice keeps one entry; history moves it to the top). */
export async function upsertEntry(
  db: DbOrTrx,
  table: LibraryList,
  memberId: number,
  media: MediaModel,
  at: string,
  refresh: boolean,
): Promise<void> {
  await db
    .insertInto(table)
    .values({ member_id: memberId, media_id: media.id, media_type: media.mediaType, added_at: at })
    .onConflict((oc) =>
      refresh
        ? oc.columns(['member_id', 'media_id']).doUpdateSet({ added_at: at })
        : oc.columns(['member_id', 'media_id']).doNothing(),
    )
    .execute();
}

/** Keeps the newest `keep` entries of a member. */
export async function trimEntries(
  db: DbOrTrx,
  table: LibraryList,
  memberId: number,
  keep: number,
): Promise<void> {
  const cutoff = await db
    .selectFrom(table)
    .select(['added_at', 'media_id'])
    .where('member_id', '=', memberId)
    .orderBy('added_at', 'desc')
    .orderBy('media_id', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom(table)
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('added_at', '<', cutoff.added_at),
        eb.and([eb('added_at', '=', cutoff.added_at), eb('media_id', '<=', cutoff.media_id)]),
      ]),
    )
    .execute();
}

export async function removeEntry(
  db: DbOrTrx,
  table: LibraryList,
  memberId: number,
  mediaType: string,
  mediaId: number,
): Promise<number> {
  const r = await db
    .deleteFrom(table)
    .where('member_id', '=', memberId)
    .where('media_id', '=', mediaId)
    .where('media_type', '=', mediaType)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function removeAllEntries(db: DbOrTrx, table: LibraryList, memberId: number): Promise<void> {
  await db.deleteFrom(table).where('member_id', '=', memberId).execute();
}

export async function collectionIds(db: DbOrTrx, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('collection_entries')
    .select('media_id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((r) => Number(r.media_id));
}

export interface ProgressModel {
  mediaId: number;
  mediaType: string;
  progress: number;
  sequence: number;
  updatedAt: string;
}

type ProgressRow = Selectable<MediaProgressTable>;

/** A media_progress row as the API shows it (playback/repo.ts adds the exact resume position). */
export const toProgress = (
  r: Pick<ProgressRow, 'media_id' | 'media_type' | 'progress' | 'sequence' | 'updated_at'>,
): ProgressModel => ({
  mediaId: Number(r.media_id),
  mediaType: r.media_type,
  progress: Number(r.progress),
  sequence: Number(r.sequence),
  updatedAt: r.updated_at,
});

/** The member's media_progress rows (every column) for these titles. */
export async function progressRows(
  db: DbOrTrx,
  memberId: number,
  mediaIds: readonly number[],
): Promise<ProgressRow[]> {
  if (mediaIds.length === 0) return [];
  return db
    .selectFrom('media_progress')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('media_id', 'in', [...mediaIds])
    .execute();
}

/**
 * The columns every progress write stores (playback's savePosition adds `position`); both upsert on
 * the member and title, each with its own rule for which write wins.
 */
export const progressValues = (
  memberId: number,
  p: Omit<ProgressModel, 'updatedAt'>,
  at: string,
): Omit<ProgressRow, 'position' | 'credited_at'> => ({
  member_id: memberId,
  media_id: p.mediaId,
  media_type: p.mediaType,
  progress: p.progress,
  sequence: p.sequence,
  updated_at: at,
});

export async function progressFor(db: DbOrTrx, memberId: number, mediaIds: readonly number[]) {
  return (await progressRows(db, memberId, mediaIds)).map(toProgress);
}

/**
 * Stores progress unless a write with a higher sequence (or the same sequence and a further
 * position) is already stored — in one statement, so two racing writes cannot both win.
 */
export async function writeProgress(
  db: DbOrTrx,
  memberId: number,
  p: Omit<ProgressModel, 'updatedAt'>,
  at: string,
): Promise<ProgressModel | null> {
  await db
    .insertInto('media_progress')
    .values(progressValues(memberId, p, at))
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'media_id'])
        .doUpdateSet({ progress: p.progress, sequence: p.sequence, updated_at: at })
        .where((eb) =>
          eb.or([
            eb('media_progress.sequence', '<', p.sequence),
            eb.and([
              eb('media_progress.sequence', '=', p.sequence),
              eb('media_progress.progress', '<', p.progress),
            ]),
          ]),
        ),
    )
    .execute();
  const [row] = await progressFor(db, memberId, [p.mediaId]);
  return row ?? null;
}

// Playlists

const toPlaylist = (r: Selectable<PlaylistsTable>): PlaylistModel => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  name: r.name,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function listPlaylists(db: DbOrTrx, memberId: number): Promise<PlaylistModel[]> {
  const rows = await db
    .selectFrom('playlists')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPlaylist);
}

export async function countPlaylists(db: DbOrTrx, memberId: number): Promise<number> {
  const r = await db
    .selectFrom('playlists')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function findPlaylist(db: DbOrTrx, memberId: number, id: number): Promise<PlaylistModel | null> {
  const row = await db
    .selectFrom('playlists')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? toPlaylist(row) : null;
}

export async function insertPlaylist(db: DbOrTrx, memberId: number, name: string, at: string) {
  const row = await db
    .insertInto('playlists')
    .values({ member_id: memberId, name, version: 1, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPlaylist(row);
}

/** Bumps the version when it is still `expected`; false when another write got there first. */
export async function bumpPlaylist(
  db: DbOrTrx,
  id: number,
  expected: number,
  at: string,
  name?: string,
): Promise<boolean> {
  const r = await db
    .updateTable('playlists')
    .set({ version: expected + 1, updated_at: at, ...(name !== undefined ? { name } : {}) })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deletePlaylist(db: DbOrTrx, memberId: number, id: number): Promise<boolean> {
  await db.deleteFrom('playlist_tracks').where('playlist_id', '=', id).execute();
  const r = await db
    .deleteFrom('playlists')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function playlistTrackIds(db: DbOrTrx, playlistId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('playlist_tracks')
    .select('track_id')
    .where('playlist_id', '=', playlistId)
    .orderBy('position')
    .execute();
  return rows.map((r) => Number(r.track_id));
}

/** Replaces the playlist's order: positions 0 … n-1 in the order given (kept add dates). */
export async function writeOrder(
  db: DbOrTrx,
  playlistId: number,
  trackIds: readonly number[],
): Promise<void> {
  if (trackIds.length === 0) return;
  const cases = sql.join(
    trackIds.map((id, i) => sql`WHEN CAST(${id} AS INTEGER) THEN CAST(${i} AS INTEGER)`),
    sql` `,
  );
  await sql`UPDATE playlist_tracks SET position = CASE track_id ${cases} END
    WHERE playlist_id = ${playlistId}`.execute(db);
}

export async function appendTracks(
  db: DbOrTrx,
  playlistId: number,
  trackIds: readonly number[],
  startAt: number,
  at: string,
): Promise<void> {
  if (trackIds.length === 0) return;
  await db
    .insertInto('playlist_tracks')
    .values(
      trackIds.map((track_id, i) => ({
        playlist_id: playlistId,
        track_id,
        position: startAt + i,
        added_at: at,
      })),
    )
    .execute();
}

export async function removeTrack(db: DbOrTrx, playlistId: number, trackId: number): Promise<void> {
  await db
    .deleteFrom('playlist_tracks')
    .where('playlist_id', '=', playlistId)
    .where('track_id', '=', trackId)
    .execute();
}

export interface PlaylistTrackModel {
  playlistId: number;
  trackId: number;
  position: number;
  addedAt: string;
  title: string;
  duration: number;
  artistIds: number[];
  album: MediaModel;
}

/** Tracks of many playlists with their albums: one query. */
export async function playlistTracks(
  db: DbOrTrx,
  playlistIds: readonly number[],
): Promise<PlaylistTrackModel[]> {
  if (playlistIds.length === 0) return [];
  const rows = await db
    .selectFrom('playlist_tracks as pt')
    .innerJoin('tracks as t', 't.id', 'pt.track_id')
    .innerJoin('media_items as m', 'm.id', 't.media_id')
    .selectAll('m')
    .select([
      'pt.playlist_id',
      'pt.track_id',
      'pt.position',
      'pt.added_at',
      't.title as track_title',
      't.duration as track_duration',
      't.artist_ids',
    ])
    .where('pt.playlist_id', 'in', [...playlistIds])
    .orderBy('pt.playlist_id')
    .orderBy('pt.position')
    .execute();
  return rows.map((r) => ({
    playlistId: Number(r.playlist_id),
    trackId: Number(r.track_id),
    position: Number(r.position),
    addedAt: r.added_at,
    title: r.track_title,
    duration: Number(r.track_duration),
    artistIds: (JSON.parse(r.artist_ids || '[]') as unknown[]).filter(
      (x): x is number => typeof x === 'number',
    ),
    album: toMedia(r),
  }));
}
