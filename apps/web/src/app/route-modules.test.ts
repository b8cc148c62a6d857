import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchesRoutePattern } from '@member-area/domain';
import { ROUTE_MODULES, SHELL_MODULE } from './route-modules';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(WEB_ROOT, 'src');

/** Every source file of the app's routes: where the router loads screens lazily. */
function routerSources(): string {
  const files = [path.join(SRC, 'app/router.tsx')];
  for (const feature of fs.readdirSync(path.join(SRC, 'features'))) {
    const routes = path.join(SRC, 'features', feature, 'routes.tsx');
    if (fs.existsSync(routes)) files.push(routes);
  }
  return files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

describe('the route modules the server preloads (issue 16)', () => {
  const patterns = Object.keys(ROUTE_MODULES);

  it.each(patterns)("'%s' is a route of the app", (pattern) => {
    expect(APP_ROUTES.map((route) => route.pattern)).toContain(pattern);
  });

  it.each(Object.entries(ROUTE_MODULES))("'%s' names %s, which the router loads lazily", (_p, module) => {
    expect(fs.existsSync(path.join(WEB_ROOT, module))).toBe(true);
    const name = path.basename(module, '.tsx');
    expect(routerSources()).toMatch(new RegExp(`import\\([^)]*/${name}'\\)`));
  });

  it('the shell module exists', () => {
    expect(fs.existsSync(path.join(WEB_ROOT, SHELL_MODULE))).toBe(true);
  });

  it('lists a more specific pattern before any listed pattern that matches the same paths', () => {
    const samples = [
      '/browse/movie/id/7/a-film',
      '/browse/movie/genre/3',
      '/browse/movie/live',
      '/browse/movie/new',
    ];
    const firstMatch = (p: string) => patterns.find((pattern) => matchesRoutePattern(pattern, p));
    expect(samples.map(firstMatch)).toEqual([
      'browse/:media/id/:id/:slug?',
      'browse/:media/genre/:genreid',
      'browse/:media/live/:slug?',
      'browse/:media/:tabslug',
    ]);
  });
});
