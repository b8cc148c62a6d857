import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import { gql } from './runtime';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function graphqlFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...graphqlFilesUnder(full));
    else if (entry.name.endsWith('.graphql')) out.push(full);
  }
  return out;
}

/** The SDL: base.graphql first, then every module's *.graphql (which `extend type` the roots). */
export function loadSdl(): string {
  const files = [path.join(SRC, 'graphql/base.graphql'), ...graphqlFilesUnder(path.join(SRC, 'modules'))];
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

/** buildASTSchema applies `extend type` found in the same document, so modules extend base types. */
export function buildSchema(): GraphQLSchema {
  return gql.buildASTSchema(gql.parse(loadSdl()));
}
