import { intlLocale } from '@member-area/domain';

export interface ShippingAddressView {
  firstName: string;
  lastName: string;
  address: string;
  apartmentSuite?: string | null;
  city: string;
  state?: string | null;
  postcode: string;
  country: string;
  phone?: string | null;
}

/** The country's name in the interface language, else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address as lines to show (an order's "ship to", the checkout's summary): the name, the street
 * with the apartment, the city line, the country; empty parts are left out.
 */
export function addressLines(address: ShippingAddressView, language: string): string[] {
  const join = (parts: (string | null | undefined)[], separator: string) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(separator);
  return [
    join([address.firstName, address.lastName], ' '),
    join([address.address, address.apartmentSuite], ', '),
    join([address.city, join([address.state, address.postcode], ' ')], ', '),
    countryName(address.country, language),
  ].filter(Boolean);
}
