import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { graphqlCalls, idsOnlyModule, rewriteCalls } from '../../web/vite-plugins/persisted-documents';

/**
 * The member app's persisted-documents build step (apps/web/vite-plugins/persisted-documents.ts)
 * for the console's own documents: production sends each operation's id only (/adminapi/ runs
 * nothing else in prod, docs/console.md), so the bundle carries no document text either.
 */
const GENERATED_DIR = fileURLToPath(new URL('../src/gql/', import.meta.url));
const GENERATED_DOCUMENTS = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const SOURCE_DIR = fileURLToPath(new URL('../src/', import.meta.url));

export function persistedDocuments(): Plugin {
  let known = new Set<string>();
  return {
    name: 'console:persisted-documents',
    apply: 'build',
    buildStart() {
      known = idsOnlyModule(fs.readFileSync(GENERATED_DOCUMENTS, 'utf8')).names;
    },
    load: {
      filter: { id: { include: /[\\/]src[\\/]gql[\\/]graphql\.ts$/ } },
      handler(id) {
        if (id !== GENERATED_DOCUMENTS) return null;
        return { code: idsOnlyModule(fs.readFileSync(GENERATED_DOCUMENTS, 'utf8')).code, map: null };
      },
    },
    transform: {
      filter: { id: { include: /\.tsx?$/ }, code: { include: 'graphql(`' } },
      handler(code, id) {
        if (!id.startsWith(SOURCE_DIR) || id.startsWith(GENERATED_DIR)) return null;
        const calls = graphqlCalls(this.parse(code));
        if (calls.length === 0) return null;
        return { code: rewriteCalls(code, calls, known, GENERATED_DOCUMENTS), map: null };
      },
    },
  };
}
