import { describe, expect, it } from 'vitest';
import { addressFormOf, refusedAddressFields } from './address-rules';

const account = { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0000' };

describe('addressFormOf', () => {
  it('starts a new address with the member’s names and phone', () => {
    const form = addressFormOf(undefined, account);
    expect(form).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: account.phoneNumber });
    expect(Object.values(form).filter(Boolean)).toHaveLength(3);
  });

  it('keeps what a saved address has', () => {
    const saved = {
      firstName: 'Augusta',
      lastName: 'King',
      address: '12 St James’s Sq',
      city: 'London',
      country: 'GB',
      phone: null,
    };
    expect(addressFormOf(saved, account)).toMatchObject({
      firstName: 'Augusta',
      city: 'London',
      phone: '+44 20 7946 0000',
    });
  });
});

describe('refusedAddressFields', () => {
  const form = addressFormOf(undefined, account);
  it.each([
    ['invalid_address', ['postcode', 'nowhere'], ['postcode']],
    ['invalid_characters', ['city'], ['city']],
    ['invalid_address', null, []],
    ['rate_limited', ['city'], []],
  ])('%s naming %j marks %j', (code, fields, expected) => {
    expect(refusedAddressFields(code, fields, form)).toEqual(expected);
  });
});
