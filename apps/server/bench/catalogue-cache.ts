/**
 * The catalogue bench's generated databases, kept between runs: seeding a million titles takes
 * many minutes, measuring them one or two. SQLite keeps a file under BENCH_CACHE_DIR (default
 * `node_modules/.cache/member-area-bench` in the checkout: unlike the OS temp folder, it survives a
 * reboot, and `npm ci` or deleting node_modules clears it; point BENCH_CACHE_DIR at one folder to
 * share the files between checkouts); PostgreSQL a database of its own, `bench_catalogue_<titles>`, beside TEST_DATABASE_URL's. Each records what it was seeded from
 * (a sidecar JSON file; the database's comment) and is rebuilt when that no longer holds:
 *
 * - another title count, generator (seed/catalogue/generate.ts, words.ts) or
 *   CATALOGUE_DATA_VERSION (what write.ts makes of the generated titles: slots, counts);
 * - a migration it ran was edited or is gone (a rebase). Migrations added since are not a reason:
 *   the bench runs them on the kept data, as a deployment would.
 *
 * A seed cut short (its record says `seeding`) is resumed, not restarted: the seeder writes one
 * transaction per batch and carries on after the last title written. BENCH_FRESH=1 rebuilds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb, type DbHandle } from '../src/db/kysely';
import { CATALOGUE_DATA_VERSION } from '../src/seed/catalogue/write';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_SRC = path.resolve(here, '../src');
export const DEFAULT_CACHE_DIR = path.resolve(here, '../../../node_modules/.cache/member-area-bench');

/** What a kept database was seeded from. */
export interface SeedRecord {
  titles: number;
  generator: string;
  /** Migration name → hash of its source, as seeded. */
  migrations: Record<string, string>;
  seededAt: string;
  /** Seconds of the run that finished the seed (a resumed seed: of its last part). */
  seedSeconds: number;
  /** True while seeding: the database holds the first titles only. */
  seeding?: boolean;
}

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

function currentMigrations(): Record<string, string> {
  const dir = path.join(SERVER_SRC, 'db/migrations');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => [f.replace(/\.ts$/, ''), sha(fs.readFileSync(path.join(dir, f), 'utf8'))]),
  );
}

function currentGenerator(): string {
  const files = ['generate.ts', 'words.ts'].map((f) =>
    fs.readFileSync(path.join(SERVER_SRC, 'seed/catalogue', f), 'utf8'),
  );
  return sha(`${CATALOGUE_DATA_VERSION}\n${files.join('\n')}`);
}

/** Why a kept database cannot be reused, or null when it can. */
export function staleReason(record: SeedRecord | null, titles: number): string | null {
  if (!record) return 'no complete seed recorded';
  if (record.titles !== titles) return `seeded with ${record.titles} titles`;
  if (record.generator !== currentGenerator()) return 'the generator changed';
  const now = currentMigrations();
  for (const [name, hash] of Object.entries(record.migrations))
    if (now[name] !== hash) return `migration ${name} changed or is gone`;
  return null;
}

/** The record of a seed: `seeding` while it runs, then finished with its duration. */
export function newSeedRecord(titles: number, seedSeconds: number | null): SeedRecord {
  return {
    titles,
    generator: currentGenerator(),
    migrations: currentMigrations(),
    seededAt: new Date().toISOString(),
    seedSeconds: Math.round(seedSeconds ?? 0),
    ...(seedSeconds == null ? { seeding: true } : {}),
  };
}

export interface CachedDatabase {
  handle: DbHandle;
  /** The record of the kept database: finished (reuse as it is), seeding (resume) or null (new, empty). */
  kept: SeedRecord | null;
  /** Writes the record: before seeding (seeding) and once finished. */
  record(record: SeedRecord): Promise<void>;
}

/** The kept SQLite file for `titles`, emptied first when stale. */
export function cachedSqlite(titles: number, opts: { dir: string; fresh: boolean }): CachedDatabase {
  const file = path.join(opts.dir, `catalogue-${titles}.sqlite`);
  const recordFile = `${file}.json`;
  const record = fs.existsSync(recordFile)
    ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as SeedRecord)
    : null;
  const stale = opts.fresh ? 'BENCH_FRESH=1' : staleReason(record, titles);
  if (stale) {
    if (fs.existsSync(file)) console.log(`  SQLite: rebuilding ${file} (${stale})`);
    for (const f of [file, `${file}-wal`, `${file}-shm`, recordFile]) fs.rmSync(f, { force: true });
  }
  fs.mkdirSync(opts.dir, { recursive: true });
  return {
    handle: openDb({ url: file }),
    kept: stale ? null : record,
    record: async (r) => fs.writeFileSync(recordFile, `${JSON.stringify(r, null, 2)}\n`),
  };
}

/** TEST_DATABASE_URL with another database name. */
function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The kept PostgreSQL database bench_catalogue_<titles>, on the server TEST_DATABASE_URL names,
 * dropped and created again when stale. Only databases of that name are ever dropped.
 */
export async function cachedPostgres(
  titles: number,
  opts: { url: string; fresh: boolean },
): Promise<CachedDatabase> {
  const name = `bench_catalogue_${Math.trunc(titles)}`;
  const admin = new pg.Client({ connectionString: opts.url });
  await admin.connect();
  let record: SeedRecord | null = null;
  let exists = false;
  try {
    const row = (
      await admin.query<{ comment: string | null }>(
        `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
        [name],
      )
    ).rows[0];
    exists = row !== undefined;
    try {
      record = row?.comment ? (JSON.parse(row.comment) as SeedRecord) : null;
    } catch {
      record = null;
    }
    const stale = opts.fresh ? 'BENCH_FRESH=1' : staleReason(record, titles);
    if (stale) {
      if (exists) {
        console.log(`  PostgreSQL: recreating database ${name} (${stale})`);
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE ${name}`);
      record = null;
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(opts.url, name);
  return {
    handle: openDb({ url }),
    kept: record,
    record: async (r) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        // A finished seed meets the bench vacuumed and analyzed, as autovacuum leaves a table some
        // time after a bulk insert: statistics, and the visibility map that lets index-only scans
        // skip the table (like the draw, sweep-list and marketplace benches' data).
        if (!r.seeding) await c.query('VACUUM (ANALYZE)');
        // COMMENT takes no parameters: the record is JSON of hex digests, names and numbers, quoted.
        await c.query(`COMMENT ON DATABASE ${name} IS ${c.escapeLiteral(JSON.stringify(r))}`);
      } finally {
        await c.end();
      }
    },
  };
}
