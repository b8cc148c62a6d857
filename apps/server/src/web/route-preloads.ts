/**
 * The chunks a page's route will load, named in its <head> as `<link rel="modulepreload">` so they
 * download beside the entry instead of in a waterfall after it has run (issue 16), with the
 * stylesheets those chunks import and a member's interface texts in their language. The web build
 * writes the table (apps/web/vite-plugins/route-preloads.ts: the member shell's chunks, each
 * listed route's own, the texts' chunks per language); the routes are packages/domain routes.ts
 * patterns, matched as the router does.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { matchesRoutePattern, requiresMember, type LanguageCode } from '@member-area/domain';

/** Written by the web build beside index.html (ROUTE_PRELOADS_FILE of the web's plugin). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  shell: string[];
  shellStyles: string[];
  routes: { pattern: string; files: string[]; styles: string[] }[];
  /** Language code → the chunks of a member's interface texts in it. */
  texts: Record<string, string[]>;
}

/** What a page names: scripts as modulepreloads, stylesheets as style preloads. */
export interface PagePreloads {
  modules: string[];
  styles: string[];
}

/** A built chunk's or stylesheet's address, and nothing else, goes into the page. */
const CHUNK_PATH = /^\/assets\/[\w.-]+\.js$/;
const STYLE_PATH = /^\/assets\/[\w.-]+\.css$/;

function parse(text: string): RoutePreloads | null {
  try {
    const raw = JSON.parse(text) as Partial<RoutePreloads>;
    const only =
      (pattern: RegExp) =>
      (list: unknown): string[] =>
        Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && pattern.test(f)) : [];
    const files = only(CHUNK_PATH);
    const styles = only(STYLE_PATH);
    const texts = raw.texts && typeof raw.texts === 'object' ? raw.texts : {};
    return {
      shell: files(raw.shell),
      shellStyles: styles(raw.shellStyles),
      routes: (Array.isArray(raw.routes) ? raw.routes : [])
        .filter((r) => typeof r?.pattern === 'string')
        .map((r) => ({ pattern: r.pattern, files: files(r.files), styles: styles(r.styles) })),
      texts: Object.fromEntries(Object.entries(texts).map(([code, list]) => [code, files(list)])),
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
 * What to preload for `pathname`: when a member (`memberLanguage`, the interface language the web
 * will pick: a member's saved language wins there, src/app/main.tsx) opens a member route, the
 * shell's chunks and that language's texts; then the first listed route that matches (a route not
 * listed gets the shell's only). Each with the stylesheets its chunks import. A visitor signed out
 * gets no texts: their language may be a choice stored on the device, which the server cannot see.
 */
export function routePreloadsFor(
  table: RoutePreloads,
  pathname: string,
  memberLanguage: LanguageCode | null,
): PagePreloads {
  const route = table.routes.find((r) => matchesRoutePattern(r.pattern, pathname));
  const inShell = memberLanguage !== null && requiresMember(pathname);
  const shell = inShell ? table.shell : [];
  const texts = inShell ? (table.texts[memberLanguage] ?? []) : [];
  const shellStyles = inShell ? table.shellStyles : [];
  return {
    modules: [...new Set([...shell, ...texts, ...(route?.files ?? [])])],
    styles: [...new Set([...shellStyles, ...(route?.styles ?? [])])],
  };
}
