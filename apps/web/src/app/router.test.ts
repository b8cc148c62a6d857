import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_ROUTES } from '@member-area/domain';
import { appRoutes } from './router';
import type { RouteHandle } from './route-handle';

/** The not-found screen's catch-all: the domain table's default, not one of its rows. */
const CATCH_ALL = '*';

interface RouterRoute {
  pattern: string;
  member: boolean;
}

function joinPath(parent: string, path: string): string {
  const child = path.replace(/^\/+/, '');
  return path.startsWith('/') || parent === '' ? child : `${parent}/${child}`;
}

/** Every screen the router can show, as the full pattern the domain writes, and whether it is gated. */
function screensOf(routes: RouteObject[], parent = '', gated = false): RouterRoute[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? parent : joinPath(parent, route.path);
    const member = gated || Boolean((route.handle as RouteHandle | undefined)?.requiresMember);
    if (route.children) return screensOf(route.children, pattern, member);
    return route.index || route.path !== undefined ? [{ pattern, member }] : [];
  });
}

describe('the router and the domain route table', () => {
  const screens = screensOf(appRoutes()).filter(({ pattern }) => pattern !== CATCH_ALL);

  it('has a screen for every route of the table and no screen the table does not list', () => {
    const sorted = (patterns: string[]) => [...patterns].sort();
    expect(sorted(screens.map((s) => s.pattern))).toEqual(sorted(APP_ROUTES.map((r) => r.pattern)));
  });

  it.each(APP_ROUTES)('$pattern requires a member: $member, like its route handle', ({ pattern, member }) => {
    expect(screens.find((s) => s.pattern === pattern)?.member).toBe(member);
  });
});
