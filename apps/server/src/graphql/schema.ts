import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import type { AnyServerModule } from '../modules/contract';
import { serverModules } from '../modules';
import { gql } from './runtime';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The SDL files the modules declare (their module.ts), by path: the order codegen reads them in. */
export function sdlFilesOf(modules: readonly AnyServerModule[]): string[] {
  return modules
    .flatMap((m) => (m.sdl ?? []).map((file) => path.join(SRC, 'modules', m.name, file)))
    .sort((a, b) => a.localeCompare(b));
}

/** The console SDL files the modules declare (`console.sdl`), by path (docs/console.md). */
export function consoleSdlFilesOf(modules: readonly AnyServerModule[]): string[] {
  return modules
    .flatMap((m) => (m.console?.sdl ?? []).map((file) => path.join(SRC, 'modules', m.name, file)))
    .sort((a, b) => a.localeCompare(b));
}

/** The console's schema at /adminapi/: console/base.graphql, then every module's console SDL. */
export function buildConsoleSchema(modules: readonly AnyServerModule[] = serverModules): GraphQLSchema {
  const files = [path.join(SRC, 'console/base.graphql'), ...consoleSdlFilesOf(modules)];
  return gql.buildASTSchema(gql.parse(files.map((f) => fs.readFileSync(f, 'utf8')).join('\n')));
}

/** The SDL: base.graphql first, then every module's (which `extend type` the roots). */
export function loadSdl(modules: readonly AnyServerModule[] = serverModules): string {
  const files = [path.join(SRC, 'graphql/base.graphql'), ...sdlFilesOf(modules)];
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

/** buildASTSchema applies `extend type` found in the same document, so modules extend base types. */
export function buildSchema(modules: readonly AnyServerModule[] = serverModules): GraphQLSchema {
  return gql.buildASTSchema(gql.parse(loadSdl(modules)));
}
