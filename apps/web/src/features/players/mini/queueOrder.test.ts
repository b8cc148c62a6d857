import { describe, expect, it } from 'vitest';
import { moveKey } from './queueOrder';

describe('moveKey (reordering the upcoming queue)', () => {
  it.each([
    [['a', 'b', 'c'], 'c', 0, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'a', 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'a', 9, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'b', -3, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'x', 0, ['a', 'b', 'c']],
  ])('moves in %j the key %s to %i', (keys, key, to, expected) => {
    expect(moveKey(keys, key, to)).toEqual(expected);
  });
});
