import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE, TRANSACTION_ID_HEADER, type BootState } from '@member-area/domain';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, createTestApp, createTestDb, gql, login, useTestApp } from './harness';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Member area</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

function bootStateOf(html: string): BootState {
  const m = /<script id="boot-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no boot state');
  return JSON.parse(m[1]) as BootState;
}

describe.each(DIALECTS)('HTML, boot state and static files on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      // A brand name that tries to break out of the JSON script element.
      await db.handle.db
        .updateTable('brands')
        .set({ name: 'Play</script><b>Max\u2028&' })
        .where('id', '=', 'clickcoins')
        .execute();
      // Browse rows, for the hero preload.
      await seedCatalogue(db.handle.db, { titles: 200 });
    },
  });

  beforeAll(async () => {
    const dist = t.config.webDistDir;
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    // As the web build writes it (apps/web/vite-plugins/route-preloads.ts).
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        shell: ['/assets/ShellLayout-a.js', '/assets/dialog-b.js'],
        shellStyles: ['/assets/ShellLayout-a.css'],
        routes: [
          { pattern: '', files: ['/assets/HomeRoute-c.js'], styles: ['/assets/HomeRoute-c.css'] },
          { pattern: 'login', files: ['/assets/LoginRoute-d.js', '/assets/dialog-b.js'], styles: [] },
          {
            pattern: 'search',
            files: ['/assets/SearchRoute-e.js', '"><script>alert(1)</script>'],
            styles: ['/assets/x.css"><script>alert(1)</script>'],
          },
        ],
        texts: {
          'en-us': ['/assets/texts-en-us-f.js'],
          'fr-ca': ['/assets/texts-fr-ca-g.js', '/assets/texts-fr-ca-first-screen-h.js'],
        },
      }),
    );
  });

  const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host, accept: 'text/html,application/xhtml+xml', ...headers },
    });

  it("serves the app with the default title, favicons, the brand's colours and its boot state", async () => {
    const res = await page(HOSTS.playmax, '/movie/12?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<title>Not Found</title>');
    expect(res.body).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png">');
    expect(res.body).toContain('<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16.png">');
    expect(res.body).toContain('<style>:root{--accent:#A78BFA;--accent-exact:#7C3AED}</style>');
    expect(res.body).toContain('<meta name="theme-color" content="#7C3AED">');
    expect(res.body).not.toContain('<!--app-head-->');
    const state = bootStateOf(res.body);
    expect(state).toMatchObject({ env: 'dev', country: 'US', viewer: null, error: null });
    expect(state.brand).toMatchObject({
      id: 'playmax',
      name: 'PlayMax',
      tags: ['ecommerce:enabled', 'sweeps_for_all'],
    });
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
  });

  it('escapes the boot state so brand data cannot end the script element', async () => {
    const res = await page(HOSTS.clickcoins, '/login');
    expect(res.body).not.toContain('</script><b>');
    expect(res.body).not.toContain('\u2028');
    expect(bootStateOf(res.body).brand?.name).toBe('Play</script><b>Max\u2028&');
  });

  it('puts the signed-in member in the boot state from the cookie, and clears a dead cookie', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const res = await page(HOSTS.playmax, '/', { cookie: `${TOKEN_COOKIE}=${token}` });
    expect(bootStateOf(res.body).viewer).toMatchObject({
      email: 'fr@playmax.test',
      name: 'fr',
      lang: 'fr-ca',
      tags: [],
    });
    expect(res.cookies.find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();

    const dead = await page(HOSTS.playmax, '/login', { cookie: `${TOKEN_COOKIE}=not-a-token` });
    expect(bootStateOf(dead.body).viewer).toBeNull();
    expect(dead.cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBe('');
  });

  it('sends a signed-out visit to a member screen to sign-in before any script, with where it was', async () => {
    const home = await page(HOSTS.playmax, '/');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/login');
    expect(home.headers['cache-control']).toBe('no-store');
    expect(home.body).not.toContain('<script');

    const deep = await page(HOSTS.playmax, '/browse/movie/id/12/a-title?from=row&x=1');
    expect(deep.statusCode).toBe(302);
    const login = new URL(String(deep.headers.location), 'http://playmax.localhost');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('from')).toBe('/browse/movie/id/12/a-title?from=row&x=1');

    // HEAD is answered like GET, and a dead cookie is still cleared on the way.
    const dead = await t.app.inject({
      method: 'HEAD',
      url: '/account/billing',
      headers: { host: HOSTS.playmax, accept: 'text/html', cookie: `${TOKEN_COOKIE}=not-a-token` },
    });
    expect(dead.statusCode).toBe(302);
    expect(dead.headers.location).toBe('/login?from=%2Faccount%2Fbilling');
    expect(dead.cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBe('');
  });

  it('serves the page to a member on a member screen, and to anyone on sign-in, public and unknown paths', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const member = await page(HOSTS.playmax, '/', { cookie: `${TOKEN_COOKIE}=${token}` });
    expect(member.statusCode).toBe(200);
    expect(bootStateOf(member.body).viewer).toMatchObject({ email: 'fr@playmax.test' });

    // SPEC.md 2: any path no route matches shows the not-found screen, signed in or not.
    for (const url of [
      '/login',
      '/login?from=%2Faccount',
      '/forgot-password',
      '/draws',
      '/draws/1',
      '/nope',
    ]) {
      const res = await page(HOSTS.playmax, url);
      expect(res.statusCode, url).toBe(200);
      expect(bootStateOf(res.body).viewer, url).toBeNull();
    }

    // An unknown host has no sign-in: its page shows /nobrand.
    const nobrand = await page(HOSTS.unknown, '/account');
    expect(nobrand.statusCode).toBe(200);
    expect(bootStateOf(nobrand.body).brand).toBeNull();
  });

  it("preloads the browse overview's hero cover, the one the app shows first, and nothing elsewhere", async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
    for (const mediaType of ['movie', 'music']) {
      const overview = await gql(
        t.app,
        HOSTS.playmax,
        `query($t: String!) { content { slots(mediaType: $t) { items(first: 20) { thumbnail { url } } } } }`,
        { token, variables: { t: mediaType } },
      );
      const slots = (overview.body.data?.content as { slots: { items: { thumbnail: { url: string } }[] }[] })
        .slots;
      // BrowseOverview.tsx: the hero is the first item of the first row that has items.
      const hero = slots.find((slot) => slot.items.length > 0)?.items[0]?.thumbnail.url;
      expect(hero, mediaType).toMatch(new RegExp(`^/covers/${mediaType}/\\d+\\.webp\\?v=`));
      const res = await page(HOSTS.playmax, `/browse/${mediaType}`, { cookie: `${TOKEN_COOKIE}=${token}` });
      expect(preloads(res.body), mediaType).toEqual([hero]);
    }
    const home = await page(HOSTS.playmax, '/', { cookie: `${TOKEN_COOKIE}=${token}` });
    expect(preloads(home.body)).toEqual([]);
    // Signed out, the first screen's largest image is the brand's logo (sign-in).
    const logo = bootStateOf((await page(HOSTS.playmax, '/login')).body).brand?.logoUrl;
    expect(logo).toBeTruthy();
    expect(preloads((await page(HOSTS.playmax, '/login')).body)).toEqual([logo]);
    const unknownType = await page(HOSTS.playmax, '/browse/nothing', { cookie: `${TOKEN_COOKIE}=${token}` });
    expect(preloads(unknownType.body)).toEqual([]);
  });

  it("names the route's chunks as modulepreloads after the build's own: the shell's and the member's texts for a member, then the screen's", async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const modulePreloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const stylePreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const member = { cookie: `${TOKEN_COOKIE}=${token}` };
    const frenchTexts = ['/assets/texts-fr-ca-g.js', '/assets/texts-fr-ca-first-screen-h.js'];
    const home = await page(HOSTS.playmax, '/', member);
    expect(bootStateOf(home.body).viewer?.lang).toBe('fr-ca');
    expect(modulePreloads(home.body)).toEqual([
      '/assets/ShellLayout-a.js',
      '/assets/dialog-b.js',
      ...frenchTexts,
      '/assets/HomeRoute-c.js',
    ]);
    expect(stylePreloads(home.body)).toEqual(['/assets/ShellLayout-a.css', '/assets/HomeRoute-c.css']);
    expect(home.body.indexOf('modulepreload')).toBeGreaterThan(home.body.indexOf('boot-state'));
    // A member screen the table does not list: the shell's chunks only.
    expect(modulePreloads((await page(HOSTS.playmax, '/giveaways', member)).body)).toEqual([
      '/assets/ShellLayout-a.js',
      '/assets/dialog-b.js',
      ...frenchTexts,
    ]);
    // Only what is a built chunk's or stylesheet's address reaches the page.
    const search = (await page(HOSTS.playmax, '/search', member)).body;
    expect(modulePreloads(search)).toEqual([
      '/assets/ShellLayout-a.js',
      '/assets/dialog-b.js',
      ...frenchTexts,
      '/assets/SearchRoute-e.js',
    ]);
    expect(stylePreloads(search)).toEqual(['/assets/ShellLayout-a.css']);
    expect(search).not.toContain('alert(1)');
    // An English member: the English member texts.
    const english = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    expect(
      modulePreloads(
        (await page(HOSTS.playmax, '/giveaways', { cookie: `${TOKEN_COOKIE}=${english}` })).body,
      ),
    ).toContain('/assets/texts-en-us-f.js');
    // Signed out, sign-in is not in the shell: its own chunks only, each once.
    expect(modulePreloads((await page(HOSTS.playmax, '/login')).body)).toEqual([
      '/assets/LoginRoute-d.js',
      '/assets/dialog-b.js',
    ]);
    expect(modulePreloads((await page(HOSTS.unknown, '/login')).body)).toEqual([]);
  });

  it('takes the country from CF-IPCountry, X-Country outside prod, else the member, else the brand', async () => {
    const boot = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOSTS.playmax, ...headers } })
      ).json<BootState>().country;
    expect(await boot({})).toBe('US');
    expect(await boot({ 'cf-ipcountry': 'de' })).toBe('DE');
    expect(await boot({ 'x-country': 'NL' })).toBe('NL');
    expect(await boot({ 'cf-ipcountry': 'FR', 'x-country': 'NL' })).toBe('FR');
    expect(await boot({ 'cf-ipcountry': 'XX' })).toBe('US');
    const token = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    expect(await boot({ authorization: `Bearer ${token}` })).toBe('GB');
  });

  it('unknown host gets brand null in the page and /api/boot, and 421 on the API', async () => {
    const html = await page(HOSTS.unknown, '/');
    expect(html.statusCode).toBe(200);
    expect(bootStateOf(html.body).brand).toBeNull();
    const boot = await t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOSTS.unknown } });
    expect(boot.json<BootState>().brand).toBeNull();
    for (const url of ['/api/auth/login', '/membergraphapi/', '/api/event']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: HOSTS.unknown, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(421);
      expect(res.json()).toMatchObject({ errorCode: 'brand_not_found' });
    }
  });

  it('echoes a valid x-transaction-id and replaces a malformed one', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [TRANSACTION_ID_HEADER]: 'abc.DEF-123_x' },
    });
    expect(ok.headers[TRANSACTION_ID_HEADER]).toBe('abc.DEF-123_x');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [TRANSACTION_ID_HEADER]: 'bad id <script>' },
    });
    expect(bad.headers[TRANSACTION_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [TRANSACTION_ID_HEADER]: 'a'.repeat(65) },
    });
    expect(long.headers[TRANSACTION_ID_HEADER]).not.toBe('a'.repeat(65));
  });

  it('serves built assets with a long cache and answers JSON 404 for API paths and missing assets', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { host: HOSTS.playmax },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('max-age=31536000');
    expect(js.headers['cache-control']).toContain('immutable');
    const missing = await page(HOSTS.playmax, '/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    const api = await page(HOSTS.playmax, '/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorCode: 'not_found' });
  });

  it("serves the host brand's favicon, else the default icon", async () => {
    const dir = path.join(t.config.dataDir, 'brand-assets', 'playmax');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'icon-32.png'), 'brand-icon-32');
    const brand = await t.app.inject({
      method: 'GET',
      url: '/favicon-32.png',
      headers: { host: HOSTS.playmax },
    });
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['content-type']).toBe('image/png');
    expect(brand.body).toBe('brand-icon-32');
    const fallback = await t.app.inject({
      method: 'GET',
      url: '/favicon-16.png',
      headers: { host: HOSTS.playmax },
    });
    const defaultExists = fs.existsSync(path.resolve(__dirname, '../assets/default-icon-16.png'));
    expect(fallback.statusCode).toBe(defaultExists ? 200 : 404);
    const logo = await t.app.inject({
      method: 'GET',
      url: '/brand-assets/playmax/icon-32.png',
      headers: { host: HOSTS.playmax },
    });
    expect(logo.body).toBe('brand-icon-32');
  });
});

describe('HTML before the web app is built', () => {
  it('answers 503 with how to build it', async () => {
    const db = await createTestDb('sqlite');
    const t = await createTestApp(db);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: HOSTS.playmax, accept: 'text/html' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
