import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('HTTP byte ranges over a 1,000-byte file', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    // Unsatisfiable: 416
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=500-100', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=-', { kind: 'unsatisfiable' }],
    // Not a single byte range: ignored, the whole file (RFC 9110 allows it)
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=abc', { kind: 'full' }],
  ])('%s → %j', (header, answer) => {
    expect(parseRange(header, 1_000)).toEqual(answer);
  });

  it('nothing of an empty file can be asked for', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
