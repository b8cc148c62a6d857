/**
 * Public face of the member feature: its query keys, the hook that sets a marker tag, and the
 * shell's queries that home's one request (features/home/prefetch.ts) stands in for.
 */
export { queryKeys, shellMenuQuery, viewerQuery } from './queries';
export { prefetchShell, shellMenuQueryOptions, viewerQueryOptions } from './hooks';
export { useSetMarkerTag } from './useSetMarkerTag';
