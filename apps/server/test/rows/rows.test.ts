/**
 * A brand's curated rows (issue 32 point 6): what a content editor does in RowCurationService shows
 * to that brand's members on their next request (content.slotsWithTags, content.slots, homeRows) and
 * never to another brand's; the seed's rebuild of the shared rows keeps it; refusals change nothing.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction';
import type { RowActor, RowCurationService } from '../../src/modules/rows/service';
import { rebuildSlots, seedCatalogue } from '../../src/seed/catalogue/write';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const EDITOR: RowActor = { staffId: null, staffEmail: null, ip: 'cli' };
const SLOTS = `query($type: String!) { content { slots(mediaType: $type) { id slug title tags items(first: 24) { id } } } }`;
const TAGGED = `query($tags: [String!]!) { content { slotsWithTags(tags: $tags) { slug items(first: 24) { id } } } }`;

describe.each(DIALECTS)('a brand curates its rows on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 400 });
    },
    logins: { paid: 'paid@playmax.test' },
  });
  let clickcoins = '';
  let rows: RowCurationService;
  beforeAll(async () => {
    clickcoins = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    rows = t.app.services.rows;
  });

  const run = async (
    host: string,
    token: string,
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const res = await gql(t.app, host, query, { token, variables, headers });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as Data;
  };
  const slotsOn = async (
    brand: 'playmax' | 'clickcoins',
    type = 'movie',
    headers: Record<string, string> = {},
  ) =>
    (await run(HOSTS[brand], brand === 'playmax' ? t.tokens.paid : clickcoins, SLOTS, { type }, headers))
      .content.slots as Data[];
  const itemIds = (slot: Data | undefined) =>
    (slot?.items as Data[] | undefined)?.map((i) => Number(i.id)) ?? [];
  /** A movie listed to every brand that is not yet in `slug`'s first titles. */
  const outsider = async (slug: string) => {
    const inRow = itemIds((await slotsOn('playmax')).find((s) => s.slug === slug));
    const row = await t.db.handle.db
      .selectFrom('media_items')
      .select('id')
      .where('media_type', '=', 'movie')
      .where('brand_id', 'is', null)
      .where('hidden_reason', 'is', null)
      .where('id', 'not in', inRow.length > 0 ? inRow : [0])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  it("pins a title first in a row on the brand's member reads (slots, slotsWithTags, home), and not on another brand", async () => {
    const id = await outsider('movie_popular');
    const pinned = await rows.pinTitle(EDITOR, 'playmax', 'movie_popular', id);
    expect(pinned).toMatchObject({ ok: true, row: { pins: [{ mediaId: id, listed: true }] } });

    const playmax = (await slotsOn('playmax')).find((s) => s.slug === 'movie_popular');
    expect(itemIds(playmax)[0]).toBe(id);
    expect(itemIds(playmax)).toHaveLength(24);
    const tagged = (await run(HOSTS.playmax, t.tokens.paid, TAGGED, { tags: ['home'] })).content
      .slotsWithTags as Data[];
    expect(itemIds(tagged.find((s) => s.slug === 'movie_popular'))[0]).toBe(id);
    const home = await run(
      HOSTS.playmax,
      t.tokens.paid,
      `{ content { homeRows { rows { id slug } entries(first: 12) { slotId media { id } } } } }`,
      {},
    );
    const homeRow = (home.content.homeRows.rows as Data[]).find((r) => r.slug === 'movie_popular')!;
    expect((home.content.homeRows.entries as Data[]).find((e) => e.slotId === homeRow.id)?.media.id).toBe(
      String(id),
    );

    expect(itemIds((await slotsOn('clickcoins')).find((s) => s.slug === 'movie_popular'))).not.toContain(id);

    // Pinned again at the front, a title of the row's own list is not shown twice.
    const second = itemIds(playmax)[1]!;
    await rows.pinTitle(EDITOR, 'playmax', 'movie_popular', second, 0);
    const after = itemIds((await slotsOn('playmax')).find((s) => s.slug === 'movie_popular'));
    expect(after.slice(0, 2)).toEqual([second, id]);
    expect(new Set(after).size).toBe(after.length);
    await rows.unpinTitle(EDITOR, 'playmax', 'movie_popular', second);
    expect(itemIds((await slotsOn('playmax')).find((s) => s.slug === 'movie_popular'))[0]).toBe(id);
  });

  it('orders and hides rows per brand; the preset free rows cannot be hidden (SPEC.md 3)', async () => {
    const before = (await slotsOn('playmax')).map((s) => s.slug);
    expect(before.length).toBeGreaterThan(3);
    const all = (await rows.rows('playmax', 'movie')).map((r) => r.slug);
    const reversed = [...all].reverse();
    const ordered = await rows.orderRows(EDITOR, 'playmax', 'movie', reversed);
    expect(ordered.ok && ordered.rows.map((r) => r.slug)).toEqual(reversed);
    expect((await slotsOn('playmax')).map((s) => s.slug)).toEqual([...before].reverse());
    expect((await slotsOn('clickcoins')).map((s) => s.slug)).toEqual(before);

    expect(await rows.setRowHidden(EDITOR, 'playmax', 'movie_new_releases', true)).toMatchObject({
      ok: true,
      row: { hidden: true },
    });
    expect((await slotsOn('playmax')).map((s) => s.slug)).not.toContain('movie_new_releases');
    expect((await slotsOn('clickcoins')).map((s) => s.slug)).toContain('movie_new_releases');

    expect(await rows.setRowHidden(EDITOR, 'playmax', 'movie_free', true)).toEqual({
      ok: false,
      errorCode: 'row_preset',
    });
    // Even a layout row written past the service does not hide a preset from members.
    await t.db.handle.db
      .insertInto('brand_slot_layout')
      .values({ brand_id: 'playmax', slot_slug: 'movie_free', position: null, hidden: 1 })
      .onConflict((oc) => oc.columns(['brand_id', 'slot_slug']).doUpdateSet({ hidden: 1 }))
      .execute();
    const free = (await slotsOn('playmax')).find((s) => s.slug === 'movie_free');
    expect(free?.id).toBe('193');

    await rows.setRowHidden(EDITOR, 'playmax', 'movie_new_releases', false);
    expect((await slotsOn('playmax')).map((s) => s.slug)).toContain('movie_new_releases');
    await rows.orderRows(EDITOR, 'playmax', 'movie', all);
    expect((await slotsOn('playmax')).map((s) => s.slug)).toEqual(before);
  });

  it("creates a brand's own row with its titles per language, tags and genre fill, shown only on that brand", async () => {
    const genre = (await rows.genres('movie', 'en-us'))[0]!;
    const created = await rows.createRow(EDITOR, 'playmax', 'movie', {
      key: 'summer',
      titles: { 'en-us': 'Summer nights', 'de-de': 'Sommernächte', 'fr-ca': '' },
      tags: ['movie_overview', 'summer'],
      genre: genre.key,
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.row).toMatchObject({
      slug: 'playmax-summer',
      own: true,
      preset: false,
      titles: { 'en-us': 'Summer nights', 'de-de': 'Sommernächte' },
      tags: ['movie_overview', 'summer'],
      genre: genre.key,
    });
    expect(created.row.id).toBeGreaterThanOrEqual(100_000);
    const pin = await outsider('playmax-summer');
    await rows.pinTitle(EDITOR, 'playmax', 'playmax-summer', pin);

    const de = await slotsOn('playmax', 'movie', { 'x-interface-language': 'de-de' });
    const own = de.find((s) => s.slug === 'playmax-summer')!;
    expect(own.title).toBe('Sommernächte');
    expect(de.at(-1)?.slug).toBe('playmax-summer');
    expect(itemIds(own)[0]).toBe(pin);
    expect(itemIds(own).length).toBeGreaterThan(1);
    // The fill is the genre's titles.
    const inGenre = await t.db.handle.db
      .selectFrom('media_genres as mg')
      .innerJoin('genres as g', 'g.id', 'mg.genre_id')
      .select('mg.media_id')
      .where('g.key', '=', genre.key)
      .where('g.media_type', '=', 'movie')
      .execute();
    const genreIds = new Set(inGenre.map((r) => Number(r.media_id)));
    expect(
      itemIds(own)
        .slice(1)
        .every((id) => genreIds.has(id)),
    ).toBe(true);
    expect((await slotsOn('clickcoins')).map((s) => s.slug)).not.toContain('playmax-summer');
    const tagged = (await run(HOSTS.playmax, t.tokens.paid, TAGGED, { tags: ['summer'] })).content
      .slotsWithTags as Data[];
    expect(tagged.map((s) => s.slug)).toEqual(['playmax-summer']);
    expect(
      (
        (await run(HOSTS.clickcoins, clickcoins, TAGGED, { tags: ['summer'] })).content
          .slotsWithTags as Data[]
      ).length,
    ).toBe(0);

    const updated = await rows.updateRow(EDITOR, 'playmax', 'playmax-summer', {
      titles: { 'en-us': 'Summer evenings' },
      tags: ['summer'],
      genre: null,
    });
    expect(updated).toMatchObject({
      ok: true,
      row: { titles: { 'en-us': 'Summer evenings' }, tags: ['summer'], genre: null },
    });
    expect(updated.ok && updated.row.titles['de-de']).toBeUndefined();
    // Off the type's page (no movie_overview tag); its titles now are its pin alone.
    expect((await slotsOn('playmax')).map((s) => s.slug)).not.toContain('playmax-summer');
    const nowTagged = (await run(HOSTS.playmax, t.tokens.paid, TAGGED, { tags: ['summer'] })).content
      .slotsWithTags as Data[];
    expect(itemIds(nowTagged[0])).toEqual([pin]);

    expect(await rows.deleteRow(EDITOR, 'playmax', 'playmax-summer')).toEqual({ ok: true });
    expect(
      (
        (await run(HOSTS.playmax, t.tokens.paid, TAGGED, { tags: ['summer'] })).content
          .slotsWithTags as Data[]
      ).length,
    ).toBe(0);
    expect(
      await t.db.handle.db
        .selectFrom('brand_slot_pins')
        .select('media_id')
        .where('slot_slug', '=', 'playmax-summer')
        .execute(),
    ).toEqual([]);
    expect(
      await t.db.handle.db
        .selectFrom('data_translations')
        .select('text')
        .where('entity_key', '=', 'playmax-summer')
        .execute(),
    ).toEqual([]);
  });

  it("keeps a brand's curation across a rebuild of the shared rows", async () => {
    const id = await outsider('movie_staff_picks');
    await rows.pinTitle(EDITOR, 'playmax', 'movie_staff_picks', id);
    await rows.setRowHidden(EDITOR, 'playmax', 'movie_new_releases', true);
    const made = await rows.createRow(EDITOR, 'playmax', 'movie', {
      key: 'kept',
      titles: { 'en-us': 'Kept' },
      genre: null,
    });
    expect(made.ok).toBe(true);
    await rows.pinTitle(EDITOR, 'playmax', 'playmax-kept', id);
    const order = (await rows.rows('playmax', 'movie')).map((r) => r.slug);
    const wanted = ['playmax-kept', ...order.filter((s) => s !== 'playmax-kept')];
    await rows.orderRows(EDITOR, 'playmax', 'movie', wanted);
    const before = await slotsOn('playmax');

    await inTransaction(t.db.handle.db, (trx) => rebuildSlots(trx));

    const after = await slotsOn('playmax');
    expect(after.map((s) => s.slug)).toEqual(before.map((s) => s.slug));
    expect(after[0]?.slug).toBe('playmax-kept');
    expect(itemIds(after[0])).toEqual([id]);
    expect(itemIds(after.find((s) => s.slug === 'movie_staff_picks'))[0]).toBe(id);
    expect(after.map((s) => s.slug)).not.toContain('movie_new_releases');
    expect((await rows.row('playmax', 'playmax-kept'))?.titles['en-us']).toBe('Kept');

    await rows.deleteRow(EDITOR, 'playmax', 'playmax-kept');
    await rows.setRowHidden(EDITOR, 'playmax', 'movie_new_releases', false);
    await rows.unpinTitle(EDITOR, 'playmax', 'movie_staff_picks', id);
  });

  it('drops a pinned title from the row once it is hidden, and shows it as not listed in the console', async () => {
    const id = await outsider('movie_popular');
    await rows.pinTitle(EDITOR, 'playmax', 'movie_popular', id, 0);
    expect(itemIds((await slotsOn('playmax')).find((s) => s.slug === 'movie_popular'))[0]).toBe(id);
    await t.db.handle.db
      .updateTable('media_items')
      .set({ hidden_reason: 'editor' })
      .where('id', '=', id)
      .execute();
    expect(itemIds((await slotsOn('playmax')).find((s) => s.slug === 'movie_popular'))).not.toContain(id);
    expect((await rows.row('playmax', 'movie_popular'))?.pins.find((p) => p.mediaId === id)).toMatchObject({
      listed: false,
    });
    await t.db.handle.db
      .updateTable('media_items')
      .set({ hidden_reason: null })
      .where('id', '=', id)
      .execute();
    await rows.unpinTitle(EDITOR, 'playmax', 'movie_popular', id);
  });

  it('applies pins sent at once one after the other: none is lost', async () => {
    const ids = (
      await t.db.handle.db
        .selectFrom('media_items')
        .select('id')
        .where('media_type', '=', 'movie')
        .where('brand_id', 'is', null)
        .where('hidden_reason', 'is', null)
        .orderBy('id', 'desc')
        .limit(6)
        .execute()
    ).map((r) => Number(r.id));
    const outcomes = await Promise.all(
      ids.map((id) => rows.pinTitle(EDITOR, 'playmax', 'movie_holiday_season', id)),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const pinned = (await rows.row('playmax', 'movie_holiday_season'))!.pins.map((p) => p.mediaId);
    expect([...pinned].sort()).toEqual([...ids].sort());
    for (const id of ids) await rows.unpinTitle(EDITOR, 'playmax', 'movie_holiday_season', id);
  });

  it('makes rows created at once each with its own number, and one row for one key', async () => {
    const keys = ['c1', 'c2', 'c3', 'c4', 'c1'];
    const outcomes = await Promise.all(
      keys.map((key) =>
        rows.createRow(EDITOR, 'playmax', 'music', { key, titles: { 'en-us': key }, genre: null }),
      ),
    );
    const made = outcomes.flatMap((o) => (o.ok ? [o.row] : []));
    expect(made.map((r) => r.slug).sort()).toEqual(['playmax-c1', 'playmax-c2', 'playmax-c3', 'playmax-c4']);
    expect(new Set(made.map((r) => r.id)).size).toBe(4);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, errorCode: 'row_key_taken' }]);
    for (const r of made) expect(await rows.deleteRow(EDITOR, 'playmax', r.slug)).toEqual({ ok: true });
  });

  it('refuses what the rules refuse, with the code, and writes nothing', async () => {
    const db = t.db.handle.db;
    const audits = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    const ebook = await db
      .selectFrom('media_items')
      .select('id')
      .where('media_type', '=', 'ebook')
      .executeTakeFirstOrThrow();
    const theirs = await outsider('movie_popular');
    await db.updateTable('media_items').set({ brand_id: 'clickcoins' }).where('id', '=', theirs).execute();
    const refusals: [Promise<{ ok: boolean; errorCode?: string }>, string][] = [
      [rows.pinTitle(EDITOR, 'playmax', 'movie_popular', Number(ebook.id)), 'pin_wrong_type'],
      [rows.pinTitle(EDITOR, 'playmax', 'movie_popular', theirs), 'pin_not_listed'],
      [rows.pinTitle(EDITOR, 'playmax', 'movie_popular', 999_999_999), 'pin_not_listed'],
      [rows.pinTitle(EDITOR, 'playmax', 'no_such_row', theirs), 'row_not_found'],
      [rows.unpinTitle(EDITOR, 'playmax', 'movie_popular', theirs), 'pin_not_found'],
      [rows.orderPins(EDITOR, 'playmax', 'movie_popular', [1, 2]), 'pin_order_mismatch'],
      [rows.orderRows(EDITOR, 'playmax', 'movie', ['movie_popular']), 'row_order_mismatch'],
      [rows.orderRows(EDITOR, 'playmax', 'podcast', []), 'invalid_row_type'],
      [rows.setRowHidden(EDITOR, 'playmax', 'ebook_free', true), 'row_preset'],
      [rows.deleteRow(EDITOR, 'playmax', 'movie_free'), 'row_preset'],
      [rows.deleteRow(EDITOR, 'playmax', 'movie_popular'), 'row_not_own'],
      [rows.updateRow(EDITOR, 'playmax', 'movie_popular', { titles: { 'en-us': 'Mine' } }), 'row_not_own'],
      [
        rows.createRow(EDITOR, 'playmax', 'movie', { key: 'Bad Key', titles: { 'en-us': 'X' }, genre: null }),
        'invalid_row_key',
      ],
      [
        rows.createRow(EDITOR, 'playmax', 'movie', {
          key: 'x',
          titles: { 'en-us': 'x'.repeat(81) },
          genre: null,
        }),
        'invalid_row_title',
      ],
      [
        rows.createRow(EDITOR, 'playmax', 'movie', {
          key: 'x',
          titles: { 'de-de': 'Nur Deutsch' },
          genre: null,
        }),
        'invalid_row_title',
      ],
      [
        rows.createRow(EDITOR, 'playmax', 'movie', {
          key: 'x',
          titles: { 'en-us': 'X' },
          tags: ['Home'],
          genre: null,
        }),
        'invalid_row_tags',
      ],
      [
        rows.createRow(EDITOR, 'playmax', 'movie', {
          key: 'x',
          titles: { 'en-us': 'X' },
          genre: 'no_such_genre',
        }),
        'invalid_row_genre',
      ],
      [
        rows.createRow(EDITOR, 'playmax', 'podcast', { key: 'x', titles: { 'en-us': 'X' }, genre: null }),
        'invalid_row_type',
      ],
    ];
    for (const [outcome, code] of refusals)
      expect(await outcome, code).toEqual({ ok: false, errorCode: code });

    // Another brand's own row is not found; a key is the brand's once.
    const made = await rows.createRow(EDITOR, 'clickcoins', 'movie', {
      key: 'theirs',
      titles: { 'en-us': 'Theirs' },
      genre: null,
    });
    expect(made.ok).toBe(true);
    expect(await rows.setRowHidden(EDITOR, 'playmax', 'clickcoins-theirs', true)).toEqual({
      ok: false,
      errorCode: 'row_not_found',
    });
    expect(await rows.deleteRow(EDITOR, 'playmax', 'clickcoins-theirs')).toEqual({
      ok: false,
      errorCode: 'row_not_found',
    });
    expect(
      await rows.createRow(EDITOR, 'clickcoins', 'movie', {
        key: 'theirs',
        titles: { 'en-us': 'Again' },
        genre: null,
      }),
    ).toEqual({
      ok: false,
      errorCode: 'row_key_taken',
    });
    expect(await audits()).toBe(before + 1);

    // A full row refuses a 25th pin.
    const many = await db
      .selectFrom('media_items')
      .select('id')
      .where('media_type', '=', 'movie')
      .where(sql<boolean>`brand_id is null and hidden_reason is null`)
      .orderBy('id')
      .limit(25)
      .execute();
    for (const m of many.slice(0, 24))
      expect((await rows.pinTitle(EDITOR, 'playmax', 'movie_free', Number(m.id))).ok).toBe(true);
    expect(await rows.pinTitle(EDITOR, 'playmax', 'movie_free', Number(many[24]!.id))).toEqual({
      ok: false,
      errorCode: 'row_pins_full',
    });
    const pins = (await rows.row('playmax', 'movie_free'))!.pins.map((p) => p.mediaId);
    const reversed = [...pins].reverse();
    expect((await rows.orderPins(EDITOR, 'playmax', 'movie_free', reversed)).ok).toBe(true);
    expect(itemIds((await slotsOn('playmax')).find((s) => s.slug === 'movie_free'))).toEqual(reversed);
    const actions = await db
      .selectFrom('audit_log')
      .select(['action', 'target', 'ip'])
      .where('target', '=', 'row:movie_free')
      .execute();
    expect(actions.filter((a) => a.action === 'row.pin')).toHaveLength(25);
    expect(actions.every((a) => a.ip === 'cli')).toBe(true);
  });
});
