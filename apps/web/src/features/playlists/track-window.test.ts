import { describe, expect, it } from 'vitest';
import { rowsToRender } from './track-window';

describe('rowsToRender', () => {
  it.each([
    { name: 'no focus: the window as it is', window: [4, 5, 6], focused: null, count: 10, rows: [4, 5, 6] },
    { name: 'focus inside the window', window: [4, 5, 6], focused: 5, count: 10, rows: [4, 5, 6] },
    {
      name: 'focus above the window, kept first',
      window: [4, 5, 6],
      focused: 1,
      count: 10,
      rows: [1, 4, 5, 6],
    },
    {
      name: 'focus below the window, kept last',
      window: [4, 5, 6],
      focused: 9,
      count: 10,
      rows: [4, 5, 6, 9],
    },
    { name: 'a focused row since removed', window: [4, 5, 6], focused: 12, count: 10, rows: [4, 5, 6] },
    { name: 'an empty window keeps the focused row', window: [], focused: 3, count: 10, rows: [3] },
  ])('$name', ({ window, focused, count, rows }) => {
    expect(rowsToRender(window, focused, count)).toEqual(rows);
  });
});
