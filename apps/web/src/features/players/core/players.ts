import { lazy, type LazyExoticComponent } from 'react';
import type { PlayerKind } from '@member-area/domain';
import { withChunkTimeout } from '../../../app/lazy';
import type { PlayerComponent } from './contract';

/** One lazily loaded file per player (docs/players.md): a member who only watches never loads the reader. */
const LOADERS: Record<PlayerKind, () => Promise<{ default: PlayerComponent }>> = {
  movie: () => import('../movie/MoviePlayer'),
  stream: () => import('../stream/StreamPlayer'),
  music: () => import('../music/MusicPlayer'),
  audiobook: () => import('../audiobook/AudiobookPlayer'),
  ebook: () => import('../ebook/EbookReader'),
  game: () => import('../game/GamePlayer'),
};

export const PLAYERS = Object.fromEntries(
  Object.entries(LOADERS).map(([kind, load]) => [kind, lazy(() => withChunkTimeout(load))]),
) as Record<PlayerKind, LazyExoticComponent<PlayerComponent>>;

/**
 * The host's own chunk (PlayerHost: the chrome around every player, the mini-player), which the
 * shell loads on first use (PlayerRoot.tsx).
 */
export function loadPlayerHost(): Promise<typeof import('./PlayerHost')> {
  return import('./PlayerHost');
}

/**
 * Loads a player's files, and the host's, without showing them: a download does, so the service
 * worker has them in its cache (build-assets) when the member opens the title with the network cut.
 */
export async function preloadPlayer(kind: PlayerKind): Promise<void> {
  await Promise.all([LOADERS[kind](), loadPlayerHost()]);
}
