import type { RouteObject } from 'react-router';
import { memberRoute, type LazyRoute } from '../../app/member-route';

/**
 * faq and support (SPEC.md 2: the same screen at both). Members only: its problem report is a
 * member's write; visitors sign in first like everywhere in the shell.
 */
export function supportRoutes(lazyRoute: LazyRoute): RouteObject[] {
  return ['faq', 'support'].map((path) => memberRoute(lazyRoute, path, () => import('./pages/SupportRoute')));
}
