/**
 * The chunks a page's route will load, named in its <head> as `<link rel="modulepreload">` so they
 * download beside the entry instead of in a waterfall after it has run (issue 16). The web build
 * writes the table (apps/web/vite-plugins/route-preloads.ts: the member shell's chunks, and each
 * listed route's own); the routes are packages/domain routes.ts patterns, matched as the router does.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { matchesRoutePattern, requiresMember } from '@member-area/domain';

/** Written by the web build beside index.html (ROUTE_PRELOADS_FILE of the web's plugin). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  shell: string[];
  routes: { pattern: string; files: string[] }[];
}

/** A built chunk's address, and nothing else, goes into the page. */
const CHUNK_PATH = /^\/assets\/[\w.-]+\.js$/;

function parse(text: string): RoutePreloads | null {
  try {
    const raw = JSON.parse(text) as Partial<RoutePreloads>;
    const files = (list: unknown): string[] =>
      Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && CHUNK_PATH.test(f)) : [];
    return {
      shell: files(raw.shell),
      routes: (Array.isArray(raw.routes) ? raw.routes : [])
        .filter((r) => typeof r?.pattern === 'string')
        .map((r) => ({ pattern: r.pattern, files: files(r.files) })),
    };
  } catch {
    return null;
  }
}

/** The table of the web build in `webDistDir`, re-read only when the file changes; null without one. */
export class RoutePreloadTable {
  private cached: { mtimeMs: number; table: RoutePreloads | null } | null = null;

  constructor(private readonly webDistDir: string) {}

  async load(): Promise<RoutePreloads | null> {
    const file = path.join(this.webDistDir, ROUTE_PRELOADS_FILE);
    try {
      const stat = await fs.stat(file);
      if (this.cached?.mtimeMs !== stat.mtimeMs)
        this.cached = { mtimeMs: stat.mtimeMs, table: parse(await fs.readFile(file, 'utf8')) };
      return this.cached.table;
    } catch {
      return null;
    }
  }
}

/**
 * The chunks to preload for `pathname`: the member shell's when a member opens a member route,
 * then the first listed route that matches (a route not listed gets the shell's only).
 */
export function routePreloadsFor(table: RoutePreloads, pathname: string, member: boolean): string[] {
  const route = table.routes.find((r) => matchesRoutePattern(r.pattern, pathname));
  const shell = member && requiresMember(pathname) ? table.shell : [];
  return [...new Set([...shell, ...(route?.files ?? [])])];
}
