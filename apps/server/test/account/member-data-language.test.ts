import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

/** Kana or kanji: a text written in Japanese. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

// The whole demo seed (catalogue, marketplace, giveaways, personas) takes about a minute on
// PostgreSQL on a shared machine: more than the default hook time-out.
vi.setConfig({ hookTimeout: 180_000 });

/**
 * What the demo data shows a member who reads ja-jp: every text of the seed they can see comes from
 * data_translations, as the marketplace's and the faq's do, never the stored English.
 */
describe.each(DIALECTS)('seeded member data in the member language on %s', (dialect) => {
  let dataDir: string;
  const t = useTestApp(dialect, {
    fixtures: false,
    // The seed's dates are relative to the real clock (giveaways open this month): read them then.
    clockStart: new Date(),
    prepare: async (db) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-data-lang-'));
      await seedDemoData(db.handle.db, { dataDir });
      await db.handle.db.updateTable('members').set({ lang: 'ja-jp' }).execute();
    },
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const ask = async (host: string, email: string, query: string) => {
    const token = await login(t.app, host, email, DEMO_PASSWORD);
    const res = await gql(t.app, host, query, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as Data;
  };

  it("names and pictures paid@'s order lines as the marketplace shows those products, in Japanese", async () => {
    const data = await ask(
      HOSTS.playmax,
      'paid@playmax.test',
      '{ ecommerce { getMemberOrders { products { id name image } } } }',
    );
    const lines = (data.ecommerce.getMemberOrders as Data[]).flatMap((o) => o.products as Data[]);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const shop = await ask(
        HOSTS.playmax,
        'paid@playmax.test',
        `{ ecommerce { product(id: "${line.id}") { name images { url } } } }`,
      );
      const product = shop.ecommerce.product as Data | null;
      // The welcome gift is not on sale (product answers null): its name is still translated.
      if (product) expect(line).toEqual({ id: line.id, name: product.name, image: product.images[0].url });
      expect(line.name).toMatch(JAPANESE);
      expect(line.image).toMatch(/^\/shop-art\/products\//);
    }
  });

  it("describes paid@'s plan charges and invoices by the plan's Japanese name", async () => {
    const data = await ask(
      HOSTS.playmax,
      'paid@playmax.test',
      '{ member { info { transactions { kind description } invoices { description } } } }',
    );
    const { transactions, invoices } = data.member.info as { transactions: Data[]; invoices: Data[] };
    expect(transactions.length).toBeGreaterThan(0);
    for (const tx of transactions) expect(tx.description).toBe('Premium 月額');
    for (const invoice of invoices) expect(invoice.description).toBe('Premium 月額');
  });

  it('shows every seeded wallet line in Japanese', async () => {
    const members = [
      [HOSTS.playmax, 'paid@playmax.test'],
      [HOSTS.playmax, 'champion@playmax.test'],
      [HOSTS.playmax, 'winner@playmax.test'],
      [HOSTS.clickcoins, 'member@clickcoins.test'],
    ] as const;
    for (const [host, email] of members) {
      const data = await ask(
        host,
        email,
        '{ member { info { wallet { activity { items { description } } } } } }',
      );
      const lines = (data.member.info.wallet.activity.items as Data[]).map((i) => i.description as string);
      expect(lines.length, email).toBeGreaterThan(0);
      for (const line of lines) expect(line, email).toMatch(JAPANESE);
    }
  });

  it('names every VPN city in Japanese', async () => {
    const data = await ask(
      'vpn.localhost',
      'member@vpn.test',
      '{ member { info { vpn { servers { id city } } } } }',
    );
    const servers = data.member.info.vpn.servers as Data[];
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server.city, server.id).toMatch(JAPANESE);
    expect(servers.find((s) => s.id === 'jp-tyo-1')?.city).toBe('東京');
  });

  it("shows clickcoins' giveaways, their prizes and the member's entries in Japanese", async () => {
    const data = await ask(
      HOSTS.clickcoins,
      'member@clickcoins.test',
      `{ sweep { listByBrand(brandId: "clickcoins") { id name product_name description prizeDescription } }
         member { info { sweeps { sweepId name } giveawaysEntered { sweepId name } } } }`,
    );
    const sweeps = data.sweep.listByBrand as Data[];
    expect(sweeps.length).toBeGreaterThan(0);
    for (const sweep of sweeps)
      for (const field of ['name', 'product_name', 'description', 'prizeDescription'])
        expect(sweep[field], `${sweep.id} ${field}`).toMatch(JAPANESE);
    expect(sweeps.find((s) => s.id === '2001')?.name).toBe('コインの金庫');
    const info = data.member.info as { sweeps: Data[]; giveawaysEntered: Data[] };
    for (const entry of [...info.sweeps, ...info.giveawaysEntered])
      expect(entry.name, entry.sweepId).toMatch(JAPANESE);
  });

  it("summarises the demo album Café Nocturne in Japanese, keeping its title and artist's name", async () => {
    const data = await ask(
      HOSTS.playmax,
      'paid@playmax.test',
      '{ content { media(mediaType: "music", id: 3) { title description } } }',
    );
    const album = data.content.media as Data;
    expect(album.title).toBe('Café Nocturne');
    expect(album.description).toMatch(JAPANESE);
    expect(album.description).toContain('Café Nocturne');
  });
});
