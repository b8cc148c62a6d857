import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, replaceItem } from './menu-list';

const list = ['home', 'movie', 'music', 'giveaways'];

describe('moveItem', () => {
  it.each([
    [1, -1, ['movie', 'home', 'music', 'giveaways']],
    [1, 1, ['home', 'music', 'movie', 'giveaways']],
    [0, 1, ['movie', 'home', 'music', 'giveaways']],
    [3, -1, ['home', 'movie', 'giveaways', 'music']],
    // At an end the list stays as it is.
    [0, -1, list],
    [3, 1, list],
    // Out of range too.
    [7, -1, list],
  ] as const)('item %d moved by %d', (index, delta, expected) => {
    expect(moveItem(list, index, delta)).toEqual(expected);
  });
  it('never changes the list it was given', () => {
    moveItem(list, 1, 1);
    expect(list).toEqual(['home', 'movie', 'music', 'giveaways']);
  });
});

describe('removeItem and replaceItem', () => {
  it('removes the item at an index', () => {
    expect(removeItem(list, 2)).toEqual(['home', 'movie', 'giveaways']);
  });
  it('replaces the item at an index', () => {
    expect(replaceItem(list, 0, 'start')).toEqual(['start', 'movie', 'music', 'giveaways']);
  });
});
