/** The per-app pieces of media delivery, shared by the route and the resolvers (`services.playback`). */
import { MediaAssets } from './assets';
import { MediaUrlSigner } from './signing';

export interface PlaybackKit {
  signer: MediaUrlSigner;
  assets: MediaAssets;
}

/** Built once per app in app.ts. */
export function createPlaybackKit(config: { jwtSecret: string; mediaDir: string }): PlaybackKit {
  return { signer: new MediaUrlSigner(config.jwtSecret), assets: new MediaAssets(config.mediaDir) };
}
