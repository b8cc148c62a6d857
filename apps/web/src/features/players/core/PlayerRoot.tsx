import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useLatched } from '../../../app/useLatched';
import { loadPlayerHost } from './host-loader';
import { PlayerProvider } from './PlayerProvider';
import { usePlayer } from './usePlayer';

/**
 * The host (player chrome, mini-player, queue bar, Media Session, help, the problem report) loads
 * with the first thing to show, not with the member shell (issue 16): on the first Play or Add to
 * queue, or at once when a reload restores a queue that shows (resume and the mini-player work as
 * before). Once loaded it stays mounted, so closing a player unmounts nothing it did not before.
 * A download loads it too (host-loader.ts preloadPlayer), so a title kept offline opens offline.
 */
const LazyPlayerHost = lazyPart(() => loadPlayerHost().then((module) => module.PlayerHost));

function PlayerHostOnFirstUse() {
  const { active, presentation } = usePlayer();
  const needed = useLatched(active !== null && presentation !== 'closed');
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyPlayerHost />
    </Suspense>
  );
}

/** Mounted once at the root of the app: the queue for everyone below, and the player over it. */
export function PlayerRoot({ children }: { children: ReactNode }) {
  return (
    <PlayerProvider>
      {children}
      <PlayerHostOnFirstUse />
    </PlayerProvider>
  );
}
