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
  /** The stylesheets the shell's chunks import (Vite loads a lazy chunk's CSS beside it). */
  shellStyles: string[];
  routes: { pattern: string; files: string[]; styles: string[] }[];
  /**
   * A member's interface texts by language (src/i18n/text-files.ts): the member area's chunk and,
   * outside English, the first screens' chunk (English ships in the entry), so a member's page
   * names their language's texts beside the shell instead of after it has run.
   */
  texts: Record<string, string[]>;
}

interface ChunkLike {
  type: 'chunk';
  name: string;
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** `texts-<language>` and `texts-<language>-first-screen`: vite.config.ts names them (textChunkName). */
const MEMBER_TEXTS_CHUNK = /^texts-([a-z]{2}-[a-z]{2})(-first-screen)?$/;

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
      const lazyChunksOf = (fileName: string) =>
        withStaticImports(chunks, fileName).filter((file) => !initial.has(file));
      const filesOf = (source: string) => lazyChunksOf(chunkOf(source)).map((file) => `/${file}`);
      const stylesOf = (source: string) => [
        ...new Set(
          lazyChunksOf(chunkOf(source)).flatMap((file) =>
            [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        ),
      ];
      const texts: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const language = MEMBER_TEXTS_CHUNK.exec(chunk.name)?.[1];
        if (language)
          texts[language] = [...(texts[language] ?? []), ...lazyChunksOf(chunk.fileName).map((f) => `/${f}`)];
      }
      // A route's list keeps the chunks it shares with the shell: the sign-in page, which gets no
      // shell, needs them too (the server names each file once).
      const preloads: RoutePreloads = {
        shell: filesOf(options.shell),
        shellStyles: stylesOf(options.shell),
        routes: Object.entries(options.routes).map(([pattern, source]) => ({
          pattern,
          files: filesOf(source),
          styles: stylesOf(source),
        })),
        texts: Object.fromEntries(Object.entries(texts).map(([code, files]) => [code, [...new Set(files)]])),
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
