import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { withChunkTimeout } from './lazy';
import { RootLayout, BrandGate, RootHydrateFallback } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { prefetchShell } from '../features/member/hooks';

type RouteModule = { Component: ComponentType };

/** A lazy route chunk with the SPEC.md 8 time-out; failures reach the route's error boundary. */
function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const module = await withChunkTimeout(load);
    return { Component: module.Component };
  };
}

/** SPEC.md 4: an optional prefetch before navigation; errors are logged and navigation continues. */
function prefetchLoader(prefetch: () => Promise<void>): LoaderFunction {
  return async () => {
    try {
      await prefetch();
    } catch (error) {
      console.warn('[router] prefetch failed; continuing', error);
    }
    return null;
  };
}

export interface RouteHandle {
  /** Anonymous visitors are sent to /login. */
  requiresMember?: boolean;
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary fullscreen />,
      HydrateFallback: RootHydrateFallback,
      children: [
        { path: '/nobrand', lazy: lazyRoute(() => import('../routes/NoBrandRoute')) },
        {
          element: <BrandGate />,
          errorElement: <RouteErrorBoundary fullscreen />,
          children: [
            { path: '/error', lazy: lazyRoute(() => import('../routes/ErrorRoute')) },
            { path: '/login', lazy: lazyRoute(() => import('../routes/LoginRoute')) },
            { path: '/forgot-password', lazy: lazyRoute(() => import('../routes/ForgotPasswordRoute')) },
            { path: '/forgot-email', lazy: lazyRoute(() => import('../routes/ForgotEmailRoute')) },
            { path: '/reset-password/:key', lazy: lazyRoute(() => import('../routes/ResetPasswordRoute')) },
            {
              lazy: lazyRoute(() => import('./shell/ShellLayout')),
              errorElement: <RouteErrorBoundary fullscreen />,
              children: [
                {
                  index: true,
                  handle: { requiresMember: true } satisfies RouteHandle,
                  loader: prefetchLoader(() => prefetchShell(queryClient)),
                  lazy: lazyRoute(() => import('../routes/HomeRoute')),
                  errorElement: <RouteErrorBoundary />,
                },
                { path: '*', lazy: lazyRoute(() => import('../routes/NotFoundRoute')), errorElement: <RouteErrorBoundary /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
