import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { faqQuery, supportKeys } from './queries';

/** The brand's questions; a failure goes to the error screen like other loads (SPEC.md 8). */
export function useFaq() {
  return useQuery({
    queryKey: supportKeys.faq,
    queryFn: async () => (await gqlRequest(faqQuery)).content.faq,
    staleTime: 10 * 60_000,
  });
}
