import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/** The account screens of issue #5, inside the member shell (spread into its children by router.tsx). */
export function accountRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const handle = { requiresMember: true } satisfies RouteHandle;
  return [
    {
      path: 'account/change-address/:id/:slug?',
      handle,
      lazy: lazyRoute(() => import('../../routes/AccountChangeAddressRoute')),
      errorElement: <RouteErrorBoundary />,
    },
    {
      path: 'account/:slug?',
      handle,
      lazy: lazyRoute(() => import('../../routes/AccountRoute')),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}
