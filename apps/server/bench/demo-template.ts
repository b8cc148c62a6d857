/**
 * Databases the in-process benches start from, built once per engine and copied for each bench.
 *
 * - The demo data (DEMO_TEMPLATE): a fresh seed costs 15–30 s on this 2-core machine (most of it
 *   hashing the personas' passwords with scrypt at N=2^17, as the server does), and a full
 *   `npm run bench` needed it 13 times.
 * - Any bench's own bulk data (the draw bench's 1,000,000 ledger rows), through `template()`.
 *
 * A copy costs a second or two, and every bench still gets a database and DATA_DIR of its own to
 * write to, with exactly what a fresh build would have left there.
 *
 * The templates live under BENCH_CACHE_DIR (default node_modules/.cache/member-area-bench): a
 * SQLite file and its DATA_DIR, and for PostgreSQL a database `bench_<name>_<key>` beside
 * TEST_DATABASE_URL's (copied with CREATE DATABASE … TEMPLATE) and its DATA_DIR. The key hashes the
 * server's and the domain package's source (seed, migrations and whatever they call) and what the
 * template names besides (the demo data: the UTC day, since the seed dates the data from the day it
 * runs); any change builds it again, and the template's older keys are removed then.
 * BENCH_DEMO_TEMPLATE=0 builds every bench's data afresh, as before the templates.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb, type DbHandle } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed';
import { DEFAULT_CACHE_DIR } from './catalogue-cache';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [path.resolve(here, '../src'), path.resolve(here, '../../../packages/domain/src')];
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? DEFAULT_CACHE_DIR;
export const USE_TEMPLATE = process.env.BENCH_DEMO_TEMPLATE !== '0';

/** A bench's own database and DATA_DIR; `drop` removes both. */
export interface BenchDatabase {
  handle: DbHandle;
  dataDir: string;
  drop(): Promise<void>;
}
export type DemoDatabase = BenchDatabase;

/** What a template holds: `build` fills a new, empty database and its DATA_DIR. */
export interface Template {
  /** Lower-case letters: the folder `<name>-<key>` and the PostgreSQL database `bench_<name>_<key>`. */
  name: string;
  /** Besides the source: what else the template depends on (sizes, the day). */
  extraKey: string;
  build(handle: DbHandle, dataDir: string): Promise<void>;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => !/\.test\.tsx?$/.test(f));
}

let sourceHash: string | undefined;
function hashOfSource(): string {
  if (sourceHash) return sourceHash;
  const hash = crypto.createHash('sha256');
  for (const dir of SOURCES)
    for (const file of filesUnder(dir).sort()) {
      hash.update(path.relative(dir, file));
      hash.update(fs.readFileSync(file));
    }
  return (sourceHash = hash.digest('hex'));
}

const keyOf = (t: Template) =>
  crypto.createHash('sha256').update(`${hashOfSource()}\n${t.extraKey}`).digest('hex').slice(0, 16);

/** The demo data, migrated and seeded as the server does, without the server's JWT secret. */
export const DEMO_TEMPLATE: Template = {
  name: 'demo',
  extraKey: new Date().toISOString().slice(0, 10),
  async build(handle, dataDir) {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { dataDir });
  },
};

/** Removes the folders of `t`'s other keys. */
function removeOldTemplates(t: Template, keep: string): void {
  if (!fs.existsSync(CACHE_DIR)) return;
  for (const name of fs.readdirSync(CACHE_DIR))
    if (name.startsWith(`${t.name}-`) && name !== keep)
      fs.rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
}

/**
 * The template folder of `engine` (`sqlite`: bench.sqlite and data/; `postgres`: data/ beside its
 * database), built by `build` into a folder of its own first and renamed into place when complete,
 * so a run cut short never leaves a half-built template. `stillThere` says whether what the folder
 * stands for outside it (a PostgreSQL database) exists.
 */
