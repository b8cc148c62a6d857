import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type MutableRefObject,
  type ReactNode,
  type SetStateAction,
} from 'react';
import {
  addToQueue as addRule,
  emptyQueue,
  next as nextRule,
  play as playRule,
  playQueued as playQueuedRule,
  playerFor,
  presentationAfter,
  previous as previousRule,
  removeFromQueue as removeRule,
  setQueueOrder as setOrderRule,
  type QueueAction,
  type QueueState,
  type QueueStep,
} from '@member-area/domain';
import type { PlayerController, QueueItem } from './contract';
import { PlayerContext } from './usePlayer';
import { readStoredQueue, writeStoredQueue } from './queue-storage';

type Presentation = PlayerController['presentation'];
type NewItem = Omit<QueueItem, 'key'>;

let keyCounter = 0;
/** A local key per queue entry, so the same title can sit in the queue twice. */
function withKey(item: NewItem): QueueItem {
  keyCounter += 1;
  return {
    ...item,
    key: `${Date.now().toString(36)}-${keyCounter}-${Math.random().toString(36).slice(2, 7)}`,
  };
}

/** Music and audiobooks keep playing in the mini-player when the full player closes. */
export function keepsPlayingWhenClosed(mediaType: string | undefined): boolean {
  const kind = mediaType ? playerFor(mediaType) : null;
  return kind === 'music' || kind === 'audiobook';
}

/** SPEC.md 4: warnings are only logged. */
function warn(step: QueueStep<QueueItem>): void {
  if (step.warning) console.warn(step.warning);
}

/**
 * Holds the play queue (rules in @member-area/domain playback) and the player's presentation,
 * and remembers both in localStorage so a reload restores what was playing.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const restored = useRef(readStoredQueue());
  const [state, setState] = useState<QueueState<QueueItem>>(restored.current?.state ?? emptyQueue());
  const [presentation, setPresentation] = useState<Presentation>(restored.current?.presentation ?? 'closed');
  // The latest state for callbacks that must stay stable (so consumers don't re-render on every change).
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    writeStoredQueue({ state, presentation });
  }, [state, presentation]);

  const actions = useQueueActions(latest, setState, setPresentation);
  const controller = useMemo<PlayerController>(
    () => ({ queue: state.queue, active: state.queue[0] ?? null, presentation, ...actions }),
    [state.queue, presentation, actions],
  );

  return <PlayerContext.Provider value={controller}>{children}</PlayerContext.Provider>;
}

type QueueActions = Omit<PlayerController, 'queue' | 'active' | 'presentation'>;

/** The queue's actions, each a domain rule on the latest state; stable for the provider's life. */
function useQueueActions(
  latest: MutableRefObject<QueueState<QueueItem>>,
  setState: Dispatch<SetStateAction<QueueState<QueueItem>>>,
  setPresentation: Dispatch<SetStateAction<Presentation>>,
): QueueActions {
  // What shows after each action is the domain's rule (presentationAfter): Play plays, adding only queues.
  const apply = useCallback(
    (step: QueueStep<QueueItem>, action: QueueAction) => {
      warn(step);
      setState(step.state);
      setPresentation((current) => presentationAfter(current, action, step.state.queue.length));
    },
    [setState, setPresentation],
  );

  const play = useCallback<PlayerController['play']>(
    (items, opts) => apply(playRule(latest.current, items.map(withKey), { random: opts?.random }), 'play'),
    [apply, latest],
  );

  const addToQueue = useCallback<PlayerController['addToQueue']>(
    (items) => apply(addRule(latest.current, items.map(withKey)), 'add'),
    [apply, latest],
  );

  const next = useCallback(() => apply(nextRule(latest.current), 'move'), [apply, latest]);
  const previous = useCallback(() => apply(previousRule(latest.current), 'move'), [apply, latest]);
  const playQueued = useCallback(
    (key: string) => apply(playQueuedRule(latest.current, key), 'move'),
    [apply, latest],
  );
  const removeFromQueue = useCallback(
    (key: string) => apply(removeRule(latest.current, key), 'move'),
    [apply, latest],
  );

  const setQueueOrder = useCallback(
    (keys: readonly string[]) => {
      const result = setOrderRule(latest.current, keys);
      if (result.ok) setState(result.state);
      else console.warn('[player] queue order refused:', result.error);
    },
    [latest, setState],
  );

  const open = useCallback(() => {
    if (latest.current.queue.length > 0) setPresentation('full');
  }, [latest, setPresentation]);

  const close = useCallback(() => {
    const active = latest.current.queue[0];
    setPresentation(keepsPlayingWhenClosed(active?.mediaType) ? 'mini' : 'closed');
  }, [latest, setPresentation]);

  const stop = useCallback(() => {
    setState((current) => ({ queue: [], history: current.history }));
    setPresentation('closed');
  }, [setState, setPresentation]);

  return useMemo(
    () => ({
      play,
      addToQueue,
      next,
      previous,
      playQueued,
      removeFromQueue,
      setQueueOrder,
      open,
      close,
      stop,
    }),
    [play, addToQueue, next, previous, playQueued, removeFromQueue, setQueueOrder, open, close, stop],
  );
}
