import { describe, expect, it } from 'vitest';
import { formatDuration, isBrowseTab, isMediaType, parseMediaId, paths, slugify } from './paths';

describe('parseMediaId (SPEC.md 5: details are skipped for ids below 1)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1.5', null],
    ['99999999999999999999', null],
    ['2147483648', null],
    [undefined, null],
  ])('%s → %s', (raw, id) => {
    expect(parseMediaId(raw)).toBe(id);
  });
});

describe('route params', () => {
  it('accepts only the seven media types', () => {
    expect(isMediaType('movie')).toBe(true);
    expect(isMediaType('stream')).toBe(true);
    expect(isMediaType('radio')).toBe(false);
    expect(isMediaType(undefined)).toBe(false);
  });

  it('accepts only the three browse tabs', () => {
    expect(isBrowseTab('new-releases')).toBe(true);
    expect(isBrowseTab('genres')).toBe(true);
    expect(isBrowseTab('genre')).toBe(false);
  });
});

describe('slugify', () => {
  it.each([
    ['Spider-Man: Far From Home', 'spider-man-far-from-home'],
    ['Élève à Paris', 'eleve-a-paris'],
    ['  --  ', ''],
  ])('%s → %s', (title, slug) => expect(slugify(title)).toBe(slug));

  it('builds detail paths with the slug only when there is a title', () => {
    expect(paths.details('movie', 7, 'Night Train')).toBe('/browse/movie/id/7/night-train');
    expect(paths.details('movie', 7)).toBe('/browse/movie/id/7');
    expect(paths.search('élève', 'ebook')).toBe('/search?q=%C3%A9l%C3%A8ve&type=ebook');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [3723, '1:02:03'],
    [null, ''],
    [-1, ''],
  ])('%s s → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});
