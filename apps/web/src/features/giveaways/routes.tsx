import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/**
 * The giveaways screens inside the member shell (SPEC.md 2: giveaways, giveaways/id/{id}; issue 12:
 * each giveaway's contest rules). The public draw records (/draws) live outside the shell.
 */
export function giveawaysRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const member = { requiresMember: true } satisfies RouteHandle;
  return [
    {
      path: 'giveaways',
      handle: member,
      lazy: lazyRoute(() => import('./pages/GiveawaysRoute')),
      errorElement: <RouteErrorBoundary />,
    },
    {
      path: 'giveaways/id/:id',
      handle: member,
      lazy: lazyRoute(() => import('./pages/GiveawayRoute')),
      errorElement: <RouteErrorBoundary />,
    },
    {
      path: 'giveaways/id/:id/rules',
      handle: member,
      lazy: lazyRoute(() => import('./pages/GiveawayRulesRoute')),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}
