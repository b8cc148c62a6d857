import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HOSTS, useTestApp } from './harness';

/** A hashed asset of 8 kB of script, with the .br and .gz siblings the web build writes. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');

function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div><!-- ${'padding '.repeat(200)}--></body></html>`,
  );
  const asset = path.join(dir, 'assets', 'app-1a2b3c.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  return dir;
}

describe('compressed answers (issue 16: transfer)', () => {
  const t = useTestApp('sqlite', { app: () => ({ config: { webDistDir: webBuild() } }) });
  const get = (url: string, encoding?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: HOSTS.playmax, ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra },
    });

  it('serves a hashed asset as its pre-compressed brotli or gzip file, still cached for a year', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page shell for a client that accepts it', async () => {
    const shell = await get('/login', 'br', { accept: 'text/html' });
    expect(shell.statusCode, shell.body).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses API answers over 1 kB, and leaves smaller ones as they are', async () => {
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/membergraphapi/',
        headers: { host: HOSTS.playmax, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        payload: JSON.stringify({ query }),
      });
    const small = await post('{ __typename }');
    expect(small.headers['content-encoding']).toBeUndefined();
    const boot = await get('/api/boot', 'gzip');
    expect(boot.body.length).toBeLessThan(1024);
    expect(boot.headers['content-encoding']).toBeUndefined();
    const types = await post('{ __schema { types { name description } } }');
    expect(types.headers['content-encoding']).toBe('gzip');
    expect(
      JSON.parse(zlib.gunzipSync(types.rawPayload).toString()).data.__schema.types.length,
    ).toBeGreaterThan(10);
  });
});
