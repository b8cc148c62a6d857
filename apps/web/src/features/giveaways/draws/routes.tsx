import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../../app/RouteErrorBoundary';
import { DRAWS_TEXTS, withTexts } from '../../../i18n';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>, fullscreen?: boolean) => () => Promise<RouteModule>;

/**
 * The public draw records (issue 12 item 8): outside the member shell, like /login, for anyone on the
 * brand's host, signed in or not.
 */
export function drawsRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    {
      path: '/draws',
      lazy: lazyRoute(
        withTexts(DRAWS_TEXTS, () => import('./pages/DrawsRoute')),
        true,
      ),
      errorElement: <RouteErrorBoundary fullscreen />,
    },
    {
      path: '/draws/:drawId',
      lazy: lazyRoute(
        withTexts(DRAWS_TEXTS, () => import('./pages/DrawRoute')),
        true,
      ),
      errorElement: <RouteErrorBoundary fullscreen />,
    },
  ];
}
