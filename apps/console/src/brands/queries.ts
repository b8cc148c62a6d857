import { graphql } from '../gql';

/** The TanStack Query key of one brand's settings (the editor, and the logo upload refreshes it). */
export const brandKey = (id: string) => ['brand', id] as const;

export const BrandList = graphql(`
  query BrandList {
    brands {
      id
      name
      hosts
      layout
      logoUrl
    }
  }
`);

export const BrandFields = graphql(`
  fragment ConsoleBrandFields on ConsoleBrand {
    id
    name
    hosts
    layout
    logoUrl
    iconUrl
    accentColor
    accentColorExact
    mediaTypes
    tags
    menu {
      label
      path
      icon
      color
      submenuType
    }
    supportDomain
    supportEmail
    phones
    companyName
    address {
      address
      city
      state
      zip
      countryCode
    }
    cookiePolicyUrl
    currency
    defaultLanguage
    languages
    sweeps {
      forAll
      blockedCountries
    }
  }
`);

export const BrandDetail = graphql(`
  query BrandDetail($id: ID!) {
    brand(id: $id) {
      ...ConsoleBrandFields
    }
  }
`);

export const CreateBrand = graphql(`
  mutation CreateBrand($id: ID!, $input: BrandInput!) {
    createBrand(id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      brand {
        ...ConsoleBrandFields
      }
    }
  }
`);

export const UpdateBrand = graphql(`
  mutation UpdateBrand($id: ID!, $input: BrandInput!) {
    updateBrand(id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      brand {
        ...ConsoleBrandFields
      }
    }
  }
`);
