import { graphql } from '../gql';

/** The brand's name for the header and the crumbs. */
export const VpnBrand = graphql(`
  query VpnBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const VpnServerFields = graphql(`
  fragment ConsoleVpnServerFields on ConsoleVpnServer {
    id
    brandId
    shared
    countryCode
    city
    hostname
    port
    protocol
    load
    enabled
    liveCertificates
  }
`);

export const BrandVpnServers = graphql(`
  query BrandVpnServers($brandId: ID!) {
    vpnServers(brandId: $brandId) {
      ...ConsoleVpnServerFields
    }
  }
`);

export const CreateVpnServer = graphql(`
  mutation CreateVpnServer($brandId: ID!, $id: ID!, $input: VpnServerInput!, $shared: Boolean) {
    createVpnServer(brandId: $brandId, id: $id, input: $input, shared: $shared) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      server {
        ...ConsoleVpnServerFields
      }
    }
  }
`);

export const UpdateVpnServer = graphql(`
  mutation UpdateVpnServer($id: ID!, $input: VpnServerInput!) {
    updateVpnServer(id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      server {
        ...ConsoleVpnServerFields
      }
    }
  }
`);

export const SetVpnServerEnabled = graphql(`
  mutation SetVpnServerEnabled($id: ID!, $enabled: Boolean!) {
    setVpnServerEnabled(id: $id, enabled: $enabled) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      server {
        ...ConsoleVpnServerFields
      }
    }
  }
`);

export const BrandVpnCertificates = graphql(`
  query BrandVpnCertificates($brandId: ID!, $search: String) {
    vpnCertificates(brandId: $brandId, search: $search) {
      serial
      memberId
      memberEmail
      serverId
      issuedAt
      expiresAt
    }
  }
`);

export const RevokeVpnCertificate = graphql(`
  mutation RevokeVpnCertificate($memberId: ID!) {
    revokeVpnCertificate(memberId: $memberId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      serial
    }
  }
`);
