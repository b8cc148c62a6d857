import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { RouteHandle } from '../../app/route-handle';

type RouteModule = { Component: ComponentType };
type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

/**
 * faq and support (SPEC.md 2: the same screen at both). Members only: its problem report is a
 * member's write; visitors sign in first like everywhere in the shell.
 */
export function supportRoutes(lazyRoute: LazyRoute): RouteObject[] {
  const member = { requiresMember: true } satisfies RouteHandle;
  return ['faq', 'support'].map((path) => ({
    path,
    handle: member,
    lazy: lazyRoute(() => import('./pages/SupportRoute')),
    errorElement: <RouteErrorBoundary />,
  }));
}
