import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the build writes beside index.html, read by apps/server/src/web/route-preloads.ts. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * What the server names as `<link rel="modulepreload">` in a page's <head>, so a route's chunks
 * download with the entry instead of after it has run (issue 16). `shell` is the member shell's
 * chunks (every member route); `routes` is, in order, a route pattern of packages/domain routes.ts
 * and its screen's chunks. Paths are the site's (`/assets/…`); chunks the entry loads are left out
 * (index.html names those already).
 */
export interface RoutePreloads {
  shell: string[];
  routes: { pattern: string; files: string[] }[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/** A chunk and every chunk it imports statically, in load order (itself first). */
function withStaticImports(chunks: Map<string, ChunkLike>, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...seen];
}

/**
 * `shell` and each route's module are source files relative to the app's root (`src/…`), the
 * modules router.tsx loads lazily for them. A module the build does not have as a chunk of its own
 * fails the build: the table must follow the router.
 */
export function routePreloads(options: { shell: string; routes: Record<string, string> }): Plugin {
  let root = '';
  return {
    name: 'member-area:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const initial = new Set(entry ? withStaticImports(chunks, entry.fileName) : []);
      const chunkOf = (source: string): string => {
        const id = path.resolve(root, source);
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
        if (!chunk) this.error(`route-preloads: ${source} is not a chunk of its own (is it loaded lazily?)`);
        return chunk.fileName;
      };
      const filesOf = (source: string) =>
        withStaticImports(chunks, chunkOf(source))
          .filter((file) => !initial.has(file))
          .map((file) => `/${file}`);
      // A route's list keeps the chunks it shares with the shell: the sign-in page, which gets no
      // shell, needs them too (the server names each file once).
      const preloads: RoutePreloads = {
        shell: filesOf(options.shell),
        routes: Object.entries(options.routes).map(([pattern, source]) => ({
          pattern,
          files: filesOf(source),
        })),
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
