import { describe, expect, it } from 'vitest';
import {
  INVALID_MEDIA_TYPE_WARNING,
  QUEUE_EMPTY_WARNING,
  QUEUE_HISTORY_LIMIT,
  addToQueue,
  emptyQueue,
  next,
  play,
  playQueued,
  playerFor,
  presentationAfter,
  previous,
  removeFromQueue,
  setQueueOrder,
  type QueueEntry,
  type QueueState,
} from './queue';

const item = (key: string, mediaType = 'movie'): QueueEntry => ({ key, mediaType });
const keys = (state: QueueState<QueueEntry>) => state.queue.map((entry) => entry.key);
const state = (queue: string[], history: string[] = []): QueueState<QueueEntry> => ({
  queue: queue.map((key) => item(key)),
  history: history.map((key) => item(key)),
});

describe('playerFor', () => {
  it.each([
    ['movie', 'movie'],
    ['stream', 'stream'],
    ['music', 'music'],
    ['audiobook', 'audiobook'],
    ['ebook', 'ebook'],
    ['game', 'game'],
    ['software', 'game'],
    ['vpn', null],
    ['', null],
    ['Movie', null],
  ])('the player of media type %j is %j (software plays in the game player)', (mediaType, player) => {
    expect(playerFor(mediaType)).toBe(player);
  });
});

describe('play', () => {
  it.each([
    { case: 'plays the first item', items: ['a', 'b', 'c'], random: false, rng: 0.9, front: ['a', 'b', 'c'] },
    {
      case: 'random picks the item the rng points at',
      items: ['a', 'b', 'c'],
      random: true,
      rng: 0.5,
      front: ['b', 'a', 'c'],
    },
    {
      case: 'random with rng 0 keeps the first',
      items: ['a', 'b', 'c'],
      random: true,
      rng: 0,
      front: ['a', 'b', 'c'],
    },
    {
      case: 'random with rng just below 1 picks the last',
      items: ['a', 'b', 'c'],
      random: true,
      rng: 0.9999,
      front: ['c', 'a', 'b'],
    },
    { case: 'random over one item plays it', items: ['a'], random: true, rng: 0.7, front: ['a'] },
  ])('$case', ({ items, random, rng, front }) => {
    const step = play(
      emptyQueue(),
      items.map((key) => item(key)),
      { random, rng: () => rng },
    );
    expect(keys(step.state)).toEqual(front);
    expect(step.player).toBe('movie');
    expect(step.warning).toBeNull();
  });

  it('an empty queue warns QUEUE IS EMPTY! and plays nothing (no throw)', () => {
    const step = play(emptyQueue(), []);
    expect(step).toMatchObject({ player: null, warning: QUEUE_EMPTY_WARNING });
    expect(step.state.queue).toEqual([]);
  });

  it('an unknown media type warns INVALID MEDIA TYPE! and chooses no player', () => {
    const step = play(emptyQueue(), [item('a', 'radio')]);
    expect(step).toMatchObject({ player: null, warning: INVALID_MEDIA_TYPE_WARNING });
  });

  it('the player comes from the active item (software → game)', () => {
    expect(play(emptyQueue(), [item('a', 'software'), item('b', 'music')]).player).toBe('game');
  });

  it('what was playing goes to the history so previous can return to it', () => {
    const step = play(state(['x', 'y']), [item('a')]);
    expect(step.state.history.map((entry) => entry.key)).toEqual(['x']);
  });
});

describe('next', () => {
  it.each([
    {
      case: 'removes the current item and plays the following one',
      queue: ['a', 'b', 'c'],
      after: ['b', 'c'],
      warning: null,
    },
    { case: 'the only item empties the queue', queue: ['a'], after: [], warning: QUEUE_EMPTY_WARNING },
    { case: 'an empty queue stays empty and warns', queue: [], after: [], warning: QUEUE_EMPTY_WARNING },
  ])('$case', ({ queue, after, warning }) => {
    const step = next(state(queue));
    expect(keys(step.state)).toEqual(after);
    expect(step.warning).toBe(warning);
  });

  it('the removed item becomes the most recent history item', () => {
    expect(next(state(['a', 'b'], ['z'])).state.history.map((e) => e.key)).toEqual(['z', 'a']);
  });

  it(`keeps at most ${QUEUE_HISTORY_LIMIT} history items`, () => {
    let s = state(Array.from({ length: QUEUE_HISTORY_LIMIT + 5 }, (_, i) => `k${i}`));
    for (let i = 0; i < QUEUE_HISTORY_LIMIT + 2; i++) s = next(s).state;
    expect(s.history).toHaveLength(QUEUE_HISTORY_LIMIT);
    expect(s.history.at(-1)?.key).toBe(`k${QUEUE_HISTORY_LIMIT + 1}`);
  });
});

