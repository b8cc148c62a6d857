/** SPEC.md 3 address keys as the change-address form and checkout use them. */
export interface AddressForm {
  firstName: string;
  lastName: string;
  address: string;
  apartmentSuite: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

export type AddressField = keyof AddressForm;
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address',
  'city',
  'postcode',
  'country',
];

/** Fields that need fixing before the address can be saved (required, length, post code shape). */
export function addressProblems(form: AddressForm): AddressField[] {
  const problems = new Set<AddressField>();
  for (const field of REQUIRED_ADDRESS_FIELDS) if (!form[field].trim()) problems.add(field);
  for (const [field, value] of Object.entries(form) as [AddressField, string][])
    if (value.length > 120) problems.add(field);
  if (form.postcode.trim() && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(form.postcode.trim()))
    problems.add('postcode');
  if (form.country && !/^[A-Z]{2}$/.test(form.country)) problems.add('country');
  const phone = form.phone.trim();
  if (phone && (!/^\+?[\d\s().-]+$/.test(phone) || phone.replace(/\D/g, '').length < 6))
    problems.add('phone');
  return [...problems];
}

/** An address as the server takes it (member.updateAddress, sweep.claimPrize): trimmed, optional fields null when empty. */
export function addressInputOf(form: AddressForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    address: form.address.trim(),
    apartmentSuite: form.apartmentSuite.trim() || null,
    city: form.city.trim(),
    state: form.state.trim() || null,
    postcode: form.postcode.trim(),
    country: form.country,
    phone: form.phone.trim() || null,
  };
}
