import type { PlayerKind } from '@member-area/domain';
import { loadPlayer } from './players';

/**
 * The host's own chunk (PlayerHost: the chrome around every player, the mini-player), which the
 * shell loads on first use (PlayerRoot.tsx). Apart from players.ts, which the host imports.
 */
export function loadPlayerHost(): Promise<typeof import('./PlayerHost')> {
  return import('./PlayerHost');
}

/**
 * Loads a player's files, and the host's, without showing them: a download does, so the service
 * worker has them in its cache (build-assets) when the member opens the title with the network cut.
 */
export async function preloadPlayer(kind: PlayerKind): Promise<void> {
  await Promise.all([loadPlayer(kind), loadPlayerHost()]);
}
