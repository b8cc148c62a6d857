import { graphql } from '../gql';

/**
 * An address as the server answers it (SPEC.md 3 address keys): the account's addresses, the
 * checkout's and an order's shipping address, a prize claim's prefill. Spread `...AddressFields` in
 * a selection; the generated documents carry the fragment, so nothing imports this value.
 */
export const addressFields = graphql(`
  fragment AddressFields on Address {
    id
    firstName
    lastName
    address
    apartmentSuite
    city
    state
    postcode
    country
    phone
  }
`);
