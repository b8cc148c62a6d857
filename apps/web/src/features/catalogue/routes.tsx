import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute, type RouteModule } from '../../app/member-route';

/**
 * The catalogue's screens inside the shell (SPEC.md 2). The router passes its lazyRoute so the chunks
 * get the same time-out and ChunkLoadError screen as every other route.
 */
export function catalogueRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const route = (path: string, load: () => Promise<RouteModule>) => memberRoute(lazyRoute, path, load);
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
