import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute } from '../../app/member-route';

/** The onboarding mission inside the member shell. */
export function onboardingRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return [memberRoute(lazyRoute, 'onboarding', () => import('./pages/OnboardingRoute'))];
}
