import crypto from 'node:crypto';
import pg from 'pg';

/** PostgreSQL's "object in use": the database still has connections. */
const OBJECT_IN_USE = '55006';
const DROP_ATTEMPTS = 50;
const DROP_RETRY_MS = 100;

export interface PgTestDatabase {
  /** The connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database (empty, or a copy of `template`) beside `TEST_DATABASE_URL`'s, for one test file or server,
 * dropped (connections and all) afterwards. A database rather than a schema: Kysely's migrator
 * introspects every schema of its database, so a schema that another test file drops during that
 * scan failed the migration ("schema t_… does not exist", 3F000) once two files ran side by side.
 */
export async function createPgDatabase(prefix: string, template?: string): Promise<PgTestDatabase> {
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
  await retryWhileInUse(() =>
    admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // A pool's end() resolves a moment before the server lets its connections go: wait for them
      // rather than terminating them (FORCE), which raised an unhandled 57P01 in the ending client.
      for (let attempt = 0; attempt < DROP_ATTEMPTS; attempt += 1) {
        try {
          return await admin(`DROP DATABASE IF EXISTS ${name}`);
        } catch (error) {
          if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
          await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
        }
      }
      // A connection that never goes (a test that leaked a handle): end it after all.
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A copy of a template needs nobody connected to it, and the pool that migrated the template lets
 * its connections go a moment after its end() resolved (as in `drop` above): ask again meanwhile.
 */
async function retryWhileInUse(statement: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
    }
  }
}
