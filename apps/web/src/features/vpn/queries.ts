import { graphql } from '../../gql';

/** Member.vpn (vpn.graphql): whether the VPN is offered, the servers and the live certificate. */
export const vpnPageQuery = graphql(`
  query VpnPage {
    member {
      info {
        id
        vpn {
          available
          refusal
          fastestServerId
          servers {
            id
            countryCode
            city
            load
          }
          certificate {
            serial
            serverId
            issuedAt
            expiresAt
          }
        }
      }
    }
  }
`);

/** member.issueVpnConfig: a new .ovpn (the previous certificate is revoked); refusals as responseResult. */
export const issueVpnConfigMutation = graphql(`
  mutation IssueVpnConfig($serverId: ID) {
    member {
      issueVpnConfig(serverId: $serverId) {
        responseResult {
          ...ResponseResultFields
        }
        config {
          fileName
          content
          serial
          serverId
          expiresAt
        }
      }
    }
  }
`);

export const vpnKeys = { page: ['vpn', 'page'] as const };
