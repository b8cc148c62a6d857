import { describe, expect, it } from 'vitest';
import { CANCELLATION_REFERENCE, cancellationReference } from './reference';

describe('cancellationReference', () => {
  it('always has the one format CXL- and 10 upper-case hex digits', () => {
    for (let i = 0; i < 200; i += 1) expect(cancellationReference()).toMatch(CANCELLATION_REFERENCE);
  });

  it('is stable for the same bytes (the seed relies on it) and uses only the first five', () => {
    const bytes = Uint8Array.from([0xab, 0x01, 0xff, 0x10, 0x2c, 0x99]);
    expect(cancellationReference(bytes)).toBe('CXL-AB01FF102C');
  });

  it.each(['cxl_0123456789abcdef01234567', 'CXL-1', 'CXL-ab01ff102c', 'SUB-AB01FF102C'])(
    'the format refuses %s',
    (reference) => {
      expect(reference).not.toMatch(CANCELLATION_REFERENCE);
    },
  );

  it('refuses fewer than five bytes rather than making a short reference', () => {
    expect(() => cancellationReference(new Uint8Array(4))).toThrow();
  });
});
