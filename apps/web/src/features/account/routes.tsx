import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute } from '../../app/member-route';

/** The account screens of issue #5, inside the member shell (spread into its children by router.tsx). */
export function accountRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    memberRoute(
      lazyRoute,
      'account/change-address/:id/:slug?',
      () => import('../../routes/AccountChangeAddressRoute'),
    ),
    memberRoute(lazyRoute, 'account/:slug?', () => import('../../routes/AccountRoute')),
  ];
}
