import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute, type RouteModule } from '../../app/member-route';

/**
 * The marketplace inside the member shell (SPEC.md 2: marketplace/, marketplace/category/{slug},
 * marketplace/product/{slug}/{id}, marketplace/checkout, shippable, shippable/id/{id}).
 */
export function marketplaceRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const route = (path: string, load: () => Promise<RouteModule>) => memberRoute(lazyRoute, path, load);
  return [
    route('marketplace', () => import('./pages/MarketplaceHomeRoute')),
    route('marketplace/category/:slug', () => import('./pages/CategoryRoute')),
    route('marketplace/product/:slug/:id', () => import('./pages/ProductRoute')),
    route('marketplace/checkout', () => import('./pages/CheckoutRoute')),
    route('shippable', () => import('./pages/ShippableRoute')),
    route('shippable/id/:id', () => import('./pages/ShippableProductRoute')),
  ];
}
