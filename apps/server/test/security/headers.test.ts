import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadPersistedDocuments } from '../../src/graphql/persisted-documents';
import { PERMISSIONS_POLICY } from '../../src/http/security-headers';
import { DIALECTS, HOSTS, useTestApp } from '../harness';

/** A web build with a shell and one content-hashed asset, as `npm run build` leaves it. */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  return dir;
}

function directives(csp: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(csp).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

type Kind = 'html' | 'api' | 'graphql' | 'asset';

const VIEWER_ID = [...loadPersistedDocuments()].find(([, text]) => /(^| )query Viewer \{/.test(text))?.[0];

function expectHardened(res: LightMyRequestResponse, isProd: boolean): void {
  const csp = directives(res.headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  // Only the member area itself, and the operator console's live preview (docs/console.md).
  expect(csp.get('frame-ancestors')).toEqual([
    "'self'",
    isProd ? 'https://admin.localhost' : 'http://admin.localhost:*',
  ]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(res.headers['permissions-policy']).toContain('camera=()');
  if (isProd) expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  else expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  for (const isProd of [false, true]) {
    describe(isProd ? 'in prod' : 'outside prod', () => {
      const t = useTestApp(dialect, {
        app: () => ({
          config: { webDistDir: webBuild(), ...(isProd ? { env: 'prod' as const, isProd: true } : {}) },
        }),
      });

      const send: Record<Kind, () => Promise<LightMyRequestResponse>> = {
        html: () =>
          t.app.inject({
            method: 'GET',
            url: '/login',
            headers: { host: HOSTS.playmax, accept: 'text/html' },
          }),
        api: () => t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOSTS.playmax } }),
        graphql: () =>
          t.app.inject({
            method: 'POST',
            url: '/membergraphapi/',
            headers: { host: HOSTS.playmax, 'content-type': 'application/json' },
            // Prod runs only the web's persisted operations (graphql/persisted-documents.ts).
            payload: JSON.stringify({ documentId: VIEWER_ID }),
          }),
        asset: () =>
          t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { host: HOSTS.playmax } }),
      };

      it.each<Kind>(['html', 'api', 'graphql', 'asset'])('hardens the %s answer', async (kind) => {
        const res = await send[kind]();
        expect(res.statusCode).toBe(200);
        expectHardened(res, isProd);
      });

      it('never lets the API or GraphQL be cached; hashed assets are cached for a year', async () => {
        expect((await send.api()).headers['cache-control']).toBe('no-store');
        expect((await send.graphql()).headers['cache-control']).toBe('no-store');
        // Refusals too: a 400 of the API carries a member's context like any other answer.
        const refused = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: HOSTS.playmax, 'content-type': 'application/json' },
          payload: '[]',
        });
        expect(refused.headers['cache-control']).toBe('no-store');
        const asset = await send.asset();
        expect(asset.headers['cache-control']).toContain('max-age=31536000');
        expect(asset.headers['cache-control']).toContain('immutable');
        expect(asset.headers['cache-control']).not.toContain('no-store');
      });

      it('serves a shell without inline scripts (every <script> is external or data)', async () => {
        const html = (await send.html()).body;
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(scripts.length).toBeGreaterThan(0);
        for (const [, attrs = '', body = ''] of scripts) {
          const isData = /type="application\/json"/.test(attrs);
          const isExternal = /\bsrc="/.test(attrs) && body.trim() === '';
          expect(isData || isExternal, `inline script: ${attrs}`).toBe(true);
        }
      });
    });
  }
});
