import { describe, expect, it } from 'vitest';
import { hasEntry, withEntry, withoutEntry } from './optimistic';

const a = { id: '1', type: 'movie', title: 'A' };
const b = { id: '2', type: 'movie', title: 'B' };
const sameIdOtherType = { id: '1', type: 'ebook', title: 'C' };

describe('optimistic library lists', () => {
  it('adds a new entry first (newest first)', () => {
    expect(withEntry([a], b).map((e) => e.title)).toEqual(['B', 'A']);
  });

  it('never lists a title twice: adding again moves it to the top', () => {
    expect(withEntry([a, b], b).map((e) => e.title)).toEqual(['B', 'A']);
  });

  it('tells titles of different types with the same id apart', () => {
    expect(withEntry([a], sameIdOtherType)).toHaveLength(2);
    expect(withoutEntry([a, sameIdOtherType], 'movie', '1')).toEqual([sameIdOtherType]);
    expect(hasEntry([a], 'ebook', '1')).toBe(false);
  });

  it('removes only the given entry', () => {
    expect(withoutEntry([a, b], 'movie', '2')).toEqual([a]);
    expect(withoutEntry([a, b], 'movie', '9')).toEqual([a, b]);
  });
});
