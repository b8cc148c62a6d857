// Starts serve-demo.mjs on a free port of the bench's range with a temporary DATA_DIR, waits for it,
// and signs a demo persona in.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { root } from '../web-build.mjs';

/** The browser benches' ports (BENCH_PORT to pin one). */
const PORT_RANGE = [3300, 3320];
const READY_TIMEOUT_MS = 180_000;
export const DEMO_PASSWORD = 'demo-pass-2026';

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${PORT_RANGE.join('-')}`);
}

/** The running server: `origin` (http://playmax.localhost:PORT), `port`, `stop()`. */
export async function startDemoServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-web-'));
  const env = { ...process.env, APP_ENV: 'dev', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/serve-demo.mjs')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the demo server did not start')), READY_TIMEOUT_MS);
      child.once('exit', (code) => reject(new Error(`the demo server exited (${code})`)));
      child.stdout.on('data', (chunk) => {
        if (String(chunk).includes('ready http')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, origin: `http://playmax.localhost:${port}`, stop };
}

/**
 * Signs `email` in on PlayMax and answers the session cookie (`name=value`). Node does not resolve
 * *.localhost, so requests go to 127.0.0.1 with the brand's Host header.
 */
export async function signIn(port, email) {
  const response = await request(port, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const cookies = response.headers['set-cookie'] ?? [];
  const session = cookies.map((c) => c.split(';')[0]).find((c) => !c.startsWith('known'));
  if (!session) throw new Error(`sign-in of ${email} set no cookie: ${cookies.join(' | ')}`);
  return session;
}

/** One request to the demo server as playmax.localhost, body read in full (as bytes, undecoded). */
export function request(port, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: { host: `playmax.localhost:${port}`, ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}
