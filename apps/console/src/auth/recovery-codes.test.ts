import { describe, expect, it } from 'vitest';
import { recoveryCodesHref, recoveryCodesText } from './recovery-codes';

describe('recovery codes file', () => {
  it('puts one code a line under the heading', () => {
    expect(recoveryCodesText('Console recovery codes', ['aaaa-bbbb', 'cccc-dddd'])).toBe(
      'Console recovery codes\n\naaaa-bbbb\ncccc-dddd\n',
    );
  });
  it('encodes the text into a data URL', () => {
    expect(recoveryCodesHref('a b\n')).toBe('data:text/plain;charset=utf-8,a%20b%0A');
  });
});
