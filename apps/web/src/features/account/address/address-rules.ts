import type { AddressField, AddressForm } from '../../../app/address';

interface SavedAddress {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  apartmentSuite?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  phone?: string | null;
}

/** The form for an address: the saved one, or a new one with the member's names and phone. */
export function addressFormOf(
  address: SavedAddress | undefined,
  account: { firstName?: string | null; lastName?: string | null; phoneNumber?: string | null },
): AddressForm {
  return {
    firstName: address?.firstName ?? account.firstName ?? '',
    lastName: address?.lastName ?? account.lastName ?? '',
    address: address?.address ?? '',
    apartmentSuite: address?.apartmentSuite ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? '',
    phone: address?.phone ?? account.phoneNumber ?? '',
  };
}

/**
 * The fields a refusal of the server names (invalid_address and invalid_characters say which in
 * extra.fields), those the form has; none: the refusal is shown for the whole form.
 */
export function refusedAddressFields(code: string, fields: unknown, form: AddressForm): AddressField[] {
  if (code !== 'invalid_address' && code !== 'invalid_characters') return [];
  if (!Array.isArray(fields)) return [];
  return fields.filter((field): field is AddressField => typeof field === 'string' && field in form);
}
