import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/** Impacts inside the member shell (SPEC.md 2: impacts/id/{id}, impacts/{page?}). */
export function impactsRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const member = { requiresMember: true } satisfies RouteHandle;
  const route = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    handle: member,
    lazy: lazyRoute(load),
    errorElement: <RouteErrorBoundary />,
  });
  return [
    route('impacts/id/:id', () => import('./pages/ImpactItemRoute')),
    route('impacts/:page?', () => import('./pages/ImpactsRoute')),
  ];
}
