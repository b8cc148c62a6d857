import { lazy, type LazyExoticComponent } from 'react';
import type { PlayerKind } from '@member-area/domain';
import { withChunkTimeout } from '../../../app/lazy';
import type { PlayerComponent } from './contract';

/** One lazily loaded file per player (docs/players.md): a member who only watches never loads the reader. */
export const PLAYERS: Record<PlayerKind, LazyExoticComponent<PlayerComponent>> = {
  movie: lazy(() => withChunkTimeout(() => import('../movie/MoviePlayer'))),
  stream: lazy(() => withChunkTimeout(() => import('../stream/StreamPlayer'))),
  music: lazy(() => withChunkTimeout(() => import('../music/MusicPlayer'))),
  audiobook: lazy(() => withChunkTimeout(() => import('../audiobook/AudiobookPlayer'))),
  ebook: lazy(() => withChunkTimeout(() => import('../ebook/EbookReader'))),
  game: lazy(() => withChunkTimeout(() => import('../game/GamePlayer'))),
};
