import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteHandle } from './route-handle';

export type RouteModule = { Component: ComponentType };

/**
 * The router's lazy loader (its time-out and ChunkLoadError screen), which router.tsx passes to
 * each feature's routes function.
 */
export type LazyRoute = (load: () => Promise<RouteModule>) => () => Promise<RouteModule>;

const member = { requiresMember: true } satisfies RouteHandle;

/** A screen inside the member shell: members only, its code loaded on the first visit. */
export function memberRoute(
  lazyRoute: LazyRoute,
  path: string,
  load: () => Promise<RouteModule>,
): RouteObject {
  return { path, handle: member, lazy: lazyRoute(load), errorElement: <RouteErrorBoundary /> };
}
