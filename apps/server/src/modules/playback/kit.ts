/** The per-app pieces of media delivery, built on first use and shared by the route and the resolvers. */
import type { Services } from '../../services';
import { MediaAssets } from './assets';
import { MediaUrlSigner } from './signing';

export interface PlaybackKit {
  signer: MediaUrlSigner;
  assets: MediaAssets;
}

const kits = new WeakMap<object, PlaybackKit>();

export function playbackKitOf(s: Pick<Services, 'config'>): PlaybackKit {
  let kit = kits.get(s);
  if (!kit) {
    kit = { signer: new MediaUrlSigner(s.config.jwtSecret), assets: new MediaAssets(s.config.mediaDir) };
    kits.set(s, kit);
  }
  return kit;
}
