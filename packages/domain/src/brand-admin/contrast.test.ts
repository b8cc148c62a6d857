import { describe, expect, it } from 'vitest';
import {
  accentContrastProblem,
  accentFillProblem,
  contrastOnDarkTheme,
  contrastRatio,
  relativeLuminance,
} from './contrast';

describe('relativeLuminance', () => {
  it.each([
    { hex: '#000000', expected: 0 },
    { hex: '#FFFFFF', expected: 1 },
    { hex: '#ffffff', expected: 1 },
    // WCAG 2.1: 0.2126 R + 0.7152 G + 0.0722 B of the linearised channels.
    { hex: '#FF0000', expected: 0.2126 },
    { hex: '#00FF00', expected: 0.7152 },
    { hex: '#0000FF', expected: 0.0722 },
    { hex: '#808080', expected: 0.2158605 },
  ])('$hex → $expected', ({ hex, expected }) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 6);
  });

  it('throws on a colour that is not #RRGGBB', () => {
    expect(() => relativeLuminance('#fff')).toThrow(RangeError);
  });
});

describe('contrastRatio', () => {
  it.each([
    { case: 'black on white is 21', a: '#000000', b: '#FFFFFF', expected: 21 },
    { case: 'order does not matter', a: '#FFFFFF', b: '#000000', expected: 21 },
    { case: 'a colour on itself is 1', a: '#7C3AED', b: '#7C3AED', expected: 1 },
    { case: 'the WCAG example grey #767676 on white', a: '#767676', b: '#FFFFFF', expected: 4.54 },
  ])('$case', ({ a, b, expected }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('accentContrastProblem (text on the dark theme)', () => {
  it.each([
    { case: "PlayMax's violet reads well", hex: '#A78BFA', expected: null },
    { case: "ClickCoins' amber reads well", hex: '#FBBF24', expected: null },
    { case: 'the default accent grey passes (5.0:1)', hex: '#808080', expected: null },
    { case: 'white passes', hex: '#FFFFFF', expected: null },
    { case: 'a deep violet is too dark for text (3.5:1)', hex: '#7C3AED', expected: 'contrast_too_low' },
    { case: 'a dark grey is refused', hex: '#606060', expected: 'contrast_too_low' },
    { case: 'black is refused', hex: '#000000', expected: 'contrast_too_low' },
    { case: 'three digits are not #RRGGBB', hex: '#fff', expected: 'color_invalid' },
    { case: 'a colour name is refused', hex: 'red', expected: 'color_invalid' },
    { case: 'an alpha channel is refused', hex: '#FFFFFF80', expected: 'color_invalid' },
    { case: 'markup is refused', hex: '#fff;}</style>', expected: 'color_invalid' },
  ])('$case', ({ hex, expected }) => {
    expect(accentContrastProblem(hex)).toBe(expected);
  });

  it('measures against the page background', () => {
    expect(contrastOnDarkTheme('#808080')).toBeCloseTo(5.04, 2);
  });
});

describe('accentFillProblem (a filled control under its label)', () => {
  it.each([
    { case: 'a deep violet under white text', hex: '#7C3AED', expected: null },
    { case: 'amber under near-black text', hex: '#F59E0B', expected: null },
    { case: 'teal under near-black text', hex: '#0D9488', expected: null },
    { case: '#767676 just reaches 4.5:1 under white', hex: '#767676', expected: null },
    { case: 'a mid grey where neither label reaches 4.5:1', hex: '#777777', expected: 'contrast_too_low' },
    { case: 'not a colour', hex: 'blue', expected: 'color_invalid' },
  ])('$case', ({ hex, expected }) => {
    expect(accentFillProblem(hex)).toBe(expected);
  });
});
