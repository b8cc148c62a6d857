import { describe, expect, it } from 'vitest';
import { addressProblems, type AddressForm } from './address';

const valid: AddressForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James Square',
  apartmentSuite: '',
  city: 'London',
  state: '',
  postcode: 'SW1Y 4JH',
  country: 'GB',
  phone: '',
};

describe('addressProblems', () => {
  it('accepts a complete address with optional apartment, state and phone left empty', () => {
    expect(addressProblems(valid)).toEqual([]);
  });

  it('names every missing required field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ''])) as unknown as AddressForm;
    expect(addressProblems(empty).sort()).toEqual(
      ['address', 'city', 'country', 'firstName', 'lastName', 'postcode'].sort(),
    );
  });

  it.each([
    ['a post code with symbols', { postcode: '12#45' }, 'postcode'],
    ['a country that is not an ISO code', { country: 'England' }, 'country'],
    ['a phone with letters', { phone: '555-CALL-NOW' }, 'phone'],
    ['a phone with too few digits', { phone: '12' }, 'phone'],
    ['a street over 120 characters', { address: 'x'.repeat(121) }, 'address'],
  ])('refuses %s', (_name, change, field) => {
    expect(addressProblems({ ...valid, ...change })).toEqual([field]);
  });
});
