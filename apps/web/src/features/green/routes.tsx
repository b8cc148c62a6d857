import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/** The green page inside the member shell (SPEC.md 2: green). */
export function greenRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    {
      path: 'green',
      handle: { requiresMember: true } satisfies RouteHandle,
      lazy: lazyRoute(() => import('./pages/GreenRoute')),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}
