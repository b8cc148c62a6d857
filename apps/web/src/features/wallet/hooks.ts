import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { walletKeys, walletQuery } from './queries';

/** The signed-in member's wallet (null when the member cannot be read). */
export function useWallet() {
  return useQuery({
    queryKey: walletKeys.wallet,
    queryFn: async () => (await gqlRequest(walletQuery)).member.info?.wallet ?? null,
  });
}
