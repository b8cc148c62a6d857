import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/**
 * The marketplace inside the member shell (SPEC.md 2: marketplace/, marketplace/category/{slug},
 * marketplace/product/{slug}/{id}, marketplace/checkout, shippable, shippable/id/{id}).
 */
export function marketplaceRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const member = { requiresMember: true } satisfies RouteHandle;
  const route = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    handle: member,
    lazy: lazyRoute(load),
    errorElement: <RouteErrorBoundary />,
  });
  return [
    route('marketplace', () => import('./pages/MarketplaceHomeRoute')),
    route('marketplace/category/:slug', () => import('./pages/CategoryRoute')),
    route('marketplace/product/:slug/:id', () => import('./pages/ProductRoute')),
    route('marketplace/checkout', () => import('./pages/CheckoutRoute')),
    route('shippable', () => import('./pages/ShippableRoute')),
    route('shippable/id/:id', () => import('./pages/ShippableProductRoute')),
  ];
}
