import { describe, expect, it } from 'vitest';
import {
  addressFormOf,
  characterProblems,
  checkoutAddressInput,
  checkoutAddressProblems,
  optionalFields,
  problemsAfterEdit,
  serverFieldProblems,
} from './address';
import { EMPTY_ADDRESS } from './draft';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Main St',
  apartmentSuite: '',
  city: 'Springfield',
  state: 'NY',
  postcode: '10001',
  country: 'US',
  phone: '+1 212 555 0100',
};

describe('checkoutAddressProblems (the domain rule the server applies, SPEC.md 3 checkout keys)', () => {
  it('accepts a complete address; apartment and, outside the countries that need it, state are optional', () => {
    expect(
      checkoutAddressProblems({ ...valid, country: 'FR', postcode: '75001', phone: '+33 1 23 45 67 89' }),
    ).toEqual({});
  });

  it('requires every key but apartmentSuite, the phone included', () => {
    expect(checkoutAddressProblems({ ...EMPTY_ADDRESS, country: 'FR' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      address: 'required',
      city: 'required',
      postcode: 'required',
      phone: 'required',
    });
  });

  it('checks the post code and the phone number against the country', () => {
    expect(checkoutAddressProblems({ ...valid, country: 'GB', phone: '212 555 0100' })).toMatchObject({
      postcode: 'postcode_invalid',
      phone: 'phone_invalid',
    });
  });
});

describe('optionalFields', () => {
  it('asks for the state only where addresses need one', () => {
    expect(optionalFields('US')).toEqual(['apartmentSuite']);
    expect(optionalFields('FR')).toEqual(['apartmentSuite', 'state']);
  });
});

describe('characterProblems (invalid_characters extra.fields)', () => {
  it('marks each named address field with the code, dropping unknown names', () => {
    expect(characterProblems({ fields: ['firstName', 'city', 'nope'] })).toEqual({
      firstName: 'invalid_characters',
      city: 'invalid_characters',
    });
    expect(characterProblems(null)).toEqual({});
  });
});

describe('serverFieldProblems (invalid_address extra.fields)', () => {
  it('reads each refused field with its code', () => {
    expect(serverFieldProblems({ fields: { postcode: 'postcode_invalid', phone: 'phone_invalid' } })).toEqual(
      {
        postcode: 'postcode_invalid',
        phone: 'phone_invalid',
      },
    );
  });

  it.each([
    ['no extra', null],
    ['no fields', {}],
    ['fields that are not an object', { fields: 'postcode' }],
    ['unknown keys and empty codes', { fields: { zip: 'postcode_invalid', city: '', phone: 3 } }],
  ])('is empty for %s', (_name, extra) => {
    expect(serverFieldProblems(extra)).toEqual({});
  });
});

describe('addressFormOf', () => {
  it('offers the saved shipping address', () => {
    expect(addressFormOf({ ...valid, apartmentSuite: null }, 'FR')).toEqual(valid);
  });

  it('starts empty in the country the app sees when nothing is saved', () => {
    expect(addressFormOf(null, 'FR')).toEqual({ ...EMPTY_ADDRESS, country: 'FR' });
  });
});

describe('checkoutAddressInput', () => {
  it('trims, and sends empty optional parts as null', () => {
    expect(
      checkoutAddressInput({ ...valid, firstName: ' Ada ', state: ' ', phone: ' +1 212 555 0100 ' }),
    ).toEqual({ ...valid, apartmentSuite: null, state: null });
  });
});

describe('problemsAfterEdit', () => {
  it("drops an edited field's refusal and keeps the others until the server checks again", () => {
    const problems = { postcode: 'postcode_invalid', phone: 'phone_invalid' };
    expect(problemsAfterEdit(problems, valid, { ...valid, postcode: '10002' })).toEqual({
      phone: 'phone_invalid',
    });
    expect(problemsAfterEdit(problems, valid, valid)).toEqual(problems);
  });
});
