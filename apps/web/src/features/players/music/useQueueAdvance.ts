import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import type { PlayerController } from '../core/contract';
import type { MusicModes } from './modes';
import { withoutKey } from './queueItems';

/**
 * Moving the queue on. With repeat-all the item first goes back to the end of the queue so the
 * queue loops; the provider reads its queue as of its last render, so the move waits for the
 * re-render that shows the re-queued copy (addToQueue and next() in one tick would lose it).
 */
export function useQueueAdvance(
  latest: MutableRefObject<{ player: PlayerController; modes: MusicModes }>,
  wantPlay: MutableRefObject<boolean>,
  queueLength: number,
): (move: () => void) => void {
  const afterRequeue = useRef<null | (() => void)>(null);
  const advanceQueue = useCallback(
    (move: () => void) => {
      const { player: p, modes: m } = latest.current;
      const active = p.queue[0];
      wantPlay.current = true;
      if (m.repeat === 'all' && active) {
        afterRequeue.current = move;
        p.addToQueue([withoutKey(active)]);
      } else move();
    },
    [latest, wantPlay],
  );
  useEffect(() => {
    const move = afterRequeue.current;
    afterRequeue.current = null;
    move?.();
  }, [queueLength]);
  return advanceQueue;
}
