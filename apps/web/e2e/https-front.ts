/**
 * The deployment of docs/deploy.md, started for one journey (tests/https-front.spec.ts): Debian's
 * nginx with deploy/nginx.conf (the real file, only its __PLACEHOLDERS__ filled in) and a
 * self-signed certificate made by openssl, in front of TWO app instances that share one scratch
 * PostgreSQL database (made on TEST_DATABASE_URL's server, dropped at the end), one Redis, one
 * DATA_DIR and one JWT_SECRET, as docs/deploy.md asks of every instance.
 *
 * Ports: the instances on E2E_PORT + 5 and + 6, nginx's HTTPS on + 7 and its redirect on + 8
 * (3204–3207 by default), clear of the journeys' own servers (E2E_PORT + worker).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_BASE_PORT } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? null;
const OPENSSL = '/usr/bin/openssl';
const SITE_FILE = path.join(root, 'deploy/nginx.conf');
const PROXY_SNIPPET = path.join(root, 'deploy/member-area-proxy.conf');
/** What a placeholder of deploy/nginx.conf looks like. */
const PLACEHOLDER = /__[A-Z0-9_]+__/g;
/** Migrations and the demo seed of a fresh database take about 20 s on CI's busy two cores. */
const INSTANCE_START_MS = 150_000;

/**
 * Where the browser comes from: playwright.config.ts maps *.localhost to IPv6's loopback, so nginx
 * sees the member at ::1 while it reaches the instances from 127.0.0.1 (on one machine both would
 * otherwise be 127.0.0.1). The instances' `request.ip` then shows whether they read the member's
 * address from X-Forwarded-For (TRUST_PROXY=127.0.0.1) or took nginx's.
 */
export const FRONT_CLIENT_ADDRESS = '::1';

export const FRONT_PORTS = {
  instances: [E2E_BASE_PORT + 5, E2E_BASE_PORT + 6],
  https: E2E_BASE_PORT + 7,
  http: E2E_BASE_PORT + 8,
} as const;

/** Why this machine cannot run the front (null when it can): nginx, openssl and PostgreSQL are needed. */
export function frontUnavailable(env = process.env): string | null {
  if (!NGINX) return 'no nginx (apt-get install nginx)';
  if (!fs.existsSync(OPENSSL)) return 'no openssl (apt-get install openssl)';
  if (!env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (the two instances share PostgreSQL)';
  return null;
}

/** deploy/nginx.conf with each placeholder replaced; any placeholder left or unused is an error. */
export function renderSite(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const rendered = template.replace(PLACEHOLDER, (name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for ${name}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`deploy/nginx.conf no longer has ${unused.join(', ')}`);
  return rendered;
}

/** The main nginx.conf of the test (Debian's own is /etc/nginx/nginx.conf): everything under `dir`. */
function mainConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(dir, 'temp', kind)};`,
  );
  return [
    // As root nginx's workers would run as nobody, who cannot read this 0700 folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    ...temp,
    `  include ${path.join(dir, 'member-area.conf')};`,
    '}',
    '',
  ].join('\n');
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

async function query<Row extends object>(url: string, statement: string, params: unknown[] = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function waitFor(what: string, ready: () => Promise<boolean>, ms: number, alive: () => boolean) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${what} stopped before it was ready`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} not ready after ${ms / 1000} s`);
}

const healthy = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

const listening = (port: number) => () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => (clearTimeout(kill), resolve()));
    child.kill('SIGTERM');
  });
}

export interface Front {
  /** `https://{host}:{port}{path}` through nginx. */
  url(host: string, path?: string): string;
  /** The instance (`127.0.0.1:port`) that answered each request so far, from nginx's access log. */
  upstreams(): string[];
  /** The instances' addresses, in the upstream's order. */
  instances: readonly string[];
  /** The addresses the instances stored with the member's sessions (as they read request.ip). */
  sessionAddresses(email: string): Promise<(string | null)[]>;
  /** What the redis of the instances is, or null when the machine has none (then each throttles alone). */
  redisUrl: string | null;
  stop(): Promise<void>;
}

