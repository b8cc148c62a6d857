import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIDI_EMBEDDINGS_AND_OVERRIDES,
  BIDI_ISOLATES,
  C0_CONTROLS,
  C1_CONTROLS,
  DELETE_CONTROL,
  REFUSED_RANGES,
  isSafeText,
  refusedCodePoint,
  unsafeTextFields,
  type CodePointRange,
} from './text-safety';

describe('isSafeText', () => {
  it.each([
    { case: 'a plain name', text: 'Ann Lee', shape: 'line', safe: true },
    { case: 'letters of any script and emoji', text: 'Zoë 山田 مريم 👩‍👩‍👧', shape: 'line', safe: true },
    { case: 'the empty text (required-ness is the schema’s)', text: '', shape: 'line', safe: true },
    { case: 'NUL', text: 'a\u0000@b.example', shape: 'line', safe: false },
    { case: 'an escape sequence', text: 'Ann\u001b[2J', shape: 'line', safe: false },
    { case: 'DEL', text: 'Ann\u007f', shape: 'line', safe: false },
    { case: 'a C1 control (CSI)', text: 'Ann\u009b2J', shape: 'line', safe: false },
    { case: 'a right-to-left override', text: 'Ann\u202egpj.exe', shape: 'line', safe: false },
    { case: 'a left-to-right embedding', text: '\u202aAnn', shape: 'line', safe: false },
    { case: 'a pop directional formatting', text: 'Ann\u202c', shape: 'line', safe: false },
    { case: 'a right-to-left isolate', text: '\u2067Ann', shape: 'line', safe: false },
    { case: 'a pop directional isolate', text: 'Ann\u2069', shape: 'line', safe: false },
    { case: 'a lone surrogate', text: 'Ann\ud800', shape: 'line', safe: false },
    {
      case: 'the right-to-left mark (needed in Hebrew and Arabic)',
      text: 'רחוב 5\u200f',
      shape: 'line',
      safe: true,
    },
    { case: 'the left-to-right mark', text: '\u200eAnn', shape: 'line', safe: true },
    { case: 'the Arabic letter mark', text: 'مريم\u061c', shape: 'line', safe: true },
    { case: 'a line feed in a one-line text', text: 'Ann\nLee', shape: 'line', safe: false },
    { case: 'a tab in a one-line text', text: 'Ann\tLee', shape: 'line', safe: false },
    {
      case: 'line feeds and tabs in a multi-line text',
      text: 'line 1\n\tline 2\r\n',
      shape: 'multiline',
      safe: true,
    },
    { case: 'NUL in a multi-line text', text: 'line 1\n\u0000', shape: 'multiline', safe: false },
    { case: 'an override in a multi-line text', text: 'line 1\n\u202e', shape: 'multiline', safe: false },
  ] as const)('$case', ({ text, shape, safe }) => {
    expect(isSafeText(text, shape)).toBe(safe);
  });

  it('names the first refused code point', () => {
    expect(refusedCodePoint('ok\u202e\u0000')).toBe(0x202e);
    expect(refusedCodePoint('ok')).toBeNull();
  });
});

const inRange = (r: CodePointRange) => fc.integer({ min: r.first, max: r.last });
const refusedCodePoints = fc.oneof(
  inRange(C0_CONTROLS),
  inRange(DELETE_CONTROL),
  inRange(C1_CONTROLS),
  inRange(BIDI_EMBEDDINGS_AND_OVERRIDES),
  inRange(BIDI_ISOLATES),
);
const isRefused = (cp: number) => REFUSED_RANGES.some((r) => cp >= r.first && cp <= r.last);
/** Any text of whole characters outside the refused ranges. */
const safeTexts = fc
  .string({ unit: 'grapheme' })
  .filter((s) => [...s].every((c) => !isRefused(c.codePointAt(0)!)));

describe('isSafeText (properties)', () => {
  it('accepts every text without a refused code point', () => {
    fc.assert(fc.property(safeTexts, (s) => isSafeText(s)));
  });

  it('refuses a refused code point wherever it sits in a safe text', () => {
    fc.assert(
      fc.property(safeTexts, refusedCodePoints, safeTexts, (before, cp, after) => {
        expect(refusedCodePoint(before + String.fromCodePoint(cp) + after)).toBe(cp);
      }),
    );
  });
});

describe('unsafeTextFields', () => {
  it('lists the string fields holding refused characters, in the order asked', () => {
    const input = { name: 'Ann\u202e', city: 'Paris', address: 'Rue\u0000', phone: null, age: 3 };
    expect(unsafeTextFields(input, ['address', 'name', 'city', 'phone', 'age'])).toEqual(['address', 'name']);
  });

  it('leaves what is not an object to the schema', () => {
    expect(unsafeTextFields(null, ['name'])).toEqual([]);
    expect(unsafeTextFields('Ann\u0000', ['name'])).toEqual([]);
  });
});
