/**
 * A content editor's titles (issue 32 point 6, docs/titles.md) on both databases: an edit shows at
 * once in member search and in content.media in the edited language; a merge moves members' progress
 * (the most recent wins), history and collection without duplicates and hides the duplicate; hiding
 * and showing; and every refusal, with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import type { StaffGrant, TitleEdit } from '@member-area/domain';
import { inTransaction } from '../../src/db/transaction';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import type { TitleActor } from '../../src/modules/titles/service';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn } from '../console/staff-harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const SEARCH = `query($q: String!) { content { search(query: $q, first: 20) { items { id title } } } }`;
const MEDIA = `query($id: ID!) { content { media(mediaType: "movie", id: $id) { id title description } } }`;

const actor = (grant: StaffGrant | null, staffId: number | null = null): TitleActor => ({
  staffId,
  staffEmail: staffId == null ? null : 'editor@staff.test',
  ip: '203.0.113.9',
  grant,
});
const EDITOR: StaffGrant = { role: 'content_editor', brandIds: ['playmax'] };
const OWNER: StaffGrant = { role: 'owner', brandIds: [] };

describe.each(DIALECTS)('a content editor’s titles on %s', (dialect) => {
  let staffIds: Record<string, number> = {};
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      // The seeded genres (and a few shared demo titles): the genres a film may have.
      await seedCatalogue(db.handle.db, { titles: 20 });
      staffIds = await seedTestStaff(db.handle.db);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  const titles = () => t.app.services.titles;
  const editor = () => actor(EDITOR, staffIds.editor);

  /** A film of playmax's own, listed, as an import would write it. */
  async function film(title: string): Promise<number> {
    const written = await inTransaction(db(), (trx) =>
      t.app.services.catalogueWriter.writeTitle(trx, {
        brandId: 'playmax',
        mediaType: 'movie',
        title,
        description: 'As the files said.',
        genres: ['drama'],
        credits: [{ name: 'Old Director', role: 'director' }],
        releaseDate: '2020-01-01',
        details: { quality: 'HD' },
        duration: 5400,
        hiddenReason: null,
      }),
    );
    return written.id;
  }
  const search = async (q: string, host: string = HOSTS.playmax) =>
    (
      (
        await gql(t.app, host, SEARCH, {
          variables: { q },
          token: host === HOSTS.playmax ? t.tokens.paid : undefined,
        })
      ).body.data as Data
    ).content.search.items.map((i: Data) => Number(i.id)) as number[];
  const media = async (id: number, lang: string) =>
    (
      (
        await gql(t.app, HOSTS.playmax, MEDIA, {
          variables: { id: String(id) },
          token: t.tokens.paid,
          headers: { 'x-interface-language': lang },
        })
      ).body.data as Data
    ).content.media as Data | null;
  const audit = async () =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['action', 'target', 'ip', 'staff_id'])
        .orderBy('id')
        .execute()
    ).map((r) => `${r.action} ${r.target} ${r.ip} ${r.staff_id ?? '-'}`);

  async function editOf(id: number, change: Partial<TitleEdit> = {}): Promise<TitleEdit> {
    const current = (await titles().title(EDITOR, 'playmax', id))!;
    return {
      texts: current.texts,
      genreIds: current.genreIds,
      credits: current.credits,
      releaseDate: current.releaseDate,
      isFree: current.isFree,
      restrictedCountries: current.restrictedCountries,
      ...change,
    };
  }

  it('an edit shows at once in member search and in content.media, in the edited language', async () => {
    const id = await film('Quiet Harbour');
    expect(await search('Harbour')).toContain(id);
    const detail = (await titles().title(EDITOR, 'playmax', id))!;
    expect(detail.texts.map((x) => x.lang)).toHaveLength(8);
    const thriller = detail.genreOptions.find((g) => g.key === 'thriller')!;
    expect(thriller).toBeDefined();

    const edit = await editOf(id, {
      texts: detail.texts.map((x) =>
        x.lang === 'en-us'
          ? { ...x, title: 'Silent Lighthouse', description: 'A keeper and a storm.' }
          : x.lang === 'de-de'
            ? { ...x, title: 'Stiller Leuchtturm', description: 'Ein Wärter und ein Sturm.' }
            : x,
      ),
      genreIds: [thriller.id],
      credits: [
        { name: 'Nora Vesterlund', role: 'director' },
        { name: 'Ivo Marsh', role: 'cast' },
      ],
      releaseDate: '2024-02-29',
      isFree: true,
      restrictedCountries: ['DE', 'FR'],
    });
    const saved = await titles().updateTitle(editor(), 'playmax', id, edit);
    expect(saved).toMatchObject({ ok: true, title: { title: 'Silent Lighthouse', isFree: true } });

    // Search: the new title, its German title and its new people find it; the old title no longer does.
    expect(await search('Lighthouse')).toContain(id);
    expect(await search('Leuchtturm')).toContain(id);
    expect(await search('Vesterlund')).toContain(id);
    expect(await search('Harbour')).not.toContain(id);
    expect(await search('Lighthouse', HOSTS.clickcoins)).not.toContain(id);

    expect(await media(id, 'en-us')).toMatchObject({
      title: 'Silent Lighthouse',
      description: 'A keeper and a storm.',
    });
    expect(await media(id, 'de-de')).toMatchObject({
      title: 'Stiller Leuchtturm',
      description: 'Ein Wärter und ein Sturm.',
    });
    // A language without its own text reads en-us.
    expect(await media(id, 'fr-ca')).toMatchObject({ title: 'Silent Lighthouse' });

    const again = (await titles().title(EDITOR, 'playmax', id))!;
    expect(again).toMatchObject({
      genreIds: [thriller.id],
      credits: [
        { name: 'Nora Vesterlund', role: 'director' },
        { name: 'Ivo Marsh', role: 'cast' },
      ],
      releaseDate: '2024-02-29',
      isFree: true,
      restrictedCountries: ['DE', 'FR'],
    });
    expect(again.editedAt).not.toBeNull();
    // What the files said and the editor did not touch stays.
    const row = await db()
      .selectFrom('media_items')
      .select(['duration', 'details'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.duration)).toBe(5400);
    expect(JSON.parse(row.details)).toEqual({ quality: 'HD' });
    expect(await audit()).toContain(`title.edit title:${id} 203.0.113.9 ${staffIds.editor}`);

    // Removing a language's texts: members read en-us there again.
    await titles().updateTitle(editor(), 'playmax', id, {
      ...(await editOf(id)),
      texts: again.texts.map((x) => (x.lang === 'de-de' ? { ...x, title: '', description: '' } : x)),
    });
    expect(await media(id, 'de-de')).toMatchObject({ title: 'Silent Lighthouse' });
    expect(await search('Leuchtturm')).not.toContain(id);
  });

  it('refuses an invalid edit with every problem, and changes nothing', async () => {
    const id = await film('Unchanged Film');
    const before = await titles().title(EDITOR, 'playmax', id);
    const outcome = await titles().updateTitle(editor(), 'playmax', id, {
      ...(await editOf(id)),
      texts: [{ lang: 'en-us', title: '', description: 'x'.repeat(5001) }],
      genreIds: [999_999],
      credits: [{ name: 'Someone', role: 'narrator' }],
      releaseDate: '2023-02-29',
      restrictedCountries: ['XX'],
    });
    expect(outcome).toMatchObject({ ok: false, errorCode: 'title_invalid' });
    expect(!outcome.ok && outcome.problems?.map((p) => `${p.field}:${p.code}`)).toEqual([
      'texts.en-us.title:title_text_missing',
      'texts.en-us.description:title_description_too_long',
      'genreIds.0:genre_invalid',
      'credits.0.role:credit_role_invalid',
      'releaseDate:release_date_invalid',
      'restrictedCountries.0:country_invalid',
    ]);
    expect(await titles().title(EDITOR, 'playmax', id)).toEqual(before);
    expect((await audit()).some((a) => a.includes(`title:${id}`))).toBe(false);
  });

  it('finds a title only on its own brand; a shared title only for a role that holds every brand', async () => {
    const id = await film('Brand Bound');
    expect(await titles().title(EDITOR, 'clickcoins', id)).toBeNull();
    expect(await titles().setTitleHidden(editor(), 'clickcoins', id, true)).toEqual({
      ok: false,
      errorCode: 'title_not_found',
    });
    const shared = 1; // a seeded demo title: no brand
    expect(await titles().title(EDITOR, 'playmax', shared)).toBeNull();
    expect(await titles().setTitleHidden(editor(), 'playmax', shared, true)).toEqual({
      ok: false,
      errorCode: 'forbidden',
    });
    expect((await titles().title(OWNER, 'playmax', shared))?.brandId).toBeNull();
    // The list: the brand's own; shared ones too for an owner.
    const own = await titles().titles(EDITOR, {
      brandId: 'playmax',
      query: 'brand bound',
      mediaType: null,
      hidden: null,
      first: 10,
      afterId: null,
    });
    expect(own.map((x) => x.id)).toEqual([id]);
    const all = await titles().titles(OWNER, {
      brandId: 'playmax',
      query: null,
      mediaType: null,
      hidden: null,
      first: 100,
      afterId: null,
    });
    expect(all.some((x) => x.brandId === null)).toBe(true);
    expect(
      (
        await titles().titles(EDITOR, {
          brandId: 'playmax',
          query: null,
          mediaType: null,
          hidden: null,
          first: 100,
          afterId: null,
        })
      ).every((x) => x.brandId === 'playmax'),
    ).toBe(true);
  });

  it('hides a title from members and shows it again; a title waiting for its files cannot be shown', async () => {
    const id = await film('Now You See It');
    expect(await titles().setTitleHidden(editor(), 'playmax', id, true)).toMatchObject({
      ok: true,
      title: { hiddenReason: 'editor' },
    });
    expect(await search('See It')).not.toContain(id);
    expect(await media(id, 'en-us')).toBeNull();
    const hiddenList = await titles().titles(EDITOR, {
      brandId: 'playmax',
      query: null,
      mediaType: 'movie',
      hidden: 'hidden',
      first: 50,
      afterId: null,
    });
    expect(hiddenList.map((x) => x.id)).toContain(id);
    // Hiding again changes nothing and records nothing more.
    await titles().setTitleHidden(editor(), 'playmax', id, true);
    expect(await titles().setTitleHidden(editor(), 'playmax', id, false)).toMatchObject({
      ok: true,
      title: { hiddenReason: null },
    });
    expect(await search('See It')).toContain(id);
    expect((await media(id, 'en-us'))?.title).toBe('Now You See It');
    expect((await audit()).filter((a) => a.includes(`title:${id}`)).map((a) => a.split(' ')[0])).toEqual([
      'title.hide',
      'title.show',
    ]);

    await db().updateTable('media_items').set({ hidden_reason: 'packaging' }).where('id', '=', id).execute();
    expect(await titles().setTitleHidden(editor(), 'playmax', id, false)).toEqual({
      ok: false,
      errorCode: 'title_hidden_by_files',
    });
  });

  it('merges a duplicate: progress (most recent), history and collection move without duplicates; nothing is deleted', async () => {
    const kept = await film('Harvest Moon');
    const dup = await film('Harvest Moon (copy)');
    const { paid, fr } = t.ids;
    const progress = (member: number, media: number, p: number, at: string) => ({
      member_id: member,
      media_id: media,
      media_type: 'movie',
      progress: p,
      sequence: 1,
      updated_at: at,
      position: null,
    });
    await db()
      .insertInto('media_progress')
      .values([
        progress(paid, kept, 10, '2026-01-01T00:00:00.000Z'),
        progress(paid, dup, 50, '2026-02-01T00:00:00.000Z'), // more recent: wins
        progress(fr, dup, 70, '2026-01-15T00:00:00.000Z'), // only on the duplicate: moves
      ])
      .execute();
    const entry = (member: number, media: number, at: string) => ({
      member_id: member,
      media_id: media,
      media_type: 'movie',
      added_at: at,
    });
    await db()
      .insertInto('collection_entries')
      .values([
        entry(paid, kept, '2026-01-01T00:00:00.000Z'),
        entry(paid, dup, '2026-01-02T00:00:00.000Z'),
        entry(fr, dup, '2026-01-03T00:00:00.000Z'),
      ])
      .execute();
    await db()
      .insertInto('history_entries')
      .values([entry(paid, dup, '2026-03-01T00:00:00.000Z')])
      .execute();

    const merged = await titles().mergeTitles(editor(), 'playmax', kept, dup);
    expect(merged).toMatchObject({
      ok: true,
      title: { id: kept },
      moved: { progress: 2, history: 1, collection: 1, libraryFiles: 0 },
    });

    const rows = async (table: 'media_progress' | 'collection_entries' | 'history_entries') =>
      (await db()
        .selectFrom(table)
        .selectAll()
        .where('media_id', 'in', [kept, dup])
        .orderBy('member_id')
        .orderBy('media_id')
        .execute()) as Data[];
    expect((await rows('media_progress')).map((r) => [r.member_id, r.media_id, Number(r.progress)])).toEqual(
      [
        [paid, kept, 50],
        [paid, dup, 50],
        [fr, kept, 70],
      ].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
    );
    expect((await rows('collection_entries')).map((r) => [r.member_id, r.media_id])).toEqual(
      [
        [paid, kept],
        [paid, dup],
        [fr, kept],
      ].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
    );
    expect((await rows('history_entries')).map((r) => [r.member_id, r.media_id])).toEqual([[paid, kept]]);

    const dupRow = await db()
      .selectFrom('media_items')
      .select(['hidden_reason', 'merged_into'])
      .where('id', '=', dup)
      .executeTakeFirstOrThrow();
    expect(dupRow).toEqual({ hidden_reason: 'merged', merged_into: kept });
    expect(await search('Harvest')).toEqual(expect.arrayContaining([kept]));
    expect(await search('Harvest')).not.toContain(dup);
    expect(await audit()).toContain(`title.merge title:${kept} 203.0.113.9 ${staffIds.editor}`);

    // A merged title stays hidden and merged.
    expect(await titles().setTitleHidden(editor(), 'playmax', dup, false)).toEqual({
      ok: false,
      errorCode: 'title_merged',
    });
    expect(await titles().mergeTitles(editor(), 'playmax', kept, dup)).toEqual({
      ok: false,
      errorCode: 'merge_already_merged',
    });
    expect((await titles().updateTitle(editor(), 'playmax', dup, await editOf(dup))).ok).toBe(false);
  });

  it('refuses merges of a title into itself, across types and across owners', async () => {
    const a = await film('Merge A');
    expect(await titles().mergeTitles(editor(), 'playmax', a, a)).toEqual({
      ok: false,
      errorCode: 'merge_same_title',
    });
    const album = (
      await inTransaction(db(), (trx) =>
        t.app.services.catalogueWriter.writeTitle(trx, {
          brandId: 'playmax',
          mediaType: 'music',
          title: 'Merge Album',
          hiddenReason: null,
        }),
      )
    ).id;
    expect(await titles().mergeTitles(editor(), 'playmax', a, album)).toEqual({
      ok: false,
      errorCode: 'merge_type_mismatch',
    });
    // A shared film into the brand's: the owner may touch both, but they are not one owner's.
    const sharedFilm = await db()
      .selectFrom('media_items')
      .select('id')
      .where('brand_id', 'is', null)
      .where('media_type', '=', 'movie')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await titles().mergeTitles(actor(OWNER), 'playmax', a, sharedFilm.id)).toEqual({
      ok: false,
      errorCode: 'merge_owner_mismatch',
    });
    expect(await titles().mergeTitles(editor(), 'playmax', a, 1)).toEqual({
      ok: false,
      errorCode: 'forbidden',
    });
    const hidden = await db()
      .selectFrom('media_items')
      .select('id')
      .where('hidden_reason', '=', 'merged')
      .where('id', 'in', [a, album])
      .execute();
    expect(hidden).toEqual([]);
  });

  it('answers the console: the form’s detail, and a refusal with each problem in extra', async () => {
    const id = await film('Console Film');
    const token = await staffSignIn(t.app, t.clock, TEST_STAFF.editor.email);
    const detail = await consoleGql(
      t.app,
      token,
      `query($id: ID!) { title(brandId: "playmax", id: $id) { title { id title shared hiddenReason coverUrl }
        texts { lang title } genreOptions { id key } creditRoles restrictedCountries } }`,
      { id: String(id) },
    );
    expect(detail.errors).toBeUndefined();
    const d = detail.data?.title as Data;
    expect(d.title).toMatchObject({
      id: String(id),
      title: 'Console Film',
      shared: false,
      hiddenReason: null,
    });
    expect(d.title.coverUrl).toMatch(/^\//);
    expect(d.texts.map((x: Data) => x.lang)).toEqual([
      'en-us',
      'fr-ca',
      'de-de',
      'it-it',
      'pt-pt',
      'es-es',
      'ja-jp',
      'my-ms',
    ]);
    expect(d.creditRoles).toEqual(['director', 'cast', 'writer', 'producer', 'studio']);

    const UPDATE = `mutation($id: ID!, $input: TitleInput!) { updateTitle(brandId: "playmax", id: $id, input: $input) {
      responseResult { succeeded errorCode extra } title { title } } }`;
    const input = {
      texts: [{ lang: 'en-us', title: 'Console Film', description: '' }],
      genreIds: ['abc'],
      credits: [],
      releaseDate: '2021-02-30',
      isFree: false,
      restrictedCountries: [],
    };
    const refused = await consoleGql(t.app, token, UPDATE, { id: String(id), input });
    expect((refused.data?.updateTitle as Data).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'title_invalid',
      extra: {
        problems: [
          { field: 'genreIds.0', code: 'genre_invalid' },
          { field: 'releaseDate', code: 'release_date_invalid' },
        ],
      },
    });
    const saved = await consoleGql(t.app, token, UPDATE, {
      id: String(id),
      input: {
        ...input,
        genreIds: [],
        releaseDate: '2021-02-28',
        texts: [{ lang: 'en-us', title: 'Console Film II', description: '' }],
      },
    });
    expect(saved.data?.updateTitle).toMatchObject({
      responseResult: { succeeded: true },
      title: { title: 'Console Film II' },
    });
    const list = await consoleGql(
      t.app,
      token,
      `{ titles(brandId: "playmax", query: "console film") { items { id } endCursor } }`,
    );
    expect(list.data?.titles).toEqual({ items: [{ id: String(id) }], endCursor: null });
  });
});
