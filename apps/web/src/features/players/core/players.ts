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

/** Loads a player's files without showing it (core/host-loader.ts preloadPlayer). */
export function loadPlayer(kind: PlayerKind): Promise<unknown> {
  return LOADERS[kind]();
}
