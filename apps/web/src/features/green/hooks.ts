import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { greenKeys, greenPageQuery } from './queries';

/** The green page's data; a failure stays on the page with a retry (quiet). */
export function useGreenPage() {
  return useQuery({
    queryKey: greenKeys.page,
    queryFn: async () => {
      const data = await gqlRequest(greenPageQuery);
      return { enabled: data.impacts.greenPageEnabled, member: data.member.info };
    },
    meta: { quiet: true },
  });
}