/** Starts the database, the two instances and nginx; `stop()` undoes all of it. */
export async function startFront(): Promise<Front> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-area-front-'));
  const children: ChildProcess[] = [];
  const dbName = `front_${FRONT_PORTS.https}_${crypto.randomBytes(4).toString('hex')}`;
  let dbCreated = false;
  const stop = async () => {
    for (const child of children.reverse()) await stopped(child);
    if (dbCreated)
      await query(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) =>
        console.error(`[front] could not drop ${dbName}: ${error}`),
      );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await query(adminUrl, `CREATE DATABASE ${dbName}`);
    dbCreated = true;
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${dbName}`;
    const redisCandidate = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
    const redisUrl = (await redisReachable(redisCandidate)) ? redisCandidate : null;

    // What every instance shares (docs/deploy.md): database, Redis, secret, data and the build.
    const dataDir = path.join(dir, 'data');
    const webDist = path.join(dir, 'web-dist');
    fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'dev',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl ?? '',
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      CONSOLE_DIST_DIR: path.join(root, 'apps/console/dist'),
      MEDIA_DIR: process.env.MEDIA_DIR || path.join(root, 'node_modules/.cache/member-area/media'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: `https://{host}:${FRONT_PORTS.https}`,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it done.
    for (const port of FRONT_PORTS.instances) {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...shared, PORT: String(port) },
      });
      children.push(child);
      const from = Date.now();
      await waitFor(`instance on ${port}`, healthy(port), INSTANCE_START_MS, () => child.exitCode === null);
      console.log(`[front] instance on ${port} ready in ${((Date.now() - from) / 1000).toFixed(1)} s`);
    }

    const { cert, key } = selfSignedCertificate(dir);
    const instances = FRONT_PORTS.instances.map((port) => `127.0.0.1:${port}`);
    const site = renderSite(fs.readFileSync(SITE_FILE, 'utf8'), {
      __HTTPS_PORT__: String(FRONT_PORTS.https),
      __HTTP_PORT__: String(FRONT_PORTS.http),
      __BRAND_HOSTS__: 'localhost *.localhost',
      __CONSOLE_HOSTS__: 'admin.localhost',
      __TLS_CERT__: cert,
      __TLS_KEY__: key,
      __INSTANCE_1__: instances[0]!,
      __INSTANCE_2__: instances[1]!,
      __LOG_DIR__: dir,
    });
    fs.writeFileSync(path.join(dir, 'member-area.conf'), site);
    fs.mkdirSync(path.join(dir, 'snippets'));
    fs.copyFileSync(PROXY_SNIPPET, path.join(dir, 'snippets/member-area-proxy.conf'));
    fs.mkdirSync(path.join(dir, 'temp'));
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, mainConfig(dir));
    const nginxArgs = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
    execFileSync(NGINX!, [...nginxArgs, '-t', '-q'], { stdio: 'pipe' });
    const nginx = spawn(NGINX!, nginxArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(nginx);
    await waitFor('nginx', listening(FRONT_PORTS.https), 10_000, () => nginx.exitCode === null);

    const accessLog = path.join(dir, 'member-area.access.log');
    return {
      url: (host, p = '/') => `https://${host}:${FRONT_PORTS.https}${p}`,
      upstreams: () =>
        fs
          .readFileSync(accessLog, 'utf8')
          .split('\n')
          .flatMap((line) => /upstream=(\S+)/.exec(line)?.[1]?.split(', ') ?? []),
      instances,
      sessionAddresses: async (email) =>
        (
          await query<{ ip: string | null }>(
            databaseUrl.toString(),
            'SELECT s.ip FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.email = $1',
            [email],
          )
        ).map((row) => row.ip),
      redisUrl,
      stop,
    };
  } catch (error) {
    const log = path.join(dir, 'error.log');
    if (fs.existsSync(log)) console.error(`[front] nginx's error log:\n${fs.readFileSync(log, 'utf8')}`);
    await stop();
    throw error;
  }
}
