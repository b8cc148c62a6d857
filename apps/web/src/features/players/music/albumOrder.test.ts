import { describe, expect, it } from 'vitest';
import { albumOrder, neighbours } from './albumOrder';

const ids = ['t1', 't2', 't3', 't4'];

describe('albumOrder (an album played as one queue item)', () => {
  it('plays the album in its order without shuffle', () => {
    expect(albumOrder(ids, 't3', false)).toEqual(ids);
  });

  it('with shuffle starts from the track playing now and keeps every track once', () => {
    const order = albumOrder(ids, 't3', true);
    expect(order[0]).toBe('t3');
    expect([...order].sort()).toEqual(ids);
  });
});

describe('neighbours', () => {
  it.each([
    ['t1', { previous: null, next: 't2' }],
    ['t2', { previous: 't1', next: 't3' }],
    ['t4', { previous: 't3', next: null }],
    ['gone', { previous: null, next: null }],
  ])('around %s', (current, expected) => {
    expect(neighbours(ids, current)).toEqual(expected);
  });
});
