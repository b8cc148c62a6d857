import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../src/seed/brands';
import { writeArtIfMissing } from '../src/seed/images/assets';
import { upsertBrand, upsertBrandHosts } from '../src/seed/write';
import { DIALECTS, HOSTS, useTestApp } from './harness';

const DEMO_BRANDS = [
  { host: 'playmax.localhost', id: 'playmax', name: 'PlayMax', theme: '#7C3AED' },
  { host: 'clickcoins.localhost', id: 'clickcoins', name: 'ClickCoins', theme: '#F59E0B' },
  { host: 'clickplay.localhost', id: 'clickplay', name: 'ClickPlay', theme: '#DB2777' },
  { host: 'vpn.localhost', id: 'vpn', name: 'Harbor VPN', theme: '#0D9488' },
];
const WORKER_SOURCE = 'self.addEventListener("fetch", () => {});\n';

describe.each(DIALECTS)('installable app on %s', (dialect) => {
  const t = useTestApp(dialect, {
    fixtures: false,
    // The demo brands as the seed writes them, without its personas (password hashing is slow).
    prepare: async (db) => {
      for (const brand of BRANDS) {
        const urls = {
          logoUrl: `/brand-assets/${brand.id}/logo.svg`,
          iconUrl: `/brand-assets/${brand.id}/icon-32.png`,
        };
        await upsertBrand(db.handle.db, brand, urls, new Date());
        await upsertBrandHosts(db.handle.db, brand);
      }
    },
    app: () => {
      const webDistDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'ma-web-'));
      fs.writeFileSync(path.join(webDistDir, 'sw.js'), WORKER_SOURCE);
      fs.writeFileSync(
        path.join(webDistDir, 'index.html'),
        '<!doctype html><html><head><!--app-head--></head><body></body></html>',
      );
      return { config: { webDistDir } };
    },
  });

  beforeAll(async () => {
    for (const brand of BRANDS) {
      await writeArtIfMissing(path.join(t.config.dataDir, 'brand-assets', brand.id), {
        id: brand.id,
        label: brand.name,
        emblem: brand.art.emblem,
        palette: brand.art.palette,
        wordmark: brand.art.wordmark,
        accent: brand.accentColor,
      });
    }
  }, 60_000);

  it.each(DEMO_BRANDS)('$host gets the manifest of its own brand', async (brand) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: brand.host },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = res.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.name,
      theme_color: brand.theme,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // 192 and 512 (Chromium's bar for Install) and maskable ones, made from the brand's art.
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.purpose} ${i.sizes}`)).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
    for (const icon of icons) {
      const file = await t.app.inject({ method: 'GET', url: icon.src, headers: { host: brand.host } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers.vary).toBe('Host');
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it.each(DEMO_BRANDS)("$host's maskable icon fills its square with the brand colour", async (brand) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app-icons/maskable-512.png',
      headers: { host: brand.host },
    });
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    };
    // Full bleed: the corners a launcher may keep are the brand colour, never transparent.
    expect(pixel(0, 0).toUpperCase()).toBe(brand.theme);
    expect(pixel(511, 511).toUpperCase()).toBe(brand.theme);
    expect(info.channels === 3 || data[3] === 255).toBe(true);
    // The mark sits inside the safe circle (radius 40 %): the edge of the circle is still background.
    expect(pixel(256, 256 - 205).toUpperCase()).toBe(brand.theme);
    expect(pixel(256, 256).toUpperCase()).not.toBe(brand.theme);
  });

  it("the any-purpose icons are the brand's own art, scaled", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app-icons/any-512.png',
      headers: { host: HOSTS.playmax },
    });
    const served = await sharp(res.rawPayload).raw().toBuffer();
    const art = await sharp(path.join(t.config.dataDir, 'brand-assets', 'playmax', 'icon-512.png'))
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(served.equals(art)).toBe(true);
  });

  it('refuses icon names it does not make, and icons for an unknown host', async () => {
    for (const url of ['/app-icons/any-1024.png', '/app-icons/maskable-192.jpg', '/app-icons/..%2Fsecret']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
      expect(res.statusCode).toBe(404);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/app-icons/any-192.png',
      headers: { host: HOSTS.unknown },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an unknown host has no manifest, and its page links none', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: HOSTS.unknown },
    });
    expect(res.statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: HOSTS.unknown, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('rel="manifest"');
  });

  it("a brand's page links its manifest", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: HOSTS.playmax, accept: 'text/html' },
    });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('serves the service worker uncached, for the whole site, and lets the CSP run it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { host: HOSTS.playmax } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WORKER_SOURCE);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-security-policy']).toMatch(/worker-src 'self'/);
    // The manifest falls under default-src 'self' (no manifest-src of its own).
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/manifest-src/);
  });
});
