import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute, type RouteModule } from '../../app/member-route';

/** Impacts inside the member shell (SPEC.md 2: impacts/id/{id}, impacts/{page?}). */
export function impactsRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const route = (path: string, load: () => Promise<RouteModule>) => memberRoute(lazyRoute, path, load);
  return [
    route('impacts/id/:id', () => import('./pages/ImpactItemRoute')),
    route('impacts/:page?', () => import('./pages/ImpactsRoute')),
  ];
}
