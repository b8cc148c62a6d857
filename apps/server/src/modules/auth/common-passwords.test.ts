import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, passwordProblem } from '@member-area/domain';
import { SERVER_COMMON_PASSWORDS } from './common-passwords';

describe('the server refuses the most common passwords (issue 15, ASVS: the top 3,000+)', () => {
  it.each(['4815162342', '1029384756', 'Usuckballz1'])(
    '%s, long enough but on the maintained list, is too common on the server only',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
      expect(passwordProblem(password, SERVER_COMMON_PASSWORDS)).toBe('too_common');
    },
  );

  it('keeps the short list too (brand names no public list knows)', () => {
    for (const p of COMMON_PASSWORDS) expect(SERVER_COMMON_PASSWORDS.has(p)).toBe(true);
  });

  it('still accepts an uncommon password', () => {
    expect(passwordProblem('violet-harbour-tram-42', SERVER_COMMON_PASSWORDS)).toBeNull();
  });
});
