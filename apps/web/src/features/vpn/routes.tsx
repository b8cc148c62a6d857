import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/** vpn (SPEC.md 2 "VPN page"), inside the member shell; the side menu's VPN item leads here. */
export function vpnRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [
    {
      path: 'vpn',
      handle: { requiresMember: true } satisfies RouteHandle,
      lazy: lazyRoute(() => import('./pages/VpnRoute')),
      errorElement: <RouteErrorBoundary />,
    },
  ];
}
