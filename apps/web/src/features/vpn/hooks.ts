import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { errorCodeOfUnknown } from '../../app/queryClient';
import { issueVpnConfigMutation, vpnKeys, vpnPageQuery } from './queries';

/** The VPN page's data; a failure goes to the error screen like other page loads (SPEC.md 8). */
export function useVpnPage() {
  return useQuery({
    queryKey: vpnKeys.page,
    queryFn: async () => {
      const info = (await gqlRequest(vpnPageQuery)).member.info;
      if (!info) throw new Error('vpn: no member');
      return info.vpn;
    },
  });
}

/** Why no configuration was issued: the server's errorCode and its message in the member's language. */
export class VpnConfigRefused extends Error {
  override name = 'VpnConfigRefused';
  constructor(
    readonly errorCode: string,
    readonly serverMessage: string | null,
  ) {
    super(errorCode);
  }
}

/** Issues a configuration and saves it as a file; the page then shows the new live certificate. */
export function useIssueVpnConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    // Quiet: a refusal is shown beside the button, never by leaving the page.
    meta: { quiet: true },
    mutationFn: async (serverId: string | null) => {
      let result;
      try {
        result = (await gqlRequest(issueVpnConfigMutation, { serverId })).member.issueVpnConfig;
      } catch (error) {
        throw new VpnConfigRefused(errorCodeOfUnknown(error), null);
      }
      if (!result.responseResult.succeeded || !result.config)
        throw new VpnConfigRefused(
          result.responseResult.errorCode ?? 'failed',
          result.responseResult.message ?? null,
        );
      return result.config;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vpnKeys.page }),
  });
}
