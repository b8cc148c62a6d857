import { describe, expect, it } from 'vitest';
import { shuffledItems, shuffledOrder, unshuffledOrder } from './shuffle';

/** A fixed sequence instead of Math.random, so the shuffled order is known. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('shuffledOrder', () => {
  it('keeps the playing track first', () => {
    for (let n = 0; n < 20; n++) expect(shuffledOrder(['a', 'b', 'c', 'd', 'e'])[0]).toBe('a');
  });

  it('keeps every queued track exactly once', () => {
    expect([...shuffledOrder(['a', 'b', 'c', 'd', 'e'])].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shuffles the upcoming tracks with the random source', () => {
    expect(shuffledOrder(['a', 'b', 'c', 'd'], sequence(0, 0))).toEqual(['a', 'c', 'd', 'b']);
  });

  it('leaves an empty or single queue as it is', () => {
    expect(shuffledOrder([])).toEqual([]);
    expect(shuffledOrder(['a'])).toEqual(['a']);
  });
});

describe('unshuffledOrder', () => {
  it.each([
    ['restores the order before shuffling', ['a', 'd', 'b', 'c'], ['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd']],
    ['keeps the track now playing in front', ['c', 'd', 'b'], ['a', 'b', 'c', 'd'], ['c', 'b', 'd']],
    ['forgets tracks removed since', ['a', 'd', 'b'], ['a', 'b', 'c', 'd'], ['a', 'b', 'd']],
    [
      'keeps tracks added since at the end',
      ['a', 'x', 'd', 'b', 'y'],
      ['a', 'b', 'd'],
      ['a', 'b', 'd', 'x', 'y'],
    ],
    ['leaves an empty queue empty', [], ['a'], []],
  ])('%s', (_rule, keys, original, expected) => {
    expect(unshuffledOrder(keys, original)).toEqual(expected);
  });
});

describe('shuffledItems (a playlist played shuffled)', () => {
  it('keeps every item once and may move the first one', () => {
    const out = shuffledItems(['a', 'b', 'c'], sequence(0, 0));
    expect(out).toEqual(['b', 'c', 'a']);
    expect([...out].sort()).toEqual(['a', 'b', 'c']);
  });
});
