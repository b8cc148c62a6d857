/** Per-request loaders of playback. */
import type { Db } from '../../db/kysely';
import { batcher, type Load } from '../../lib/batch';
import { progressWithPosition } from './repo';

export interface PlaybackLoaders {
  /**
   * MediaProgress rows also come from the library (Media.progress, content.progress), which does not
   * select the position: those are completed by one batched query per request.
   */
  positionOf: Load<number, string | null>;
}

/** Built per request with the GraphQL context (graphql/loaders.ts): `ctx.loaders.playback`. */
export function createPlaybackLoaders(db: Db, memberId: number | null): PlaybackLoaders {
  const positions = batcher<number, string | null>(async (ids) => {
    if (memberId == null) return new Map();
    const rows = await progressWithPosition(db, memberId, ids);
    return new Map(rows.map((r) => [r.mediaId, r.position]));
  }, null);
  return { positionOf: positions.load };
}
