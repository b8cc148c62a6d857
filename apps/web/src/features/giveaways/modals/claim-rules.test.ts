import { describe, expect, it } from 'vitest';
import { refusedFields } from './claim-rules';

const FORM = ['address', 'city', 'postcode'] as const;

describe('refusedFields', () => {
  it.each([
    { code: 'invalid_address', extra: { fields: ['city', 'postcode'] }, named: ['city', 'postcode'] },
    { code: 'invalid_characters', extra: { fields: ['address'] }, named: ['address'] },
    { code: 'invalid_address', extra: { fields: ['planet', 'city'] }, named: ['city'] },
    { code: 'invalid_address', extra: null, named: [] },
    { code: 'already_claimed', extra: { fields: ['city'] }, named: [] },
  ])('$code with $extra names $named', ({ code, extra, named }) => {
    expect(refusedFields(code, extra, FORM)).toEqual(named);
  });
});
