import type { ReactNode } from 'react';
import { PlayerHost } from './PlayerHost';
import { PlayerProvider } from './PlayerProvider';

/** Mounted once at the root of the app: the queue for everyone below, and the player over it. */
export function PlayerRoot({ children }: { children: ReactNode }) {
  return (
    <PlayerProvider>
      {children}
      <PlayerHost />
    </PlayerProvider>
  );
}
