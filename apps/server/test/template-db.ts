import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { createPgDatabase, type PgTestDatabase } from './pg-database';

/**
 * The migrated databases every test database is copied from (docs/testing.md): migrating each
 * test file's database from nothing cost 120 ms on SQLite and about 500 ms on PostgreSQL, a few
 * hundred times a run. `global-setup.ts` migrates one of each before the first file, and a test
 * database is then a copy: the SQLite file, or PostgreSQL's CREATE DATABASE … TEMPLATE.
 */
export interface MigratedTemplates {
  /** A closed, migrated SQLite file. */
  sqlite: string;
  /** A migrated PostgreSQL database nobody stays connected to; null without TEST_DATABASE_URL. */
  postgres: string | null;
}

/** Under this key the global setup hands the templates to the test files (Vitest's provide/inject). */
export const TEMPLATES_KEY = 'migratedTemplates';

/** Migrates a SQLite file and, with TEST_DATABASE_URL, a PostgreSQL database; `drop` removes both. */
export async function createMigratedTemplates(): Promise<MigratedTemplates & { drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-template-'));
  const sqlite = path.join(dir, 'template.sqlite');
  const handle = openDb({ url: sqlite });
  await migrateToLatest(handle.db);
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await handle.destroy();
  let pgTemplate: PgTestDatabase | null = null;
  if (process.env.TEST_DATABASE_URL) {
    pgTemplate = await createPgDatabase('tpl');
    const pgHandle = openDb({ url: pgTemplate.url, poolSize: 1 });
    await migrateToLatest(pgHandle.db);
    await pgHandle.destroy();
  }
  return {
    sqlite,
    postgres: pgTemplate ? new URL(pgTemplate.url).pathname.slice(1) : null,
    drop: async () => {
      await pgTemplate?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
