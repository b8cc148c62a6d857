import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Production builds send persisted operations: an id and variables, never the document (docs/ARCHITECTURE.md
 * "GraphQL"). So the bundle need not carry the documents either. In `vite build` this plugin
 *
 * 1. rewrites every `graphql(`…`)` call of apps/web/src into the generated document it stands for
 *    (`ViewerDocument`), as the client preset's Babel plugin does, so the preset's map from document
 *    text to document (gql/gql.ts, every query's text) is never imported;
 * 2. serves gql/graphql.ts with each document reduced to its `__meta__` (id and operation name), which
 *    is all `gqlRequest` reads in production.
 *
 * The dev server and the tests keep the full documents, so they can send the text too.
 */

const GENERATED_DIR = fileURLToPath(new URL('../src/gql/', import.meta.url));
export const GENERATED_DOCUMENTS = path.join(GENERATED_DIR, 'graphql.ts');
const SOURCE_DIR = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * How the client preset writes a document, one per line:
 * `export const ViewerDocument = {"__meta__":{…},"kind":"Document",…} as unknown as DocumentNode<…>;`
 */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

interface GeneratedDocument {
  __meta__?: { hash?: string; operationName?: string };
  definitions: { kind: string }[];
}

/** The generated documents module with each operation reduced to its id and name, and fragments to `{}`. */
export function idsOnlyModule(generated: string): { code: string; names: Set<string> } {
  const lines: string[] = [];
  const names = new Set<string>();
  for (const [, name, json] of generated.matchAll(DOCUMENT_LINE)) {
    if (!name || !json) continue;
    const document = JSON.parse(json) as GeneratedDocument;
    names.add(name);
    // Fragments are never sent alone: codegen spreads them into the operations that use them.
    const isOperation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (isOperation && !document.__meta__?.hash) {
      throw new Error(
        `${name} has no persisted id: run \`npm run codegen\` (codegen.ts persistedDocuments).`,
      );
    }
    const kept = isOperation ? { __meta__: document.__meta__ } : {};
    lines.push(`export const ${name} = ${JSON.stringify(kept)};`);
  }
  return { code: lines.join('\n') + '\n', names };
}

/** What the client preset calls a document: `<Name>Document` for an operation, `<Name>FragmentDoc` for a fragment. */
export function generatedNameOf(documentText: string): string {
  const [first] = parse(documentText, { noLocation: true }).definitions;
  if (first?.kind === Kind.OPERATION_DEFINITION && first.name) return `${first.name.value}Document`;
  if (first?.kind === Kind.FRAGMENT_DEFINITION) return `${first.name.value}FragmentDoc`;
  throw new Error(`a graphql() document needs a named operation or fragment first:\n${documentText}`);
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `graphql(`…`)` call of a program (ESTree), with the document text it holds. */
export function graphqlCalls(program: unknown): { start: number; end: number; text: string }[] {
  const calls: { start: number; end: number; text: string }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const callee = value.callee as Node | undefined;
    const args = value.arguments as Node[] | undefined;
    if (
      value.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === 'graphql' &&
      args?.length === 1 &&
      args[0]?.type === 'TemplateLiteral' &&
      (args[0].expressions as unknown[]).length === 0
    ) {
      const [quasi] = args[0].quasis as { value: { cooked: string } }[];
      calls.push({ start: value.start, end: value.end, text: quasi?.value.cooked ?? '' });
      return;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child);
  };
  visit(program);
  return calls;
}

/**
 * `code` with each call replaced by its document's name, and one import of those names. The
 * replacement keeps the call's line breaks and the import goes last (imports are hoisted), so every
 * line stays where it was and the incoming source map still holds (`map: null`).
 */
export function rewriteCalls(
  code: string,
  calls: { start: number; end: number; text: string }[],
  known: Set<string>,
  importPath: string,
): string {
  const names = new Set<string>();
  let out = code;
  for (const call of [...calls].sort((a, b) => b.start - a.start)) {
    const name = generatedNameOf(call.text);
    if (!known.has(name)) throw new Error(`${name} is not generated yet: run \`npm run codegen\`.`);
    names.add(name);
    const breaks = '\n'.repeat(code.slice(call.start, call.end).split('\n').length - 1);
    out = out.slice(0, call.start) + name + breaks + out.slice(call.end);
  }
  if (names.size === 0) return code;
  return `${out}\nimport { ${[...names].sort().join(', ')} } from ${JSON.stringify(importPath)};\n`;
}

export function persistedDocuments(): Plugin {
  let known = new Set<string>();
  return {
    name: 'member-area:persisted-documents',
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
      // Filtered before the call (rolldown hook filters): only sources that hold a graphql(`…`) call.
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
