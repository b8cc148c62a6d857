import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import type { Config } from '../src/config';
import { openDb, type Db, type DbHandle, type Dialect } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { loadFixtures, PASSWORD, type FixtureIds } from './fixtures';
import { createPgDatabase } from './pg-database';

/** Every database test runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  handle: DbHandle;
  /** What DATABASE_URL would be: the SQLite file, or the PostgreSQL database (the job queue's pg-boss connects to it). */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: a temp SQLite file, or a new PostgreSQL database dropped afterwards.
 * Copied from the run's migrated template (global-setup.ts, template-db.ts) when there is one,
 * else migrated here.
 */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  const templates = inject('migratedTemplates');
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-test-'));
    const url = path.join(dir, 'test.sqlite');
    if (templates) fs.copyFileSync(templates.sqlite, url);
    const handle = openDb({ url });
    if (!templates) await migrateToLatest(handle.db);
    return {
      handle,
      url,
      drop: async () => {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const template = templates?.postgres ?? undefined;
  const database = await createPgDatabase('t', template);
  const handle = openDb({ url: database.url, poolSize: 4 });
  if (!template) await migrateToLatest(handle.db);
  return {
    handle,
    url: database.url,
    drop: async () => {
      await handle.destroy();
      await database.drop();
    },
  };
}

/** A controllable clock: tests move time to expire tokens, links and throttles. */
export class TestClock {
  now = new Date('2026-03-01T12:00:00.000Z');
  readonly fn = () => new Date(this.now.getTime());
  advance(seconds: number): void {
    this.now = new Date(this.now.getTime() + seconds * 1000);
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-data-'));
  return {
    env: 'dev',
    isProd: false,
    port: 3000,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: ':memory:',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    redisUrl: undefined,
    smtpUrl: undefined,
    webDistDir: path.join(dataDir, 'no-web-build'),
    mediaDir: path.join(dataDir, 'media'),
    mediaUrlTtlSeconds: 900,
    rateLimitPerMinute: 1_000,
    logLevel: 'silent',
    trustProxy: false,
    version: 'test',
    seedDemoData: false,
    ...overrides,
  };
}

/** Log lines the app wrote, parsed, so tests can check what was logged and with which transaction id. */
export class LogCapture {
  readonly lines: Record<string, unknown>[] = [];
  readonly logger = pino(
    { level: 'debug' },
    new Writable({
      write: (chunk: Buffer, _enc, done) => {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line.trim()) this.lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  logs: LogCapture;
  close(): Promise<void>;
}

export async function createTestApp(
  db: TestDb,
  opts: { config?: Partial<Config>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const logs = new LogCapture();
  const config = testConfig(opts.config);
  const app = await buildApp(config, {
    db: db.handle,
    clock: clock.fn,
    logger: logs.logger,
    brandCacheTtlMs: 0,
    ...opts.deps,
  });
  await app.ready();
  return {
    app,
    config,
    clock,
    logs,
    close: async () => {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export const HOSTS = {
  playmax: 'playmax.localhost',
  clickcoins: 'clickcoins.localhost',
  unknown: 'nobody.localhost',
} as const;

/** POST JSON to a host. */
export function postJson(
  app: FastifyInstance,
  host: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const opts: InjectOptions = {
    method: 'POST',
    url,
    headers: { host, 'content-type': 'application/json', ...headers },
    payload: body === undefined ? '' : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  };
  return app.inject(opts);
}

export interface GqlResult {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  headers: Record<string, unknown>;
}

export async function gql(
  app: FastifyInstance,
  host: string,
  query: string,
  opts: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GqlResult> {
  const res = await postJson(
    app,
    host,
    '/membergraphapi/',
    { query, variables: opts.variables },
    { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  );
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function login(
  app: FastifyInstance,
  host: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await postJson(app, host, '/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login ${email} on ${host}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** What `useTestApp` gives a describe block: the app (as `createTestApp`) and the database under it. */
export interface TestEnv<Login extends string> extends TestApp {
  db: TestDb;
  /** The fixtures' ids; empty when the block asked for no fixtures. */
  ids: FixtureIds;
  /** A session token per name of `logins`, signed in on playmax with the fixtures' password. */
  tokens: Record<Login, string>;
}

export interface TestEnvOptions<Login extends string> {
  /** Load `fixtures.ts` (default true). Off for tests that seed the demo data instead. */
  fixtures?: boolean;
  /** Runs after the fixtures and before the app is built: extra rows the block needs. */
  prepare?: (db: TestDb, ids: FixtureIds) => Promise<void>;
  /** The config and dependency overrides of `createTestApp`, built once the database exists. */
  app?: (db: TestDb) => { config?: Partial<Config>; deps?: Partial<AppDeps> };
  /**
   * Where the test clock starts, before `logins` sign in. Member sessions end after 3 idle days
   * (ADR 0008), so a block that moves the clock far ahead must sign its members in there.
   */
  clockStart?: Date;
  /** name → e-mail of fixture members to sign in on playmax once the app is up. */
  logins?: Record<Login, string>;
}

/**
 * The preamble every database test repeated: registers a beforeAll that makes a fresh database of
 * `dialect`, loads the fixtures, runs `prepare`, builds the app and signs in `logins`, and an
 * afterAll that closes the app and drops the database. The returned object is filled in place by
 * the beforeAll, so read its fields inside hooks and tests, never at describe time.
 */
export function useTestApp<Login extends string = never>(
  dialect: Dialect,
  opts: TestEnvOptions<Login> = {},
): TestEnv<Login> {
  const env = { tokens: {} } as TestEnv<Login>;
  beforeAll(async () => {
    env.db = await createTestDb(dialect);
    env.ids = opts.fixtures === false ? ({} as FixtureIds) : await loadFixtures(env.db.handle.db);
    await opts.prepare?.(env.db, env.ids);
    Object.assign(env, await createTestApp(env.db, opts.app?.(env.db)));
    if (opts.clockStart) env.clock.now = new Date(opts.clockStart);
    for (const [name, email] of Object.entries<string>(opts.logins ?? {}))
      env.tokens[name as Login] = await login(env.app, HOSTS.playmax, email, PASSWORD);
  });
  afterAll(async () => {
    // Optional chaining: a beforeAll that failed half-way must not hide its error behind this one.
    await env.close?.();
    await env.db?.drop();
  });
  return env;
}

/** How many rows a table holds. PostgreSQL answers count(*) as a string, hence the Number(). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts every SQL statement the app runs, so tests can assert a request's query count: hand the
 * app `db.withPlugin(counter)` through `useTestApp`'s `app` option and read `count` around a call.
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count++;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}
