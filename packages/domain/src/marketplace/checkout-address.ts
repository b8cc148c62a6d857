/**
 * The checkout's address (SPEC.md 3 'Address', checkout keys: country, firstName, lastName, address,
 * apartmentSuite optional, city, state, postcode, phone; issue 13: per-country validation of postcode
 * and phone with maintained libraries). The bounds are the account's address form's (names:
 * PERSON_NAME_MAX_LENGTH; the rest as modules/account AddressSchema), so an address that passes here
 * can also be kept as the member's shipping address. The phone must first have the shape every
 * phone field of the product accepts (phone.ts), then be a valid number for the country
 * (libphonenumber-js; a number written with +country code is checked against that country).
 */
import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { PERSON_NAME_MAX_LENGTH } from '../member';
import { isPlausiblePhoneNumber } from '../phone';

export const CHECKOUT_ADDRESS_FIELDS = [
  'country',
  'firstName',
  'lastName',
  'address',
  'apartmentSuite',
  'city',
  'state',
  'postcode',
  'phone',
] as const;
export type CheckoutAddressField = (typeof CHECKOUT_ADDRESS_FIELDS)[number];

export type CheckoutAddressProblem =
  'required' | 'too_short' | 'too_long' | 'country_invalid' | 'postcode_invalid' | 'phone_invalid';

export type CheckoutAddress = Record<Exclude<CheckoutAddressField, 'apartmentSuite' | 'state'>, string> & {
  apartmentSuite: string | null;
  state: string | null;
};

export type CheckoutAddressInput = { [K in CheckoutAddressField]?: string | null };

export const ADDRESS_LINE_MIN_LENGTH = 3;
/** Longest texts, as the account's address form allows them. */
export const ADDRESS_MAX_LENGTH: Readonly<Record<CheckoutAddressField, number>> = {
  country: 2,
  firstName: PERSON_NAME_MAX_LENGTH,
  lastName: PERSON_NAME_MAX_LENGTH,
  address: 120,
  apartmentSuite: 60,
  city: 80,
  state: 80,
  postcode: 11,
  phone: 24,
};

/** Countries whose addresses do not arrive without a state or province. */
export const STATE_REQUIRED_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'BR', 'MX', 'MY'];

/** The account form's shape of a postcode, for a country postcode-validator has no rule for. */
const POSTCODE_SHAPE = /^[A-Z0-9][A-Z0-9 -]{1,10}$/;

export type CheckoutAddressResult =
  | { ok: true; address: CheckoutAddress }
  | { ok: false; fields: Partial<Record<CheckoutAddressField, CheckoutAddressProblem>> };

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

function isCountry(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** Every problem of an address, one code per field (`{ field: code }`), or the address tidied. */
export function validateCheckoutAddress(input: CheckoutAddressInput): CheckoutAddressResult {
  const v = Object.fromEntries(CHECKOUT_ADDRESS_FIELDS.map((f) => [f, clean(input[f])])) as Record<
    CheckoutAddressField,
    string
  >;
  v.country = v.country.toUpperCase();
  v.postcode = v.postcode.toUpperCase();
  const fields: Partial<Record<CheckoutAddressField, CheckoutAddressProblem>> = {};
  const stateRequired = STATE_REQUIRED_COUNTRIES.includes(v.country);
  for (const field of CHECKOUT_ADDRESS_FIELDS) {
    const optional = field === 'apartmentSuite' || (field === 'state' && !stateRequired);
    if (v[field] === '') {
      if (!optional) fields[field] = 'required';
    } else if ([...v[field]].length > ADDRESS_MAX_LENGTH[field]) fields[field] = 'too_long';
  }
  if (!fields.address && v.address.length < ADDRESS_LINE_MIN_LENGTH) fields.address = 'too_short';
  const country = v.country;
  if (!fields.country && !isCountry(country)) fields.country = 'country_invalid';
  const countryKnown = !fields.country && isCountry(country);
  if (!fields.postcode) {
    const fits =
      countryKnown && postcodeValidatorExistsForCountry(country)
        ? postcodeValidator(v.postcode, country)
        : POSTCODE_SHAPE.test(v.postcode);
    if (!fits) fields.postcode = 'postcode_invalid';
  }
  if (
    !fields.phone &&
    (!isPlausiblePhoneNumber(v.phone) || (countryKnown && !isValidPhoneNumber(v.phone, country)))
  )
    fields.phone = 'phone_invalid';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    address: {
      country: v.country,
      firstName: v.firstName,
      lastName: v.lastName,
      address: v.address,
      apartmentSuite: v.apartmentSuite || null,
      city: v.city,
      state: v.state || null,
      postcode: v.postcode,
      phone: v.phone,
    },
  };
}
