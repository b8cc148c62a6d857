/**
 * The checkout's shipping address (SPEC.md 3 checkout keys: country, firstName, lastName, address,
 * apartmentSuite (optional), city, state, postcode, phone). The browser checks what it can before
 * the member moves on; the server checks everything again when the order is placed and names the
 * refused fields in `extra.fields` ({ key: code }), shown next to each field.
 */
import { STATE_REQUIRED_COUNTRIES, validateCheckoutAddress } from '@member-area/domain';
import { addressInputOf, type AddressField, type AddressForm } from '../../../app/address';
import { EMPTY_ADDRESS } from './draft';

/**
 * A refused field's code: the domain's (validateCheckoutAddress: required, too_short, too_long,
 * country_invalid, postcode_invalid, phone_invalid) or one the server adds later.
 */
export type FieldProblems = Partial<Record<AddressField, string>>;

/** The form's fields in the order they are shown (the first refused one takes the focus). */
export const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as AddressField[];

/**
 * What the browser can tell before the order is placed: the same rule the server applies
 * (packages/domain validateCheckoutAddress: required keys, lengths, the post code and phone number
 * of the country through postcode-validator and libphonenumber-js).
 */
export function checkoutAddressProblems(form: AddressForm): FieldProblems {
  const result = validateCheckoutAddress(form);
  return result.ok ? {} : result.fields;
}

/** The fields labelled optional for a country: the apartment, and the state where it is not needed. */
export function optionalFields(country: string): AddressField[] {
  return STATE_REQUIRED_COUNTRIES.includes(country) ? ['apartmentSuite'] : ['apartmentSuite', 'state'];
}

export const hasProblems = (problems: FieldProblems): boolean => Object.keys(problems).length > 0;

/** The refused fields of an `invalid_address` answer (`extra.fields`); unknown keys are dropped. */
export function serverFieldProblems(extra: unknown): FieldProblems {
  const fields = (extra as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const problems: FieldProblems = {};
  for (const [key, code] of Object.entries(fields as Record<string, unknown>))
    if ((ADDRESS_FIELDS as string[]).includes(key) && typeof code === 'string' && code)
      problems[key as AddressField] = code;
  return problems;
}

/** The fields of an `invalid_characters` answer (`extra.fields`, a list), each with that code. */
export function characterProblems(extra: unknown): FieldProblems {
  const fields = (extra as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const problems: FieldProblems = {};
  for (const key of fields)
    if ((ADDRESS_FIELDS as unknown[]).includes(key)) problems[key as AddressField] = 'invalid_characters';
  return problems;
}

/** The server's refusals that still stand once the member edits the form: an edited field's goes. */
export function problemsAfterEdit(
  problems: FieldProblems,
  before: AddressForm,
  after: AddressForm,
): FieldProblems {
  const standing: FieldProblems = {};
  for (const [field, code] of Object.entries(problems) as [AddressField, string][])
    if (before[field] === after[field]) standing[field] = code;
  return standing;
}

/** The form filled from the saved shipping address, else empty in the country the app sees. */
export function addressFormOf(
  saved: Partial<Record<AddressField, string | null>> | null | undefined,
  country: string,
): AddressForm {
  if (!saved) return { ...EMPTY_ADDRESS, country };
  const form = { ...EMPTY_ADDRESS };
  for (const field of ADDRESS_FIELDS) form[field] = saved[field] ?? '';
  return form;
}

/** The address as placeOrder takes it (CheckoutAddressInput): the account's shape, the phone required. */
export function checkoutAddressInput(form: AddressForm) {
  return { ...addressInputOf(form), phone: form.phone.trim() };
}
