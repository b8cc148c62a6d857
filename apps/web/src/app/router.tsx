import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { ChunkLoadError, withChunkTimeout } from './lazy';
import { ChunkLoadErrorScreen } from '../features/status/components/ChunkLoadErrorScreen';
import { RootLayout, BrandGate, RootHydrateFallback } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { currentSessionStatus } from './session';
import { loadQueryRuntime } from './query-access';
import type { RouteHandle } from './route-handle';
import { MEMBER_AREA_TEXTS, withTexts } from '../i18n';
import { accountRoutes } from '../features/account/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
// The routes file, not the feature's index: the index also exports hooks this main chunk must not carry.
import { giveawaysRoutes } from '../features/giveaways/routes';
import { drawsRoutes } from '../features/giveaways/draws/routes';
import { marketplaceRoutes } from '../features/marketplace/routes';
import { greenRoutes } from '../features/green/routes';
import { vpnRoutes } from '../features/vpn/routes';
import { impactsRoutes } from '../features/impacts/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { supportRoutes } from '../features/support/routes';

type RouteModule = { Component: ComponentType };

/**
 * A lazy route chunk with the SPEC.md 8 time-out. A chunk that fails or times out resolves to the
 * ChunkLoadError screen (whose Retry reloads the page) rather than rejecting: React Router caches a
 * route's lazy result, and a rejected lazy on a route without a loader renders an empty outlet.
 * `queries`: a screen outside the member shell that reads data gets the query cache (loaded beside
 * its chunk, app/query-access.ts); screens under the shell are inside the shell's.
 */
function lazyRoute(load: () => Promise<RouteModule>, fullscreen = false, { queries = false } = {}) {
  return async (): Promise<RouteModule> => {
    try {
      const [module, runtime] = await Promise.all([
        withChunkTimeout(load),
        queries ? withChunkTimeout(loadQueryRuntime) : null,
      ]);
      return { Component: runtime ? runtime.withQueries(module.Component) : module.Component };
    } catch (error) {
      console.warn('[router] route chunk failed to load', error);
      const timedOut = error instanceof ChunkLoadError && error.timedOut;
      return { Component: () => <ChunkLoadErrorScreen timedOut={timedOut} fullscreen={fullscreen} /> };
    }
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

/** A screen outside the shell that reads data: with the query cache. */
function lazyRouteWithQueries(load: () => Promise<RouteModule>, fullscreen = false) {
  return lazyRoute(load, fullscreen, { queries: true });
}

/** Home's one request for a member (features/home/prefetch.ts), sent before the screen renders. */
async function prefetchHomeForMember(): Promise<void> {
  // Anonymous visitors are about to be sent to /login: nothing to prefetch.
  if (currentSessionStatus() !== 'member') return;
  const runtime = await loadQueryRuntime();
  await runtime.prefetchHomeData();
}

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary fullscreen />,
      HydrateFallback: RootHydrateFallback,
      children: [
        { path: '/nobrand', lazy: lazyRoute(() => import('../routes/NoBrandRoute'), true) },
        {
          element: <BrandGate />,
          errorElement: <RouteErrorBoundary fullscreen />,
          children: [
            { path: '/error', lazy: lazyRouteWithQueries(() => import('../routes/ErrorRoute'), true) },
            { path: '/login', lazy: lazyRoute(() => import('../routes/LoginRoute'), true) },
            {
              path: '/forgot-password',
              lazy: lazyRoute(() => import('../routes/ForgotPasswordRoute'), true),
            },
            { path: '/forgot-email', lazy: lazyRoute(() => import('../routes/ForgotEmailRoute'), true) },
            {
              path: '/reset-password/:key',
              lazy: lazyRouteWithQueries(
                withTexts(['account'], () => import('../routes/ResetPasswordRoute')),
                true,
              ),
            },
            // The public draw records: no sign-in, outside the member shell.
            ...drawsRoutes(lazyRouteWithQueries),
            {
              // The shell provides the query cache to the screens under it itself.
              lazy: lazyRoute(
                withTexts(MEMBER_AREA_TEXTS, () => import('./shell/ShellLayout')),
                true,
              ),
              errorElement: <RouteErrorBoundary fullscreen />,
              children: [
                {
                  index: true,
                  handle: { requiresMember: true } satisfies RouteHandle,
                  loader: prefetchLoader(prefetchHomeForMember),
                  lazy: lazyRoute(() => import('../routes/HomeRoute')),
                  errorElement: <RouteErrorBoundary />,
                },
                ...catalogueRoutes(lazyRoute),
                ...accountRoutes(lazyRoute),
                ...giveawaysRoutes(lazyRoute),
                ...marketplaceRoutes(lazyRoute),
                ...greenRoutes(lazyRoute),
                ...vpnRoutes(lazyRoute),
                ...impactsRoutes(lazyRoute),
                ...onboardingRoutes(lazyRoute),
                ...supportRoutes(lazyRoute),
                {
                  path: '*',
                  lazy: lazyRoute(() => import('../routes/NotFoundRoute')),
                  errorElement: <RouteErrorBoundary />,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
