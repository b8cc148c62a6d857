import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type LazyRoute = (
  load: () => Promise<{ Component: ComponentType }>,
) => () => Promise<{ Component: ComponentType }>;

const member = { requiresMember: true } satisfies RouteHandle;

/**
 * The catalogue's screens inside the shell (SPEC.md 2). The router passes its lazyRoute so the chunks
 * get the same time-out and ChunkLoadError screen as every other route.
 */
export function catalogueRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const route = (path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
    path,
    handle: member,
    lazy: lazyRoute(load),
    errorElement: <RouteErrorBoundary />,
  });
  return [
    route('browse/:media', () => import('../../routes/BrowseRoute')),
    route('browse/:media/genre/:genreid', () => import('../../routes/BrowseGenreRoute')),
    route('browse/:media/id/:id/:slug?', () => import('../../routes/MediaDetailRoute')),
    route('browse/:media/live/:slug?', () => import('../../routes/LiveRoute')),
    route('browse/:media/:tabslug', () => import('../../routes/BrowseTabRoute')),
    route('search', () => import('../../routes/SearchRoute')),
    route('collection', () => import('../../routes/CollectionRoute')),
    route('history', () => import('../../routes/HistoryRoute')),
    route('playlists', () => import('../../routes/PlaylistsRoute')),
  ];
}
