import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute } from '../../app/member-route';

/** The green page inside the member shell (SPEC.md 2: green). */
export function greenRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [memberRoute(lazyRoute, 'green', () => import('./pages/GreenRoute'))];
}
