import { describe, expect, it } from 'vitest';
import { newRecoveryCode, normalizeRecoveryCode } from './secrets';
import { totpCodeAt, totpStepOf } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';
const T = new Date('2026-03-01T12:00:10.000Z');

describe('recovery codes', () => {
  it('are ten symbols of an alphabet without look-alikes, grouped by five', () => {
    for (let i = 0; i < 50; i++)
      expect(newRecoveryCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it.each([
    ['ab3de-fg4hj', 'AB3DE-FG4HJ'],
    [' ab3de fg4hj ', 'AB3DE-FG4HJ'],
    ['AB3DEFG4HJ', 'AB3DE-FG4HJ'],
    ['short', 'SHORT'],
  ])('as typed: %j is %j', (typed, stored) => {
    expect(normalizeRecoveryCode(typed)).toBe(stored);
  });
});

describe('TOTP (RFC 6238)', () => {
  const step = Math.floor(T.getTime() / 30_000);
  it.each([
    ['the code of now', totpCodeAt(SECRET, T), step],
    [
      'the code of the step before (a slow typist)',
      totpCodeAt(SECRET, new Date(T.getTime() - 30_000)),
      step - 1,
    ],
    [
      'the code of the step after (a clock ahead)',
      totpCodeAt(SECRET, new Date(T.getTime() + 30_000)),
      step + 1,
    ],
    ['a code two steps old', totpCodeAt(SECRET, new Date(T.getTime() - 60_000)), null],
    ['not six digits', '12345', null],
    ['letters', 'abcdef', null],
  ])('%s', (_name, code, expected) => {
    expect(totpStepOf(SECRET, code, T)).toBe(expected);
  });

  it('matches the RFC 6238 reference value (SHA-1, T = 59 s → 94287082, last 6 digits)', () => {
    // RFC 6238 appendix B's seed is ASCII "12345678901234567890", base32 below.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });
});
