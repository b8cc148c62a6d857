/**
 * The demo data the in-process benches start from, seeded once per engine and copied for each
 * bench: a fresh seed costs 15–30 s on this 2-core machine (most of it hashing the personas'
 * passwords with scrypt at N=2^17, as the server does), and a full `npm run bench` needed it 13
 * times. A copy costs about a second, and every bench still gets a database and DATA_DIR of its own
 * to write to, with exactly what a fresh seed would have left there.
 *
 * The templates live under BENCH_CACHE_DIR (default node_modules/.cache/member-area-bench): a
 * SQLite file and its DATA_DIR, and for PostgreSQL a database `bench_demo_<key>` beside
 * TEST_DATABASE_URL's (copied with CREATE DATABASE … TEMPLATE) and its DATA_DIR. The key is a hash
 * of the server's and the domain package's source (seed, migrations and whatever they call) and the
 * UTC day, since the seed dates the demo data from the day it runs (open giveaways, subscriptions);
 * any change to either seeds again, and older templates are removed then. BENCH_DEMO_TEMPLATE=0
 * seeds every bench afresh, as before the templates.
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
const PG_PREFIX = 'bench_demo_';

/** A bench's own demo database and DATA_DIR; `drop` removes both. */
export interface DemoDatabase {
  handle: DbHandle;
  dataDir: string;
  drop(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => !/\.test\.tsx?$/.test(f));
}

/** The source the demo data depends on and the UTC day: what a template is valid for. */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  for (const dir of SOURCES)
    for (const file of filesUnder(dir).sort()) {
      hash.update(path.relative(dir, file));
      hash.update(fs.readFileSync(file));
    }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const currentKey = () => (key ??= templateKey());

async function seed(handle: DbHandle, dataDir: string): Promise<void> {
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { dataDir });
}

/** Removes the templates of other keys (another day's, or seeded from other source). */
function removeOldTemplates(keep: string): void {
  if (!fs.existsSync(CACHE_DIR)) return;
  for (const name of fs.readdirSync(CACHE_DIR))
    if (name.startsWith('demo-') && name !== keep)
      fs.rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
}

/**
 * The template folder of `engine` (`sqlite`: bench.sqlite and data/; `postgres`: data/ and the
 * name of its database in `database`), seeded by `build` into a folder of its own first and
 * renamed into place when complete, so a run cut short never leaves a half-seeded template.
 * `stillThere` says whether what the folder stands for outside it (a PostgreSQL database) exists.
 */
async function templateDir(
  engine: 'sqlite' | 'postgres',
  build: (dir: string) => Promise<void>,
  stillThere: () => Promise<boolean> = async () => true,
): Promise<string> {
  const name = `demo-${currentKey()}`;
  const dir = path.join(CACHE_DIR, name, engine);
  if (fs.existsSync(path.join(dir, 'complete')) && (await stillThere())) return dir;
  removeOldTemplates(name);
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.join(building, 'data'), { recursive: true });
  const started = performance.now();
  await build(building);
  fs.writeFileSync(path.join(building, 'complete'), `${new Date().toISOString()}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  console.log(
    `  ${engine}: demo data template seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (${dir})`,
  );
  return dir;
}

function copyDataDir(templateDir: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  fs.cpSync(path.join(templateDir, 'data'), dataDir, { recursive: true });
  return dataDir;
}

function sqliteTemplate(): Promise<string> {
  return templateDir('sqlite', async (building) => {
    const handle = openDb({ url: path.join(building, 'bench.sqlite') });
    try {
      await seed(handle, path.join(building, 'data'));
    } finally {
      // Closing the last connection checkpoints the WAL into the file: one file to copy.
      await handle.destroy();
    }
  });
}

/**
 * Copies the SQLite template to `file` and its DATA_DIR's files into `dataDir` (the browser benches'
 * demo server, which then runs the seed once more, as the server does on every start).
 */
export async function copySqliteTemplate(file: string, dataDir: string): Promise<void> {
  const template = await sqliteTemplate();
  fs.copyFileSync(path.join(template, 'bench.sqlite'), file);
  fs.cpSync(path.join(template, 'data'), dataDir, { recursive: true });
}

/** A new SQLite file (WAL) with the demo data, and its DATA_DIR. */
export async function demoSqlite(): Promise<DemoDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-db-'));
  const file = path.join(dir, 'bench.sqlite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  if (USE_TEMPLATE) await copySqliteTemplate(file, dataDir);
  const handle = openDb({ url: file });
  if (!USE_TEMPLATE) await seed(handle, dataDir);
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
 * A new PostgreSQL database with the demo data, on the server `url` names, and its DATA_DIR. Only
 * databases named bench_<pid> and bench_demo_* are ever created or dropped.
 */
export async function demoPostgres(url: string): Promise<DemoDatabase> {
  const name = `bench_${process.pid}`;
  let dataDir: string;
  if (USE_TEMPLATE) {
    const templateName = `${PG_PREFIX}${currentKey()}`;
    const template = await templateDir(
      'postgres',
      async (building) => {
        const buildingName = `${PG_PREFIX}building_${process.pid}`;
        await admin(url, async (c) => {
          // Other keys' templates (another day's, other source) and seeds cut short go first.
          const old = await c.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE datname LIKE '${PG_PREFIX}%'`,
          );
          for (const { datname } of old.rows) await c.query(`DROP DATABASE ${datname} WITH (FORCE)`);
          await c.query(`CREATE DATABASE ${buildingName}`);
        });
        const handle = openDb({ url: withDatabase(url, buildingName) });
        try {
          await seed(handle, path.join(building, 'data'));
        } finally {
          await handle.destroy();
        }
        await admin(url, (c) => c.query(`ALTER DATABASE ${buildingName} RENAME TO ${templateName}`));
      },
      // The folder can outlive its database (a new PostgreSQL server): then both are seeded again.
      async () =>
        (await admin(url, (c) => c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [templateName])))
          .rowCount === 1,
    );
    await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`));
    dataDir = copyDataDir(template);
  } else {
    await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  }
  const handle = openDb({ url: withDatabase(url, name) });
  if (!USE_TEMPLATE) await seed(handle, dataDir);
  return {
    handle,
    dataDir,
    drop: async () => {
      await handle.destroy();
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
