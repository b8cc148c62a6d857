/**
 * A tiny HTTP client for a spawned server: JSON and form posts over keep-alive sockets bound to a
 * chosen loopback address (Linux routes all of 127/8), so load spreads over many client addresses
 * and the per-address rate limit sees many clients, as production would.
 */
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agents = new Map<string, http.Agent>();

function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** Closes every kept socket (after a SIGKILL the old ones are dead). */
export function dropSockets(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** The i-th client address: 127.0.1.1, 127.0.1.2, … (wrapping after 250). */
export function clientAddress(i: number): string {
  return `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
}

export function request(
  port: number,
  o: {
    method?: string;
    path: string;
    host: string;
    from: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: o.method ?? 'GET',
        path: o.path,
        agent: agentFor(o.from),
        headers: {
          host: o.host,
          ...(o.body !== undefined ? { 'content-length': String(Buffer.byteLength(o.body)) } : {}),
          ...o.headers,
        },
        timeout: o.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (o.body !== undefined) req.write(o.body);
    req.end();
  });
}

export interface GqlAnswer {
  status: number;
  data?: Record<string, unknown>;
  errors?: unknown[];
}

export async function gqlAt(
  port: number,
  host: string,
  from: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlAnswer> {
  const res = await request(port, {
    method: 'POST',
    path: '/membergraphapi/',
    host,
    from,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = JSON.parse(res.body) as { data?: Record<string, unknown>; errors?: unknown[] };
  return { status: res.status, ...json };
}

export async function loginAt(port: number, host: string, from: string, email: string, password: string) {
  const res = await request(port, {
    method: 'POST',
    path: '/api/auth/login',
    host,
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { token: string }).token;
}
