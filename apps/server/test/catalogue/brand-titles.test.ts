import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction';
import type { TitleInput } from '../../src/modules/catalogue';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const BRAND_A = 'playmax';
const SEARCH = `query($q: String!) { content { search(query: $q, first: 50) { items { id } totalCount } } }`;
const BROWSE = `query($g: String) { content { browse(mediaType: "movie", genre: $g, first: 100) { items { id } errorCode } } }`;
const MEDIA = `query($id: ID!) { content { media(mediaType: "movie", id: $id) { id title genres { title } casts { title } } } }`;
const PLAYBACK = `query($id: ID!) { content { playback(mediaType: "movie", id: $id) { available errorCode } } }`;
const HISTORY = `query { content { history { id } } }`;
const ADD_HISTORY = `mutation($id: ID!) { content { addToHistory(type: "movie", id: $id, title: "") { responseResult { succeeded errorCode } } } }`;

/** A film only brand A owns, with words the demo catalogue never uses. */
const film = (over: Partial<TitleInput> = {}): TitleInput => ({
  brandId: BRAND_A,
  mediaType: 'movie',
  title: 'Quillowmere Lighthouse',
  description: 'A keeper and a storm.',
  releaseDate: '2024-05-01',
  isFree: true,
  popularity: 99,
  genres: ['Zanzibarine Noir'],
  credits: [
    { name: 'Ottoline Varnbrook', role: 'cast' },
    { name: 'Ezekiel Prandtmoor', role: 'director' },
  ],
  hiddenReason: null,
  ...over,
});