describe('previous', () => {
  it.each([
    {
      case: 'moves the most recent history item back to the front',
      queue: ['b', 'c'],
      history: ['x', 'a'],
      after: ['a', 'b', 'c'],
      left: ['x'],
    },
    { case: 'works on an empty queue', queue: [], history: ['a'], after: ['a'], left: [] },
    { case: 'without history nothing changes', queue: ['b'], history: [], after: ['b'], left: [] },
  ])('$case', ({ queue, history, after, left }) => {
    const step = previous(state(queue, history));
    expect(keys(step.state)).toEqual(after);
    expect(step.state.history.map((e) => e.key)).toEqual(left);
  });

  it('next then previous returns to the same item', () => {
    expect(keys(previous(next(state(['a', 'b'])).state).state)).toEqual(['a', 'b']);
  });
});

describe('addToQueue', () => {
  it.each([
    {
      case: 'appends without interrupting the active item',
      queue: ['a'],
      add: ['b', 'c'],
      after: ['a', 'b', 'c'],
    },
    { case: 'an empty queue starts with the first added', queue: [], add: ['b'], after: ['b'] },
    {
      case: 'the same title may be queued twice under another key',
      queue: ['a'],
      add: ['a2'],
      after: ['a', 'a2'],
    },
  ])('$case', ({ queue, add, after }) => {
    const step = addToQueue(
      state(queue),
      add.map((key) => item(key)),
    );
    expect(keys(step.state)).toEqual(after);
    expect(step.state.queue[0]?.key).toBe(after[0]);
  });
});

describe('presentationAfter: adding queues, playing plays', () => {
  it.each([
    {
      case: 'adding to an empty, closed queue only queues (no full-screen player)',
      current: 'closed',
      action: 'add',
      length: 1,
      after: 'queued',
    },
    {
      case: 'adding while the full player is open keeps it open',
      current: 'full',
      action: 'add',
      length: 2,
      after: 'full',
    },
    {
      case: 'adding while the mini-player plays keeps the mini-player',
      current: 'mini',
      action: 'add',
      length: 2,
      after: 'mini',
    },
    {
      case: 'adding to a queued queue stays queued',
      current: 'queued',
      action: 'add',
      length: 2,
      after: 'queued',
    },
    { case: 'Play opens the full player', current: 'closed', action: 'play', length: 1, after: 'full' },
    {
      case: 'Play on the queued bar opens the full player',
      current: 'queued',
      action: 'play',
      length: 1,
      after: 'full',
    },
    {
      case: 'next from the mini-player stays in the mini-player',
      current: 'mini',
      action: 'move',
      length: 1,
      after: 'mini',
    },
    {
      case: 'skipping a queued item keeps it queued',
      current: 'queued',
      action: 'move',
      length: 1,
      after: 'queued',
    },
    { case: 'an emptied queue closes', current: 'full', action: 'move', length: 0, after: 'closed' },
    {
      case: 'Play with nothing to play closes',
      current: 'closed',
      action: 'play',
      length: 0,
      after: 'closed',
    },
  ] as const)('$case', ({ current, action, length, after }) => {
    expect(presentationAfter(current, action, length)).toBe(after);
  });

  it('adding to an empty queue makes the added item the front but starts nothing', () => {
    const step = addToQueue(emptyQueue(), [item('a', 'music')]);
    expect(keys(step.state)).toEqual(['a']);
    expect(presentationAfter('closed', 'add', step.state.queue.length)).not.toBe('full');
  });
});

describe('playQueued and removeFromQueue', () => {
  it('jumping to a queued item makes it the front and keeps the others in order', () => {
    const step = playQueued(state(['a', 'b', 'c', 'd']), 'c');
    expect(keys(step.state)).toEqual(['c', 'b', 'd']);
    expect(step.state.history.map((e) => e.key)).toEqual(['a']);
  });

  it('jumping to an unknown key changes nothing', () => {
    expect(keys(playQueued(state(['a', 'b']), 'zz').state)).toEqual(['a', 'b']);
  });

  it.each([
    { case: 'removes a queued item', key: 'b', after: ['a', 'c'] },
    { case: 'removing the active item plays the next', key: 'a', after: ['b', 'c'] },
    { case: 'an unknown key changes nothing', key: 'zz', after: ['a', 'b', 'c'] },
  ])('$case', ({ key, after }) => {
    expect(keys(removeFromQueue(state(['a', 'b', 'c']), key).state)).toEqual(after);
  });
});

describe('setQueueOrder', () => {
  it.each([
    { case: 'accepts a permutation of the queue keys', order: ['c', 'a', 'b'], result: ['c', 'a', 'b'] },
    { case: 'refuses an unknown key', order: ['a', 'b', 'z'], error: 'unknown_key' },
    { case: 'refuses a list that drops a key', order: ['a', 'b'], error: 'missing_key' },
    { case: 'refuses a repeated key', order: ['a', 'a', 'b'], error: 'duplicate_key' },
  ])('$case', ({ order, result, error }) => {
    const outcome = setQueueOrder(state(['a', 'b', 'c']), order);
    if (error) expect(outcome).toEqual({ ok: false, error });
    else expect(outcome.ok && keys(outcome.state)).toEqual(result);
  });
});
