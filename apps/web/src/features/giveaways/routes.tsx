import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/**
 * The giveaways screens inside the member shell (SPEC.md 2: giveaways/id/{id}). Only the detail for
 * now; the list (`giveaways`) is the giveaways issue's, and until then falls to the shell's not-found.
 */
export function giveawaysRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    {
      path: 'giveaways/id/:id',
      handle: { requiresMember: true } satisfies RouteHandle,
      lazy: lazyRoute(() => import('./pages/GiveawayRoute')),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}
