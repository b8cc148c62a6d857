import { describe, expect, it } from 'vitest';
import { seeAllPath, slotInfo } from './slots';

describe('slotInfo', () => {
  it.each([
    [{ kind: 'free' }, { kind: 'free', genre: null }],
    [
      { kind: 'genre', genre: 'film_noir' },
      { kind: 'genre', genre: 'film_noir' },
    ],
    [
      { kind: 'genre', genreId: 12 },
      { kind: 'genre', genre: '12' },
    ],
    [{ kind: 'mystery' }, { kind: 'other', genre: null }],
    [null, { kind: 'other', genre: null }],
    ['free', { kind: 'other', genre: null }],
  ])('reads %j defensively', (properties, info) => {
    expect(slotInfo(properties)).toEqual(info);
  });
});

describe('seeAllPath', () => {
  it.each([
    [{ kind: 'new_releases' }, '/browse/movie/new-releases'],
    [{ kind: 'popular' }, '/browse/movie/popular'],
    [{ kind: 'genre', genreId: 12 }, '/browse/movie/genre/12'],
    [{ kind: 'genre' }, null],
    [{ kind: 'free' }, null],
    [{ kind: 'genres' }, null],
  ])('leads %j to %s', (properties, path) => {
    expect(seeAllPath('movie', properties)).toBe(path);
  });
});
