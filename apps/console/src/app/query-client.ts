import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCodeOfError } from './graphql';
import { SESSION_KEY } from './session';

/**
 * One client for the console. A read or write the guard refuses as `unauthenticated` (the 12 hours
 * are over, the account was deactivated) ends the session here too: the sign-in page shows.
 */
export function createConsoleQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
    queryCache: new QueryCache({ onError: (error) => endSessionOn(error) }),
    mutationCache: new MutationCache({ onError: (error) => endSessionOn(error) }),
  });
  function endSessionOn(error: unknown) {
    if (errorCodeOfError(error) === 'unauthenticated') client.setQueryData(SESSION_KEY, null);
  }
  return client;
}
