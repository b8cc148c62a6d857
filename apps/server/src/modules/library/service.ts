/**
 * Collection, history, progress and playlist changes: validation first, then one transaction, so bad
 * input writes nothing and a change is all or nothing. Expected failures are errorCodes (data).
 */
import {
  LIBRARY_LIST_MAX,
  PLAYLIST_TRACKS_MAX,
  PLAYLISTS_MAX,
  acceptsProgress,
  checkPlaylistName,
  isCatalogueMediaType,
  isPermutation,
  isValidProgress,
  moveItem,
  parseMediaId,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { ErrorCode } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText } from '../../lib/member-text';
import { type PlaylistModel, mediaByIds, tracksByIds } from '../catalogue';
import * as lib from './repo';

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; errorCode: ErrorCode; extra?: { fields: string[] } };
const fail = <T>(errorCode: ErrorCode): Outcome<T> => ({ ok: false, errorCode });
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

class Refused extends Error {
  constructor(readonly errorCode: ErrorCode) {
    super(errorCode);
  }
}

/** Runs `work` in a transaction; a Refused error rolls it back and becomes an errorCode. */
async function refusable<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>): Promise<Outcome<T>> {
  try {
    return ok(await inTransaction(db, work));
  } catch (err) {
    if (err instanceof Refused) return fail(err.errorCode);
    throw err;
  }
}

