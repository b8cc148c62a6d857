import { describe, expect, it } from 'vitest';
import { HOME_DOCUMENT } from '../bench/web-documents';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { DIALECTS, HOSTS, gql, useTestApp } from './harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

/** The rows home asks for on their own, beside the slots they come from (with their full lists). */
const ROWS_AND_SLOTS = `query { content {
  homeRows { rows { id slug mediaType } entries(first: 12) { slotId media { id mediaType } } }
  slotsWithTags(tags: ["home"]) { id slug mediaType items(first: 12) { id } }
  mediaTypes { type }
} }`;

describe.each(DIALECTS)("home's curated rows on %s", (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 300 });
    },
    logins: { paid: 'paid@playmax.test' },
  });

  const run = async (host: string, token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(t.app, host, query, { token, variables });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as Data;
  };

  it("come with home's one request: the brand's 'home' slots in display order, each with its first titles in order", async () => {
    const home = (await run(HOSTS.playmax, t.tokens.paid, HOME_DOCUMENT, { first: 20 })).content.homeRows;
    const rows: Data[] = home.rows;
    const { slotsWithTags: slots, mediaTypes } = (await run(HOSTS.playmax, t.tokens.paid, ROWS_AND_SLOTS))
      .content as { slotsWithTags: Data[]; mediaTypes: Data[] };
    const offered = new Set(mediaTypes.map((m) => m.type));
    // Every 'home' slot of a type the brand offers is a row, in the slots' display order.
    expect(rows.map((r) => r.slug)).toEqual(slots.filter((s) => offered.has(s.mediaType)).map((s) => s.slug));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const slot = slots.find((s) => s.id === row.id)!;
      const titles = home.entries.filter((e: Data) => e.slotId === row.id).map((e: Data) => e.media.id);
      expect(titles.length, row.slug).toBeGreaterThan(0);
      expect(titles.length, row.slug).toBeLessThanOrEqual(12);
      expect(titles, row.slug).toEqual(slot.items.map((i: Data) => i.id).slice(0, titles.length));
    }
    // Row after row: a row's titles are not interleaved with another's.
    const order = home.entries.map((e: Data) => e.slotId);
    expect(order).toEqual(rows.flatMap((r) => order.filter((id: string) => id === r.id)));
  });

  it("leave out rows of media types the brand does not offer, and hold only titles of the row's type", async () => {
    const { homeRows, slotsWithTags } = (await run(HOSTS.playmax, t.tokens.paid, ROWS_AND_SLOTS)).content;
    // The test brands offer films, music and ebooks; the catalogue's 'home' slots span more types.
    expect(new Set((slotsWithTags as Data[]).map((s) => s.mediaType))).toContain('audiobook');
    const types = new Set((homeRows.rows as Data[]).map((r) => r.mediaType));
    expect([...types].sort()).toEqual(['ebook', 'movie', 'music']);
    const typeOf = new Map((homeRows.rows as Data[]).map((r) => [r.id, r.mediaType]));
    for (const entry of homeRows.entries as Data[])
      expect(entry.media.mediaType).toBe(typeOf.get(entry.slotId));
  });
});
