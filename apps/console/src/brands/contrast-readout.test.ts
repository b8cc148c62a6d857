import { describe, expect, it } from 'vitest';
import { accentContrastProblem, accentFillProblem } from '@member-area/domain';
import { contrastReadout, pickerValue } from './contrast-readout';

describe('contrastReadout', () => {
  it.each([
    // White on the page: as much as the dark theme allows.
    ['#FFFFFF', 'text', 19.91, true],
    ['#A78BFA', 'text', 7.31, true],
    ['#333333', 'text', 1.6, false],
    // PlayMax's violet fails as text on the page (3.5:1) but is a fine fill under white.
    ['#7C3AED', 'text', 3.5, false],
    ['#7C3AED', 'fill', 5.7, true],
    ['#777777', 'fill', 4.47, false],
  ] as const)('%s as %s: %d:1, AA %s', (hex, kind, ratio, passes) => {
    const readout = contrastReadout(hex, kind);
    expect(readout?.ratio).toBeCloseTo(ratio, 1);
    expect(readout?.passesAA).toBe(passes);
  });

  it('never rounds a failing ratio up to a pass', () => {
    const readout = contrastReadout('#777777', 'fill');
    expect(readout!.ratio).toBeLessThan(4.5);
  });

  it.each(['#fff', 'A78BFA', 'red', '', '#12345G'])('%j is no colour the server takes', (value) => {
    expect(contrastReadout(value, 'text')).toBeNull();
  });

  it('agrees with the server rule on every grey', () => {
    for (let level = 0; level < 256; level += 5) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastReadout(hex, 'text')?.passesAA).toBe(accentContrastProblem(hex) === null);
      expect(contrastReadout(hex, 'fill')?.passesAA).toBe(accentFillProblem(hex) === null);
    }
  });
});

describe('pickerValue', () => {
  it('is the colour in lower case, or the fallback', () => {
    expect(pickerValue(' #A78BFA ', '#000000')).toBe('#a78bfa');
    expect(pickerValue('#fff', '#000000')).toBe('#000000');
  });
});
