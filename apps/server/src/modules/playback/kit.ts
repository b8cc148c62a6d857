/** The per-app pieces of media delivery, shared by the route and the resolvers (`services.playback`). */
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { MediaAssets } from './assets';
import { PackagedAssets } from './packaged-assets';
import { MediaUrlSigner } from './signing';

export interface PlaybackKit {
  signer: MediaUrlSigner;
  /** The generated demo media (manifest.json). */
  assets: MediaAssets;
  /** Imported titles' packaged files (media_assets). */
  packaged: PackagedAssets;
}

/** Built once per app in app.ts. */
export function createPlaybackKit(
  config: { jwtSecret: string; mediaDir: string },
  db: Db,
  clock: Clock,
): PlaybackKit {
  return {
    signer: new MediaUrlSigner(config.jwtSecret),
    assets: new MediaAssets(config.mediaDir),
    packaged: new PackagedAssets(db, clock),
  };
}
