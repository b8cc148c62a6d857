import { describe, expect, it } from 'vitest';
import {
  checkSearchQuery,
  indexTokens,
  normaliseSearchText,
  SEARCH_MAX_LENGTH,
  withinOneEdit,
} from './search';

describe('normaliseSearchText', () => {
  it.each([
    ['Spider-Man', 'spider man'],
    ['Élève', 'eleve'],
    ['  The   Ünïcödé  Café! ', 'the unicode cafe'],
    ['Straße', 'strasse'],
    ["L'Œuvre", 'l oeuvre'],
    ['東京 Story', '東京 story'],
  ])('%j is searched as %j', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('indexTokens', () => {
  it('indexes hyphenated titles both split and joined, so "spiderman" and "spider man" both match', () => {
    expect(indexTokens('Spider-Man: Homecoming')).toEqual(['spider', 'man', 'homecoming', 'spiderman']);
  });
});

describe('checkSearchQuery', () => {
  it('an empty or punctuation-only query is the documented empty result', () => {
    expect(checkSearchQuery('')).toEqual({ kind: 'empty' });
    expect(checkSearchQuery('  -- !! ')).toEqual({ kind: 'empty' });
  });
  it(`a query over ${SEARCH_MAX_LENGTH} characters is refused as too long`, () => {
    expect(checkSearchQuery('a'.repeat(SEARCH_MAX_LENGTH + 1))).toEqual({ kind: 'too_long' });
    expect(checkSearchQuery('a'.repeat(SEARCH_MAX_LENGTH)).kind).toBe('ok');
  });
  it('single letters are dropped unless they are the whole query', () => {
    expect(checkSearchQuery("Theo's Satellite")).toMatchObject({ tokens: ['theo', 'satellite'] });
    expect(checkSearchQuery('X')).toMatchObject({ tokens: ['x'] });
    expect(checkSearchQuery("The Clock's Comet")).toMatchObject({ tokens: ['clock', 'comet'] });
    expect(checkSearchQuery('The Who')).toMatchObject({ tokens: ['who'] });
    expect(checkSearchQuery('of the')).toMatchObject({ tokens: ['of', 'the'] });
    expect(checkSearchQuery('東')).toMatchObject({ tokens: ['東'] });
  });
  it('tokens are normalised and de-duplicated', () => {
    expect(checkSearchQuery('Élève élève SPIDER')).toEqual({
      kind: 'ok',
      tokens: ['eleve', 'spider'],
      normalised: 'eleve eleve spider',
    });
  });
});

describe('withinOneEdit (one typo still finds the title)', () => {
  it.each([
    ['spider', 'spider', true],
    ['spidr', 'spider', true],
    ['spiderr', 'spider', true],
    ['spoder', 'spider', true],
    ['sipder', 'spider', true],
    ['spdr', 'spider', false],
    ['spicer', 'spider', true],
    ['sodier', 'spider', false],
    ['galaxy', 'galaxies', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
