import { describe, expect, it } from 'vitest';
import type { DataTranslationsTable } from '../src/db/schema';
import { genreId } from '../src/seed/catalogue/generate';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { translationRows } from '../src/seed/translations';
import { replaceDataTranslations } from '../src/seed/write';
import { DIALECTS, HOSTS, gql, useTestApp, QueryCounter } from './harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

/** The fixtures' plan 101 ('Movies Monthly' / 'Movies'); the seed's rows are for the seed's plans. */
const FIXTURE_PLAN_ROWS: DataTranslationsTable[] = [
  { entity: 'plan', entity_key: '101', field: 'name', lang: 'ja-jp', text: '映画 月額' },
  {
    entity: 'plan',
    entity_key: '101',
    field: 'description',
    lang: 'ja-jp',
    text: 'カタログのすべての映画。',
  },
  { entity: 'plan', entity_key: '101', field: 'name', lang: 'de-de', text: 'Filme monatlich' },
];

const PLANS = `{ plan { getPlans { id name description } } }`;
const MEMBERSHIP = `{ member { info { membership { planId planName } } } }`;
const GENRES = `{ content { genres(mediaType: "movie") { key title } } }`;
const SLOTS = `{ content { slots(mediaType: "movie") { slug title } } }`;
const CARDS = `{ content { browse(mediaType: "movie", first: 20) {
  items { id title genres { key title } directors { title } } } } }`;

describe.each(DIALECTS)('catalogue and plan texts in the member language on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 300 });
      await replaceDataTranslations(db.handle.db, [
        ...translationRows().filter((r) => r.entity !== 'plan'),
        ...FIXTURE_PLAN_ROWS,
      ]);
      await db.handle.db
        .updateTable('members')
        .set({ lang: 'ja-jp' })
        .where('email', '=', 'paid@playmax.test')
        .execute();
    },
    app: (db) => ({ deps: { db: { ...db.handle, db: db.handle.db.withPlugin(counter) } } }),
    logins: { ja: 'paid@playmax.test', fr: 'fr@playmax.test' },
  });
  const counter = new QueryCounter();

  const q = async (query: string, token: string, headers: Record<string, string> = {}) => {
    const res = await gql(t.app, HOSTS.playmax, query, { token, headers });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as Data;
  };

  it('a ja-jp member reads plan names and descriptions in Japanese, on the plans and on the membership', async () => {
    const plans = (await q(PLANS, t.tokens.ja)).plan.getPlans as Data[];
    expect(plans.find((p) => p.id === '101')).toEqual({
      id: '101',
      name: '映画 月額',
      description: 'カタログのすべての映画。',
    });
    const info = (await q(MEMBERSHIP, t.tokens.ja)).member.info;
    expect(info.membership).toEqual({ planId: '101', planName: '映画 月額' });
  });

  it('a ja-jp member reads genre titles and row titles in Japanese', async () => {
    const genres = new Map(
      ((await q(GENRES, t.tokens.ja)).content.genres as Data[]).map((g) => [g.key, g.title]),
    );
    expect(genres.get('action')).toBe('アクション');
    expect(genres.get('scifi')).toBe('SF');
    const slots = (await q(SLOTS, t.tokens.ja)).content.slots as Data[];
    const titles = new Map(slots.map((s) => [s.slug, s.title]));
    expect(titles.get('movie_popular')).toBe('人気の映画');
    expect(titles.get('movie_new_releases')).toBe('映画の新作');
    expect(titles.get('movie_staff_picks')).toBe('スタッフのおすすめ');
    const genreRow = slots.find((s) => String(s.slug).startsWith('movie_genre_'));
    expect(genreRow?.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // Genre chips of the cards, read through the batch loader: every one in Japanese ('SF' is).
    const items = (await q(CARDS, t.tokens.ja)).content.browse.items as Data[];
    const chips = items.flatMap((m) => m.genres as Data[]);
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) expect(chip.title, chip.key).toMatch(/^(SF|[\u3040-\u30ff\u4e00-\u9fff・]+)$/);
  });

  it('titles of media and names of people stay as they are', async () => {
    const names = async (lang: string) =>
      ((await q(CARDS, t.tokens.ja, { 'x-interface-language': lang })).content.browse.items as Data[]).map(
        (m) => [m.title, (m.directors as Data[]).map((d) => d.title)],
      );
    const [jp, en] = [await names('ja-jp'), await names('en-us')];
    expect(jp).toEqual(en);
    // The demo's titles are Latin script: had they been translated, they would not be.
    expect(jp.some(([title]) => /^[\x20-\x7e\u00c0-\u024f]+$/.test(String(title)))).toBe(true);
  });

  it('the language the app is showing wins over the saved one, and English is the base', async () => {
    const de = (await q(PLANS, t.tokens.fr, { 'x-interface-language': 'de-de' })).plan.getPlans as Data[];
    expect(de.find((p) => p.id === '101')?.name).toBe('Filme monatlich');
    const en = (await q(GENRES, t.tokens.ja, { 'x-interface-language': 'en-us' })).content.genres as Data[];
    expect(en.find((g) => g.key === 'action')?.title).toBe('Action');
    // An unknown code is ignored: the member's saved language (fr-ca) decides.
    const frGenres = (await q(GENRES, t.tokens.fr, { 'x-interface-language': 'xx-yy' })).content
      .genres as Data[];
    expect(frGenres.find((g) => g.key === 'comedy')?.title).toBe('Comédie');
  });

  it('a text without a translation in the language falls back to en-us', async () => {
    // Plan 101 has no French rows; its description no German one.
    const fr101 = ((await q(PLANS, t.tokens.fr)).plan.getPlans as Data[]).find((p) => p.id === '101');
    expect(fr101).toMatchObject({ name: 'Movies Monthly', description: 'Movies' });
    const de101 = (
      (await q(PLANS, t.tokens.fr, { 'x-interface-language': 'de-de' })).plan.getPlans as Data[]
    ).find((p) => p.id === '101');
    expect(de101).toMatchObject({ name: 'Filme monatlich', description: 'Movies' });
    await t.db.handle.db
      .deleteFrom('data_translations')
      .where('entity', '=', 'genre')
      .where('entity_key', '=', String(genreId('movie', 'action')))
      .where('lang', '=', 'ja-jp')
      .execute();
    const genres = (await q(GENRES, t.tokens.ja)).content.genres as Data[];
    expect(genres.find((g) => g.key === 'action')?.title).toBe('Action');
    expect(genres.find((g) => g.key === 'comedy')?.title).toBe('コメディ');
  });

  it('translating adds no SQL statement to a page', async () => {
    const run = async (lang: string) => {
      const before = counter.count;
      await q(SLOTS, t.tokens.ja, { 'x-interface-language': lang });
      await q(CARDS, t.tokens.ja, { 'x-interface-language': lang });
      await q(GENRES, t.tokens.ja, { 'x-interface-language': lang });
      await q(PLANS, t.tokens.ja, { 'x-interface-language': lang });
      return counter.count - before;
    };
    await run('en-us'); // warm per-app caches
    expect(await run('ja-jp')).toBe(await run('en-us'));
  });
});
