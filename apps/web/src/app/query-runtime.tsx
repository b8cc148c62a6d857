import type { ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { refetchOnLanguageChange } from '../i18n';
import { prefetchHome } from '../features/home/prefetch';
import { GraphQLRequestError } from './graphql';
import { createQueryClient, errorCodeOfUnknown } from './queryClient';
import { queryHandlers, registerQueryClient, setQueryActivity } from './query-access';

export { viewerQueryOptions } from '../features/member/hooks';

/**
 * The app's query cache, loaded lazily (issue 16: not on the sign-in page; see query-access.ts).
 * The member shell imports this module, so a member's page preloads it with the shell's chunks.
 */
let client: QueryClient | null = null;

/** The app's one client, created on first use with the handlers main.tsx set. */
export function appQueryClient(): QueryClient {
  if (client) return client;
  const created = createQueryClient({
    onLoadFailure(error) {
      queryHandlers().onLoadFailure({
        errorCode: errorCodeOfUnknown(error),
        transactionId: error instanceof GraphQLRequestError ? error.transactionId : null,
      });
    },
    onUnauthenticated() {
      queryHandlers().onUnauthenticated();
    },
  });
  refetchOnLanguageChange(created);
  // The root's loading bar reads this (it is rendered before this chunk is there).
  const report = () => setQueryActivity(created.isFetching() + created.isMutating() > 0);
  created.getQueryCache().subscribe(report);
  created.getMutationCache().subscribe(report);
  registerQueryClient(created);
  client = created;
  return created;
}

/** A route's screen inside the app's QueryClientProvider (the shell wraps the member screens). */
export function withQueries(Screen: ComponentType): ComponentType {
  return function WithQueries() {
    return (
      <QueryClientProvider client={appQueryClient()}>
        <Screen />
      </QueryClientProvider>
    );
  };
}

/** Home's route prefetch (features/home/prefetch.ts) into the app's client. */
export function prefetchHomeData(): Promise<void> {
  return prefetchHome(appQueryClient());
}
