import { createContext, useContext } from 'react';
import type { PlayerController } from './contract';

/** Provided once by the PlayerProvider mounted at the root of the app (features/players/core). */
export const PlayerContext = createContext<PlayerController | null>(null);

/** The play queue and the player's presentation, from anywhere in the app. */
export function usePlayer(): PlayerController {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer() needs the PlayerProvider above it');
  return player;
}
