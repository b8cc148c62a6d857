import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../constants';
import { GENRES } from './genres';
import { COVER_SIZES, displayAreaSlug, MEDIA_TYPE_STYLES } from './media-types';

describe('GENRES', () => {
  it('ebook and audiobook have about 50 genres each, with the keys SPEC.md names', () => {
    for (const type of ['ebook', 'audiobook'] as const) {
      const keys = GENRES[type].map((g) => g.key);
      expect(keys.length).toBeGreaterThanOrEqual(48);
      for (const k of [
        'fiction',
        'cooking',
        'history',
        'selfhelp',
        'true_crime',
        'young_adult_fiction',
        'business_economics',
      ])
        expect(keys).toContain(k);
    }
  });
  it("music has SPEC.md's 14 genres", () => {
    expect(GENRES.music.map((g) => g.key)).toEqual([
      'alternative',
      'blues',
      'country',
      'dance',
      'electronic',
      'folk',
      'holiday',
      'indie',
      'jazz',
      'latin',
      'pop',
      'reggae',
      'rock',
      'world',
    ]);
  });
  it('movie, game and stream have the other keys SPEC.md names', () => {
    const movie = GENRES.movie.map((g) => g.key);
    for (const k of ['film_noir', 'action', 'drama', 'scifi', 'tv_series']) expect(movie).toContain(k);
    expect(GENRES.game.map((g) => g.key)).toContain('tower_defense');
    expect(GENRES.stream.map((g) => g.key)).toContain('sports');
  });
  it('every media type has genres, with unique keys', () => {
    for (const type of MEDIA_TYPES) {
      const keys = GENRES[type].map((g) => g.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('media type presentation', () => {
  it('display_area_slug is {type}_overview and every type has colours, an icon and a cover size', () => {
    for (const type of MEDIA_TYPES) {
      expect(displayAreaSlug(type)).toBe(`${type}_overview`);
      expect(MEDIA_TYPE_STYLES[type].color).toMatch(/^#[0-9A-F]{6}$/);
      expect(MEDIA_TYPE_STYLES[type].icon).toBeTruthy();
      expect(COVER_SIZES[type].width).toBeGreaterThan(0);
    }
  });
});
