import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely';
import * as m0001 from './migrations/0001_foundation';

/**
 * Migrations are listed here explicitly (not read from disk) so they work the same under tsx,
 * Vitest and a bundled build. Add each new migration with the next number; never edit a landed one.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
