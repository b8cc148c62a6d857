/** Per-request loaders of the viewer's library: progress, playlist tracks and collection ids, batched. */
import type { Db } from '../../db/kysely';
import { batcher, groupBy, type Load } from '../../lib/batch';
import * as library from './repo';

export interface LibraryLoaders {
  progressOf: Load<number, library.ProgressModel | null>;
  playlistTracks: Load<number, library.PlaylistTrackModel[]>;
  /** Media ids in the viewer's collection (one query per request). */
  collectionIds(): Promise<Set<number>>;
}

/** Built per request with the GraphQL context (graphql/loaders.ts): `ctx.loaders.library`. */
export function createLibraryLoaders(db: Db, memberId: number | null): LibraryLoaders {
  const progressOf = batcher<number, library.ProgressModel | null>(async (ids) => {
    if (memberId == null) return new Map();
    const rows = await library.progressFor(db, memberId, ids);
    return new Map(rows.map((p) => [p.mediaId, p]));
  }, null);
  const playlistTracks = batcher<number, library.PlaylistTrackModel[]>(async (ids) => {
    const grouped = groupBy(await library.playlistTracks(db, ids), (t) => t.playlistId);
    return new Map(ids.map((id) => [id, grouped.get(id) ?? []]));
  }, []);
  let collection: Promise<Set<number>> | undefined;
  return {
    progressOf: progressOf.load,
    playlistTracks: playlistTracks.load,
    collectionIds: () => {
      collection ??=
        memberId != null
          ? library.collectionIds(db, memberId).then((ids) => new Set(ids))
          : Promise.resolve(new Set());
      return collection;
    },
  };
}
