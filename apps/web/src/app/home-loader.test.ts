import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunction, RouteObject } from 'react-router';

vi.mock('../features/home/prefetch', () => ({ prefetchHome: vi.fn(async () => undefined) }));

import { prefetchHome } from '../features/home/prefetch';
import { appRoutes } from './router';
import { startSession } from './session';

/** Home's route: the shell's index route. */
function homeRoute(routes: RouteObject[]): RouteObject | undefined {
  for (const route of routes) {
    if (route.index) return route;
    const found = route.children ? homeRoute(route.children) : undefined;
    if (found) return found;
  }
  return undefined;
}

async function runHomeLoader() {
  const loader = homeRoute(appRoutes())?.loader as LoaderFunction;
  const url = new URL('http://playmax.localhost/');
  await loader({ request: new Request(url), url, pattern: '/', params: {}, context: undefined });
}

afterEach(() => vi.mocked(prefetchHome).mockClear());

// The router runs the first page's loaders as main.tsx creates it, before any component renders:
// the status the page was served with must already be known then (issue 16, one home request).
describe("home's loader on the first page", () => {
  it('sends the one home request for a page served to a member', async () => {
    startSession('member');
    await runHomeLoader();
    expect(prefetchHome).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing for a visitor, who is about to be sent to sign in', async () => {
    startSession('anonymous');
    await runHomeLoader();
    expect(prefetchHome).not.toHaveBeenCalled();
  });
});
