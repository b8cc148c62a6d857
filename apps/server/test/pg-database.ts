import crypto from 'node:crypto';
import pg from 'pg';

export interface PgTestDatabase {
  /** The connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database beside `TEST_DATABASE_URL`'s, for one test file or server,
 * dropped (connections and all) afterwards. A database rather than a schema: Kysely's migrator
 * introspects every schema of its database, so a schema that another test file drops during that
 * scan failed the migration ("schema t_… does not exist", 3F000) once two files ran side by side.
 */
export async function createPgDatabase(prefix: string): Promise<PgTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
