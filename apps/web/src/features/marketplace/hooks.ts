import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { marketplaceKeys, memberOrdersQuery } from './queries';

/** The signed-in member's orders, newest first. */
export function useMemberOrders() {
  return useQuery({
    queryKey: marketplaceKeys.memberOrders,
    queryFn: async () => (await gqlRequest(memberOrdersQuery)).ecommerce.getMemberOrders,
  });
}
