import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute } from '../../app/member-route';

/** vpn (SPEC.md 2 "VPN page"), inside the member shell; the side menu's VPN item leads here. */
export function vpnRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [memberRoute(lazyRoute, 'vpn', () => import('./pages/VpnRoute'))];
}
