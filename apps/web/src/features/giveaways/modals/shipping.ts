import type { SweepClaimShippingQuery } from '../../../gql/graphql';
import { COUNTRY_CODES } from '../../../app/countries';
import type { AddressForm } from '../../../app/address';

type Prefill = SweepClaimShippingQuery['member']['info'];

/**
 * The claim form filled from the member's shipping address, else their names, phone and the country
 * the app sees them in (a code of the country list, else left to choose).
 */
export function shippingFormOf(member: Prefill | null | undefined, country: string | null): AddressForm {
  const address = member?.shippingAddress;
  return {
    firstName: address?.firstName ?? member?.firstName ?? '',
    lastName: address?.lastName ?? member?.lastName ?? '',
    address: address?.address ?? '',
    apartmentSuite: address?.apartmentSuite ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? country ?? '',
    phone: address?.phone ?? member?.phoneNumber ?? '',
  };
}

/** A country code the form's country list offers, else null (the member chooses). */
export function knownCountry(code: string | null | undefined): string | null {
  return code && COUNTRY_CODES.includes(code) ? code : null;
}