describe.each(DIALECTS)('a brand’s own titles on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 60 });
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const on = async (host: string, query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await gql(t.app, host, query, { variables, token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data!.content as Data;
  };
  const write = (input: TitleInput) =>
    inTransaction(t.db.handle.db, (trx) => t.app.services.catalogueWriter.writeTitle(trx, input));
  const hide = (ids: number[], reason: 'editor' | null) =>
    inTransaction(t.db.handle.db, (trx) => t.app.services.catalogueWriter.setHidden(trx, ids, reason));
  const searchIds = async (host: string, q: string) =>
    ((await on(host, SEARCH, { q })).search.items as Data[]).map((i) => Number(i.id));
  const browseIds = async (host: string, g: string | null = null) =>
    ((await on(host, BROWSE, { g })).browse.items as Data[]).map((i) => Number(i.id));
  const genreKey = async () => {
    const r = await sql<{ key: string }>`SELECT key FROM genres WHERE title = 'Zanzibarine Noir'`.execute(
      t.db.handle.db,
    );
    return r.rows[0]!.key;
  };

  let id = 0;

  it('an imported title is found on its brand by browse, genre page, search and media(id)', async () => {
    const written = await write(film());
    id = written.id;
    expect(written.created).toBe(true);
    expect(id).toBeGreaterThanOrEqual(9_000_001);
    expect(await browseIds(HOSTS.playmax)).toContain(id);
    expect(await browseIds(HOSTS.playmax, await genreKey())).toEqual([id]);
    for (const q of [
      'quillowmere',
      'lighthouse quillow',
      'varnbrook',
      'ottoline varnbrook',
      'zanzibarine noir',
    ])
      expect(await searchIds(HOSTS.playmax, q), q).toContain(id);
    const media = (await on(HOSTS.playmax, MEDIA, { id: String(id) })).media as Data;
    expect(media.title).toBe('Quillowmere Lighthouse');
    expect(media.genres.map((g: Data) => g.title)).toEqual(['Zanzibarine Noir']);
    expect(media.casts.map((p: Data) => p.title)).toEqual(['Ottoline Varnbrook']);
    expect((await on(HOSTS.playmax, PLAYBACK, { id: String(id) })).playback.errorCode).not.toBe(
      'media_not_found',
    );
  });

  it('another brand never sees it: browse, genre, search, media(id) and playback say it does not exist', async () => {
    expect(await browseIds(HOSTS.clickcoins)).not.toContain(id);
    expect(await browseIds(HOSTS.clickcoins, await genreKey())).toEqual([]);
    for (const q of ['quillowmere', 'varnbrook', 'zanzibarine', 'Quillowmere Lighthouse'])
      expect(await searchIds(HOSTS.clickcoins, q), q).toEqual([]);
    expect((await on(HOSTS.clickcoins, MEDIA, { id: String(id) })).media).toBeNull();
    expect((await on(HOSTS.clickcoins, PLAYBACK, { id: String(id) })).playback).toMatchObject({
      available: false,
      errorCode: 'media_not_found',
    });
  });

  it('an imported title never takes a place in another brand’s search pool', async () => {
    // More than a pool (300) of brand A's titles at the top popularity, holding "spider": brand B
    // must still find the demo's "Spider-Man of the Seventh Street" (id 1) and all it found before.
    const before = await searchIds(HOSTS.clickcoins, 'spider');
    expect(before).toContain(1);
    await inTransaction(t.db.handle.db, async (trx) => {
      for (let i = 0; i < 305; i++)
        await t.app.services.catalogueWriter.writeTitle(
          trx,
          film({ title: `Spider Harbour ${i}`, popularity: 100, genres: [], credits: [] }),
        );
    });
    expect(await searchIds(HOSTS.clickcoins, 'spider')).toEqual(before);
    const onA = await on(HOSTS.playmax, SEARCH, { q: 'spider' });
    expect(onA.search.totalCount).toBe(300); // the pool, full of brand A's own titles
    expect((onA.search.items as Data[]).filter((i) => Number(i.id) >= 9_000_001).length).toBeGreaterThan(45);
  }, 180_000);

  it('a hidden title is gone from its own brand too, while the member’s history row stays', async () => {
    const added = await on(HOSTS.playmax, ADD_HISTORY, { id: String(id) }, t.tokens.paid);
    expect(added.addToHistory.responseResult.succeeded).toBe(true);
    expect(
      (await on(HOSTS.playmax, HISTORY, {}, t.tokens.paid)).history.map((h: Data) => Number(h.id)),
    ).toContain(id);
    await hide([id], 'editor');
    expect(await browseIds(HOSTS.playmax)).not.toContain(id);
    expect(await browseIds(HOSTS.playmax, await genreKey())).toEqual([]);
    expect(await searchIds(HOSTS.playmax, 'quillowmere')).toEqual([]);
    expect(await searchIds(HOSTS.playmax, 'varnbrook')).toEqual([]);
    expect((await on(HOSTS.playmax, MEDIA, { id: String(id) })).media).toBeNull();
    expect((await on(HOSTS.playmax, PLAYBACK, { id: String(id) })).playback.errorCode).toBe(
      'media_not_found',
    );
    expect(
      (await on(HOSTS.playmax, HISTORY, {}, t.tokens.paid)).history.map((h: Data) => Number(h.id)),
    ).not.toContain(id);
    const rows = await t.db.handle.db
      .selectFrom('history_entries')
      .select('media_id')
      .where('media_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);

    await hide([id], null);
    expect(await searchIds(HOSTS.playmax, 'quillowmere')).toContain(id);
    expect(
      (await on(HOSTS.playmax, HISTORY, {}, t.tokens.paid)).history.map((h: Data) => Number(h.id)),
    ).toContain(id);
  });

  it('writing the title again replaces its search entries: an old word no longer finds it', async () => {
    const again = await write(
      film({ id, title: 'Brackenfold Lighthouse', credits: [{ name: 'Ottoline Varnbrook', role: 'cast' }] }),
    );
    expect(again).toEqual({ id, created: false });
    expect(await searchIds(HOSTS.playmax, 'quillowmere')).toEqual([]);
    expect(await searchIds(HOSTS.playmax, 'prandtmoor')).toEqual([]);
    expect(await searchIds(HOSTS.playmax, 'brackenfold')).toEqual([id]);
    expect(await searchIds(HOSTS.playmax, 'varnbrook')).toEqual([id]);
    const docs = await t.db.handle.db
      .selectFrom('media_search')
      .select('media_id')
      .where('media_id', '=', id)
      .execute();
    expect(docs).toHaveLength(1);
    const terms = await t.db.handle.db
      .selectFrom('search_terms')
      .select(['term', 'doc_count'])
      .where('term', 'in', ['quillowmere', 'brackenfold', 'prandtmoor'])
      .execute();
    expect(Object.fromEntries(terms.map((r) => [r.term, Number(r.doc_count)]))).toEqual({ brackenfold: 1 });
  });

  it('two writers at once get distinct ids', async () => {
    const [a, b] = await Promise.all([
      write(
        film({
          title: 'Concurrent One',
          genres: ['Parallel Tales'],
          credits: [{ name: 'Same Person', role: 'cast' }],
        }),
      ),
      write(
        film({
          title: 'Concurrent Two',
          genres: ['Parallel Tales'],
          credits: [{ name: 'Same Person', role: 'cast' }],
        }),
      ),
    ]);
    expect(a.id).not.toBe(b.id);
    const people = await t.db.handle.db
      .selectFrom('people')
      .select('id')
      .where('slug', '=', 'same-person')
      .execute();
    expect(people).toHaveLength(1);
    const genres = await t.db.handle.db
      .selectFrom('genres')
      .select('id')
      .where('title', '=', 'Parallel Tales')
      .execute();
    expect(genres).toHaveLength(1);
  });

  it('a title with its own cover file is served that picture as its WebP cover, with a new URL', async () => {
    const dir = path.join(t.app.services.config.mediaDir, 'libraries', 'test');
    await mkdir(dir, { recursive: true });
    await sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .png()
      .toFile(path.join(dir, 'red.png'));
    const before = await t.db.handle.db
      .selectFrom('media_items')
      .select('cache_index')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await write(film({ id, title: 'Brackenfold Lighthouse', coverFile: 'libraries/test/red.png' }));
    const after = await t.db.handle.db
      .selectFrom('media_items')
      .select('cache_index')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(after.cache_index)).toBe(Number(before.cache_index) + 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/covers/movie/${id}.webp`,
      headers: { host: HOSTS.playmax },
    });
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBeGreaterThanOrEqual(3);
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(40);
  });
});
