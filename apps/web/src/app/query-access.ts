import type { QueryClient } from '@tanstack/react-query';
import type * as QueryRuntime from './query-runtime';

/**
 * The entry's side of the query cache (issue 16): TanStack Query, the GraphQL client and the
 * member's queries load with the first screen that reads data (the member shell, the error and
 * reset-password screens, the public draws; `query-runtime.ts`), or with the sign-in once it
 * succeeds, not with the sign-in page. What the entry needs of them lives here: the handlers the
 * cache reports failures to, the client once it exists, and whether anything is loading (the
 * loading bar).
 */

/** A load that failed and is not a quiet case: what the error screen shows. */
export interface LoadFailure {
  errorCode: string;
  transactionId: string | null;
}

export interface QueryHandlers {
  /** A load failed that is not a quiet case: send the member to the error screen. */
  onLoadFailure(failure: LoadFailure): void;
  /** The server no longer accepts the session: back to sign-in. */
  onUnauthenticated(): void;
}

const noHandlers: QueryHandlers = {
  onLoadFailure: (failure) => console.warn('[queries] load failed before the app set its handlers', failure),
  onUnauthenticated: () => undefined,
};

let handlers: QueryHandlers = noHandlers;
let client: QueryClient | null = null;

/** Set once by main.tsx, before the router (and so any query) starts. */
export function setQueryHandlers(next: QueryHandlers): void {
  handlers = next;
}

export function queryHandlers(): QueryHandlers {
  return handlers;
}

/** The query library, the app's client and the member's queries: one chunk, loaded once. */
export function loadQueryRuntime(): Promise<typeof QueryRuntime> {
  return import('./query-runtime');
}

/** Called by the runtime when it creates the app's one client. */
export function registerQueryClient(created: QueryClient): void {
  client = created;
}

/** The app's client if a screen has loaded it yet; nothing was cached otherwise. */
export function loadedQueryClient(): QueryClient | null {
  return client;
}

let busy = false;
const listeners = new Set<() => void>();

/** Whether a query is fetching or a mutation is under way (useIsFetching + useIsMutating > 0). */
export const queryActivity = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): boolean {
    return busy;
  },
};

export function setQueryActivity(next: boolean): void {
  if (next === busy) return;
  busy = next;
  for (const listener of listeners) listener();
}
