/**
 * The packaged assets of imported titles as a service (`services.playback.packaged`): packaging and
 * the scanner save a title's assets here, the media route asks which asset serves a path.
 */
import type { Db, DbOrTrx } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import {
  assetServing,
  assetsOf,
  deleteAssets,
  replaceAssets,
  type PackagedAsset,
  type StoredAsset,
} from './packaged-repo';

export class PackagedAssets {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Replaces every asset of the title with `assets` (an empty list removes them: the title then
   * plays nothing, or the demo media if it is a demo title). Pass the transaction that shows the
   * title, so it is never listed without what it plays; null runs on its own.
   */
  async save(trx: DbOrTrx | null, mediaId: number, assets: readonly PackagedAsset[]): Promise<void> {
    await replaceAssets(trx ?? this.db, mediaId, null, assets, this.clock().toISOString());
  }

  /** Replaces one part's assets only (a file's packaging job); the title's other parts stay. */
  async savePart(trx: DbOrTrx | null, mediaId: number, partId: number, assets: readonly PackagedAsset[]) {
    await replaceAssets(trx ?? this.db, mediaId, partId, assets, this.clock().toISOString());
  }

  async remove(trx: DbOrTrx | null, mediaIds: readonly number[]): Promise<void> {
    await deleteAssets(trx ?? this.db, mediaIds);
  }

  of(mediaIds: readonly number[]): Promise<Map<number, StoredAsset[]>> {
    return assetsOf(this.db, mediaIds);
  }

  /** The asset that lets the media route serve a path under `libraries/`, or null. */
  serving(file: string): Promise<StoredAsset | null> {
    return assetServing(this.db, file);
  }
}