/** Built once per app in app.ts (`services.library`). */
export class LibraryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock().toISOString();
  }

  /** A title listed to the brand: another brand's or a hidden title is not found (docs/libraries.md). */
  private async findMedia(type: string, rawId: string, brandId: string) {
    if (!isCatalogueMediaType(type)) return fail<never>('invalid_media_type');
    const id = parseMediaId(rawId);
    if (id == null) return fail<never>('media_not_found');
    const [media] = await mediaByIds(this.db, [id], brandId);
    if (!media || media.mediaType !== type) return fail<never>('media_not_found');
    return ok(media);
  }

  /** History moves a title to the top; the collection keeps its first add date (adding twice is a no-op). */
  async add(
    list: lib.LibraryList,
    memberId: number,
    type: string,
    rawId: string,
    brandId: string,
  ): Promise<Outcome<null>> {
    const found = await this.findMedia(type, rawId, brandId);
    if (!found.ok) return found;
    const at = this.now();
    return refusable(this.db, async (trx) => {
      await lib.upsertEntry(trx, list, memberId, found.value, at, list === 'history_entries');
      await lib.trimEntries(trx, list, memberId, LIBRARY_LIST_MAX);
      return null;
    });
  }

  /** Removing a title that is not in the list is not an error (the list already says what was asked). */
  async remove(list: lib.LibraryList, memberId: number, type: string, rawId: string): Promise<Outcome<null>> {
    if (!isCatalogueMediaType(type)) return fail('invalid_media_type');
    const id = parseMediaId(rawId);
    if (id == null) return fail('media_not_found');
    await lib.removeEntry(this.db, list, memberId, type, id);
    return ok(null);
  }

  async removeAll(list: lib.LibraryList, memberId: number): Promise<Outcome<null>> {
    await lib.removeAllEntries(this.db, list, memberId);
    return ok(null);
  }

  /**
   * The member's entries of titles listed to `brandId`. A hidden title's entry stays in the database
   * (it comes back when the title is listed again) but is not shown: it could not be opened.
   */
  list(list: lib.LibraryList, memberId: number, mediaType: string | null, brandId: string) {
    return lib.listEntries(this.db, list, memberId, mediaType, LIBRARY_LIST_MAX, brandId);
  }

  /** The member's playlists, newest first. */
  playlists(memberId: number): Promise<PlaylistModel[]> {
    return lib.listPlaylists(this.db, memberId);
  }

  /** One of the member's playlists (null when unknown or another member's). */
  playlist(memberId: number, playlistId: number): Promise<PlaylistModel | null> {
    return lib.findPlaylist(this.db, memberId, playlistId);
  }

  async updateProgress(
    memberId: number,
    args: { id: string; mediaType: string; progress: number; sequence?: number | null },
    brandId: string,
  ): Promise<Outcome<lib.ProgressModel | null>> {
    if (!isValidProgress(args.progress)) return fail('invalid_progress');
    if (args.sequence != null && (!Number.isFinite(args.sequence) || args.sequence < 0))
      return fail('invalid_progress');
    const found = await this.findMedia(args.mediaType, args.id, brandId);
    if (!found.ok) return found;
    const sequence = args.sequence ?? this.clock().getTime();
    const incoming = { progress: args.progress, sequence };
    return refusable(this.db, async (trx) => {
      const [stored] = await lib.progressFor(trx, memberId, [found.value.id]);
      if (stored && !acceptsProgress(stored, incoming)) return stored;
      return lib.writeProgress(
        trx,
        memberId,
        { mediaId: found.value.id, mediaType: found.value.mediaType, ...incoming },
        this.now(),
      );
    });
  }

  // Playlists

  private static id(raw: string): number | null {
    return parseMediaId(raw);
  }

  async createPlaylist(memberId: number, rawName: string): Promise<Outcome<PlaylistModel>> {
    const refused = refuseUnsafeText({ name: rawName }, ['name']);
    if (refused) return refused;
    const name = checkPlaylistName(rawName);
    if (!name.ok) return fail(name.errorCode);
    return refusable(this.db, async (trx) => {
      if ((await lib.countPlaylists(trx, memberId)) >= PLAYLISTS_MAX) throw new Refused('too_many_playlists');
      return lib.insertPlaylist(trx, memberId, name.name, this.now());
    });
  }

  async renamePlaylist(memberId: number, rawId: string, rawName: string): Promise<Outcome<PlaylistModel>> {
    const refused = refuseUnsafeText({ name: rawName }, ['name']);
    if (refused) return refused;
    const name = checkPlaylistName(rawName);
    if (!name.ok) return fail(name.errorCode);
    return this.change(memberId, rawId, null, async (trx, p) => {
      await this.bump(trx, p, name.name);
      return null;
    });
  }

  async deletePlaylist(memberId: number, rawId: string): Promise<Outcome<number>> {
    const id = LibraryService.id(rawId);
    if (id == null) return fail('playlist_not_found');
    return refusable(this.db, async (trx) => {
      if (!(await lib.deletePlaylist(trx, memberId, id))) throw new Refused('playlist_not_found');
      return id;
    });
  }

  async addTracks(
    memberId: number,
    rawId: string,
    rawTrackIds: readonly string[],
    brandId: string,
  ): Promise<Outcome<PlaylistModel>> {
    const trackIds = rawTrackIds.map((t) => LibraryService.id(t));
    if (trackIds.length === 0 || trackIds.some((t) => t == null)) return fail('track_not_found');
    const wanted = [...new Set(trackIds as number[])];
    if (wanted.length > PLAYLIST_TRACKS_MAX) return fail('too_many_tracks');
    const tracks = await tracksByIds(this.db, wanted);
    // Only tracks of albums listed to the brand may be added (another brand's album is not found).
    const albums = new Set(
      (await mediaByIds(this.db, [...new Set(tracks.map((t) => t.mediaId))], brandId)).map((m) => m.id),
    );
    const known = new Set(tracks.filter((t) => albums.has(t.mediaId)).map((t) => t.id));
    if (wanted.some((t) => !known.has(t))) return fail('track_not_found');
    return this.change(memberId, rawId, null, async (trx, p) => {
      const current = await lib.playlistTrackIds(trx, p.id);
      const have = new Set(current);
      const fresh = wanted.filter((t) => !have.has(t));
      if (current.length + fresh.length > PLAYLIST_TRACKS_MAX) throw new Refused('too_many_tracks');
      await lib.appendTracks(trx, p.id, fresh, current.length, this.now());
      await this.bump(trx, p);
      return null;
    });
  }

  async removeTrack(memberId: number, rawId: string, rawTrackId: string): Promise<Outcome<PlaylistModel>> {
    const trackId = LibraryService.id(rawTrackId);
    if (trackId == null) return fail('track_not_found');
    return this.change(memberId, rawId, null, async (trx, p) => {
      const current = await lib.playlistTrackIds(trx, p.id);
      if (!current.includes(trackId)) throw new Refused('track_not_found');
      await lib.removeTrack(trx, p.id, trackId);
      await lib.writeOrder(
        trx,
        p.id,
        current.filter((t) => t !== trackId),
      );
      await this.bump(trx, p);
      return null;
    });
  }

  async moveTrack(
    memberId: number,
    rawId: string,
    rawTrackId: string,
    toIndex: number,
    expectedVersion: number,
  ): Promise<Outcome<PlaylistModel>> {
    const trackId = LibraryService.id(rawTrackId);
    if (trackId == null) return fail('track_not_found');
    return this.change(memberId, rawId, expectedVersion, async (trx, p) => {
      const current = await lib.playlistTrackIds(trx, p.id);
      if (!current.includes(trackId)) throw new Refused('track_not_found');
      if (!Number.isInteger(toIndex) || toIndex < 0 || toIndex >= current.length)
        throw new Refused('invalid_position');
      await lib.writeOrder(trx, p.id, moveItem(current, trackId, toIndex)!);
      await this.bump(trx, p);
      return null;
    });
  }

  async reorder(
    memberId: number,
    rawId: string,
    rawTrackIds: readonly string[],
  ): Promise<Outcome<PlaylistModel>> {
    const order = rawTrackIds.map((t) => LibraryService.id(t));
    return this.change(memberId, rawId, null, async (trx, p) => {
      const current = await lib.playlistTrackIds(trx, p.id);
      if (order.some((t) => t == null) || !isPermutation(current, order as number[]))
        throw new Refused('stale_playlist');
      await lib.writeOrder(trx, p.id, order as number[]);
      await this.bump(trx, p);
      return null;
    });
  }

  private async bump(trx: DbOrTrx, p: PlaylistModel, name?: string) {
    // The version guards against a concurrent change between our read and this write.
    if (!(await lib.bumpPlaylist(trx, p.id, p.version, this.now(), name)))
      throw new Refused('stale_playlist');
  }

  /** Loads the member's playlist inside a transaction, checks the version, runs the change, reloads. */
  private async change(
    memberId: number,
    rawId: string,
    expectedVersion: number | null,
    work: (trx: DbOrTrx, p: PlaylistModel) => Promise<null>,
  ): Promise<Outcome<PlaylistModel>> {
    const id = LibraryService.id(rawId);
    if (id == null) return fail('playlist_not_found');
    return refusable(this.db, async (trx) => {
      const p = await lib.findPlaylist(trx, memberId, id);
      if (!p) throw new Refused('playlist_not_found');
      if (expectedVersion != null && expectedVersion !== p.version) throw new Refused('stale_playlist');
      await work(trx, p);
      return (await lib.findPlaylist(trx, memberId, id))!;
    });
  }
}