async function templateDir(
  t: Template,
  engine: 'sqlite' | 'postgres',
  build: (dir: string) => Promise<void>,
  stillThere: () => Promise<boolean> = async () => true,
): Promise<string> {
  const name = `${t.name}-${keyOf(t)}`;
  const dir = path.join(CACHE_DIR, name, engine);
  if (fs.existsSync(path.join(dir, 'complete')) && (await stillThere())) return dir;
  removeOldTemplates(t, name);
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.join(building, 'data'), { recursive: true });
  const started = performance.now();
  await build(building);
  fs.writeFileSync(path.join(building, 'complete'), `${new Date().toISOString()}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  console.log(
    `  ${engine}: ${t.name} template built in ${((performance.now() - started) / 1000).toFixed(1)} s (${dir})`,
  );
  return dir;
}

function sqliteTemplate(t: Template): Promise<string> {
  return templateDir(t, 'sqlite', async (building) => {
    const handle = openDb({ url: path.join(building, 'bench.sqlite') });
    try {
      await t.build(handle, path.join(building, 'data'));
    } finally {
      // Closing the last connection checkpoints the WAL into the file: one file to copy.
      await handle.destroy();
    }
  });
}

/**
 * Copies the SQLite demo template to `file` and its DATA_DIR's files into `dataDir` (the browser
 * benches' demo server, which then runs the seed once more, as the server does on every start).
 */
export async function copySqliteTemplate(file: string, dataDir: string): Promise<void> {
  const template = await sqliteTemplate(DEMO_TEMPLATE);
  fs.copyFileSync(path.join(template, 'bench.sqlite'), file);
  fs.cpSync(path.join(template, 'data'), dataDir, { recursive: true });
}

/** A new SQLite file (WAL) holding what `t` builds, and its DATA_DIR. */
export async function sqliteFrom(t: Template): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-db-'));
  const file = path.join(dir, 'bench.sqlite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  if (USE_TEMPLATE) {
    const template = await sqliteTemplate(t);
    fs.copyFileSync(path.join(template, 'bench.sqlite'), file);
    fs.cpSync(path.join(template, 'data'), dataDir, { recursive: true });
  }
  const handle = openDb({ url: file });
  if (!USE_TEMPLATE) await t.build(handle, dataDir);
  return {
    handle,
    dataDir,
    drop: async () => {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new SQLite file (WAL) with the demo data, and its DATA_DIR. */
export const demoSqlite = () => sqliteFrom(DEMO_TEMPLATE);

/** `url` with another database name. */
function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/**
 * Runs `statement` (DROP, RENAME or CREATE … TEMPLATE), which needs the database it names unused,
 * again while PostgreSQL says it is still in use (55006): a pool's end() resolves when its clients
 * have asked to close, a moment before the server lets them go. Never FORCE: terminating a
 * connection the pool is still closing makes it emit an error nobody listens to.
 */
async function whenUnused(url: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(url, (c) => c.query(statement));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt === 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A new PostgreSQL database holding what `t` builds, on the server `url` names, and its DATA_DIR.
 * Only databases named bench_<pid> and bench_<t.name>_* are ever created or dropped.
 */
export async function postgresFrom(url: string, t: Template): Promise<BenchDatabase> {
  const name = `bench_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  if (USE_TEMPLATE) {
    const prefix = `bench_${t.name}_`;
    const templateName = `${prefix}${keyOf(t)}`;
    const template = await templateDir(
      t,
      'postgres',
      async (building) => {
        const buildingName = `${prefix}building_${process.pid}`;
        await admin(url, async (c) => {
          // The template's other keys, and builds cut short, go first.
          const old = await c.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
            [prefix],
          );
          for (const { datname } of old.rows) await c.query(`DROP DATABASE ${datname} WITH (FORCE)`);
          await c.query(`CREATE DATABASE ${buildingName}`);
        });
        const handle = openDb({ url: withDatabase(url, buildingName) });
        try {
          await t.build(handle, path.join(building, 'data'));
        } finally {
          await handle.destroy();
        }
        await whenUnused(url, `ALTER DATABASE ${buildingName} RENAME TO ${templateName}`);
      },
      // The folder can outlive its database (a new PostgreSQL server): then both are built again.
      async () =>
        (await admin(url, (c) => c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [templateName])))
          .rowCount === 1,
    );
    await whenUnused(url, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
    fs.cpSync(path.join(template, 'data'), dataDir, { recursive: true });
  } else await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = openDb({ url: withDatabase(url, name) });
  if (!USE_TEMPLATE) await t.build(handle, dataDir);
  return {
    handle,
    dataDir,
    drop: async () => {
      await handle.destroy();
      await whenUnused(url, `DROP DATABASE IF EXISTS ${name}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new PostgreSQL database with the demo data, and its DATA_DIR. */
export const demoPostgres = (url: string) => postgresFrom(url, DEMO_TEMPLATE);
