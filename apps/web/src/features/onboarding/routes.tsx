import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/** The onboarding mission inside the member shell. */
export function onboardingRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    {
      path: 'onboarding',
      handle: { requiresMember: true } satisfies RouteHandle,
      lazy: lazyRoute(() => import('./pages/OnboardingRoute')),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}
