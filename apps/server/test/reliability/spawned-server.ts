/**
 * The real server as production runs it: `node --import tsx apps/server/src/main.ts` in its own
 * process, on a fresh SQLite file under a temp DATA_DIR or a fresh PostgreSQL database, on a free
 * port. The suites kill it with SIGKILL and start it again on the same data, to prove that nothing
 * acknowledged is lost and nothing is credited twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { openDb, type Db, type Dialect } from '../../src/db/kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { createPgDatabase } from '../pg-database';

export interface Data {
  dialect: Dialect;
  dataDir: string;
  /** The server's DATABASE_URL: the SQLite file or the PostgreSQL database. */
  url: string;
  /** Opens the database from the test process (the server must be stopped for SQLite checks). */
  open(): ReturnType<typeof openDb>;
  drop(): Promise<void>;
}

/** A migrated, empty database for a spawned server, filled by `fill` before the server starts. */
export async function createData(dialect: Dialect, fill: (db: Db) => Promise<void>): Promise<Data> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-reliability-'));
  const database = dialect === 'postgres' ? await createPgDatabase('rel') : null;
  const url = database?.url ?? path.join(dataDir, 'member-area.sqlite');
  const handle = openDb({ url });
  await migrateToLatest(handle.db);
  await fill(handle.db);
  await handle.destroy();
  return {
    dialect,
    dataDir,
    url,
    open: () => openDb({ url }),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Spawned {
  port: number;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown main.ts runs. */
  stop(): Promise<void>;
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

/** How long a start may take (migrations are done; no demo seed). */
const START_TIMEOUT_MS = 60_000;

export async function startServer(
  data: Data,
  o: {
    port?: number;
    env?: Record<string, string>;
    /** Extra node flags (the soak preloads its probe); adds an IPC channel to the child. */
    nodeArgs?: string[];
    startTimeoutMs?: number;
  } = {},
): Promise<Spawned> {
  const port = o.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [...(o.nodeArgs ?? []), '--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe', ...(o.nodeArgs?.length ? ['ipc' as const] : [])],
      env: {
        ...process.env,
        APP_ENV: 'dev',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data.dataDir,
        DATABASE_URL: data.url,
        SEED_DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'false',
        ...o.env,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  const onData = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let gone = false;
  void exited.then(() => (gone = true));
  // Ready when /healthz answers: it is served once main.ts has listened (after the seed, if any).
  const deadline = Date.now() + (o.startTimeoutMs ?? START_TIMEOUT_MS);
  for (;;) {
    if (gone) throw new Error(`server exited before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    if (await healthy(port)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
