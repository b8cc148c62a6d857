import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX_LENGTH } from '../member';
import { validateCheckoutAddress, type CheckoutAddressInput } from './checkout-address';

const US: CheckoutAddressInput = {
  country: 'US',
  firstName: 'Paige',
  lastName: 'Paid',
  address: '500 Congress Ave',
  apartmentSuite: 'Apt 12',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  phone: '+1 512 555 0142',
};

const problems = (input: CheckoutAddressInput) => {
  const r = validateCheckoutAddress(input);
  return r.ok ? {} : r.fields;
};

describe('validateCheckoutAddress (SPEC.md 3 checkout keys, per-country postcode and phone)', () => {
  it.each([
    { case: 'a US address', input: US },
    { case: 'without the optional apartment', input: { ...US, apartmentSuite: '' } },
    { case: 'a national US phone', input: { ...US, phone: '(512) 555-0142' } },
    {
      case: 'a Canadian address with a spaced postcode',
      input: {
        ...US,
        country: 'ca',
        state: 'QC',
        city: 'Montréal',
        postcode: 'h2x 1y4',
        phone: '514 555 0199',
      },
    },
    {
      case: 'a UK address without a state',
      input: {
        ...US,
        country: 'GB',
        state: null,
        city: 'London',
        postcode: 'SW1A 1AA',
        phone: '020 7946 0958',
      },
    },
    {
      case: 'a French address with a foreign phone written with its country code',
      input: { ...US, country: 'FR', state: '', city: 'Paris', postcode: '75001', phone: '+1 512 555 0142' },
    },
    {
      case: 'a Japanese address',
      input: {
        ...US,
        country: 'JP',
        state: '東京都',
        city: '千代田区',
        postcode: '100-0001',
        phone: '03-1234-5678',
      },
    },
    {
      case: 'a Malaysian address',
      input: {
        ...US,
        country: 'MY',
        state: 'Kuala Lumpur',
        city: 'Kuala Lumpur',
        postcode: '50450',
        phone: '012-345 6789',
      },
    },
  ])('accepts $case', ({ input }) => {
    expect(validateCheckoutAddress(input).ok).toBe(true);
  });

  it.each([
    {
      case: 'a US postcode of four digits',
      input: { ...US, postcode: '7870' },
      fields: { postcode: 'postcode_invalid' },
    },
    {
      case: 'a UK postcode in the US',
      input: { ...US, postcode: 'SW1A 1AA' },
      fields: { postcode: 'postcode_invalid' },
    },
    {
      case: 'a German postcode of letters',
      input: { ...US, country: 'DE', state: '', postcode: 'ABC', phone: '030 123456' },
      fields: { postcode: 'postcode_invalid' },
    },
    {
      case: 'a US phone too short for the US',
      input: { ...US, phone: '555 0100' },
      fields: { phone: 'phone_invalid' },
    },
    {
      case: 'a phone with letters',
      input: { ...US, phone: '512-CALL-NOW' },
      fields: { phone: 'phone_invalid' },
    },
    { case: 'an unknown country', input: { ...US, country: 'XX' }, fields: { country: 'country_invalid' } },
    {
      case: 'UK (the code is GB)',
      input: { ...US, country: 'UK', state: '' },
      fields: { country: 'country_invalid' },
    },
    { case: 'a US address without a state', input: { ...US, state: ' ' }, fields: { state: 'required' } },
    { case: 'a two-letter street', input: { ...US, address: 'Ab' }, fields: { address: 'too_short' } },
    {
      case: 'a first name longer than the account allows',
      input: { ...US, firstName: 'x'.repeat(PERSON_NAME_MAX_LENGTH + 1) },
      fields: { firstName: 'too_long' },
    },
    {
      case: 'every required field empty',
      input: {},
      fields: {
        country: 'required',
        firstName: 'required',
        lastName: 'required',
        address: 'required',
        city: 'required',
        postcode: 'required',
        phone: 'required',
      },
    },
  ])('refuses $case, field by field', ({ input, fields }) => {
    expect(problems(input)).toEqual(fields);
  });

  it('hands back the address tidied: trimmed, spaces collapsed, codes upper-case, empty optionals null', () => {
    const r = validateCheckoutAddress({
      ...US,
      country: ' us ',
      firstName: '  Paige ',
      address: '500   Congress Ave',
      apartmentSuite: '  ',
      postcode: '78701 ',
    });
    expect(r).toEqual({
      ok: true,
      address: { ...US, firstName: 'Paige', address: '500 Congress Ave', apartmentSuite: null },
    });
  });
});
