import { describe, expect, it } from 'vitest';
import { contrastOfLabelOn, contrastOnDarkTheme, contrastRatio, normalizeHex } from './contrast';

describe('normalizeHex', () => {
  it.each([
    ['#A78BFA', '#a78bfa'],
    ['a78bfa', '#a78bfa'],
    ['#fff', '#ffffff'],
    [' #0D9488 ', '#0d9488'],
    ['#12345', null],
    ['red', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 5);
  });
  it('matches the WCAG example of #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('contrastOnDarkTheme', () => {
  it.each([
    // The seed brands' accents all read on the dark background.
    ['#A78BFA', true],
    ['#FBBF24', true],
    ['#2DD4BF', true],
    // A dark navy does not.
    ['#1e3a8a', false],
    ['#000000', false],
  ])('%s passes AA: %s', (color, passes) => {
    expect(contrastOnDarkTheme(color)?.passesAA).toBe(passes);
  });
  it('rounds the ratio down, never up into a pass', () => {
    const result = contrastOnDarkTheme('#ffffff');
    expect(result?.ratio).toBeLessThanOrEqual(contrastRatio('#ffffff', '#08090c'));
    expect(result?.ratio).toBeCloseTo(19.6, 0);
  });
  it('is null while the input is not a colour', () => {
    expect(contrastOnDarkTheme('#12')).toBeNull();
  });
});

describe('contrastOfLabelOn', () => {
  it.each([
    // White on violet, near-black on amber: both pass.
    ['#7C3AED', true],
    ['#F59E0B', true],
    // A mid grey fails with either label colour.
    ['#777777', false],
  ])('a label on %s passes AA: %s', (fill, passes) => {
    expect(contrastOfLabelOn(fill)?.passesAA).toBe(passes);
  });
});
