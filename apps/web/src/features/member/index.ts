/**
 * Public face of the member feature: its query keys, the member tags mutation, and the shell's
 * queries that home's one request (features/home/prefetch.ts) stands in for.
 */
export { queryKeys, setTagsMutation, shellMenuQuery, viewerQuery } from './queries';
export { prefetchShell, shellMenuQueryOptions, viewerQueryOptions } from './hooks';
