import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCodeOfUnknown } from './error-code';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

export interface LoadFailureHandlers {
  /** A load failed that is not a quiet case: send the member to the error screen. */
  onLoadFailure(error: unknown): void;
  /** The server no longer accepts the session: back to sign-in. */
  onUnauthenticated(): void;
}

// Features read it from here with the query hooks; the root's error boundary from error-code.ts.
export { errorCodeOfUnknown };

export function createQueryClient(handlers: LoadFailureHandlers): QueryClient {
  const handle = (error: unknown, quiet: boolean | undefined, what: string) => {
    console.warn(`[${what}] failed`, error);
    if (errorCodeOfUnknown(error) === 'unauthenticated') {
      handlers.onUnauthenticated();
      return;
    }
    if (!quiet) handlers.onLoadFailure(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta?.quiet, 'query') }),
    // Mutation failures are shown by the form or screen that made them.
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => handle(error, mutation.meta?.quiet ?? true, 'mutation'),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const code = errorCodeOfUnknown(error);
          if (code === 'unauthenticated' || code === 'forbidden' || code === 'brand_not_found') return false;
          return failureCount < 1;
        },
      },
    },
  });
}
