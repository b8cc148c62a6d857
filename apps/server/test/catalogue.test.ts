import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GEO_RESTRICTED_MESSAGE } from '@member-area/domain';
import { COVER_VERSION } from '../src/modules/catalogue/covers';
import { svgToWebp } from '../src/lib/svg-raster';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { checkSearchQuery } from '@member-area/domain';
import { DIALECTS, HOSTS, gql, useTestApp, QueryCounter } from './harness';

const TITLES = 700;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

describe.each(DIALECTS)('catalogue on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: TITLES });
    },
    app: (db) => ({
      deps: {
        db: { ...db.handle, db: db.handle.db.withPlugin(counter) },
        rasterizeSvg: async (svg) => {
          renders++;
          rendering++;
          mostAtOnce = Math.max(mostAtOnce, rendering);
          try {
            return await svgToWebp(svg);
          } finally {
            rendering--;
          }
        },
      },
    }),
    logins: { paid: 'paid@playmax.test', inactive: 'inactive@playmax.test', fr: 'fr@playmax.test' },
  });
  const counter = new QueryCounter();
  /** WebP covers rendered by the app (sharp's real renderer, counted), and how many at once. */
  let renders = 0;
  let rendering = 0;
  let mostAtOnce = 0;

  const q = async (
    query: string,
    opts: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) => {
    const res = await gql(t.app, HOSTS.playmax, query, opts);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as Data;
  };
  const pick = async (where: string) => {
    const { sql } = await import('kysely');
    const r = await sql<{
      id: number;
      media_type: string;
    }>`SELECT id, media_type FROM media_items WHERE ${sql.raw(where)} ORDER BY id LIMIT 1`.execute(
      t.db.handle.db,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no title where ${where}`);
    return { id: String(row.id), type: row.media_type };
  };

  describe('media details', () => {
    const DETAIL = `query($t: String!, $id: ID!) { content { media(mediaType: $t, id: $id) {
      id mediaType title slug description is_free vendor_id playbackKey subtitle
      thumbnail { origin path cacheIndex url width height }
      genres { id key title parent }
      artists { id slug title } upc duration releaseYear releaseDate type quality language countryOfOrigin isbn
      tracks { id trackNumber title duration artists { title } genres { key } playbackKey }
      seasonNumber episodeNumber casts { title } directors { title } producers { title } writers { title }
      episodes { id seasonNumber episodeNumber } firstEpisode { id }
      publisher { title } copyright authors { title } narrators { title }
      edition languages numPages liveSlug access { available reason message } } } }`;
    const media = async (type: string, id: string, token?: string) =>
      (await q(DETAIL, { variables: { t: type, id }, token })).content.media as Data | null;

    it('every media type answers its own fields of SPEC.md section 3', async () => {
      const movie = (await media('movie', '1'))!;
      expect(movie.title).toBe('Spider-Man of the Seventh Street');
      expect(movie.directors.length).toBeGreaterThan(0);
      expect(movie.casts.length).toBeGreaterThanOrEqual(3);
      expect(movie.producers.length).toBeGreaterThan(0);
      expect(movie.writers.length).toBeGreaterThan(0);
      expect(movie.countryOfOrigin).toMatch(/^[A-Z]{2}$/);
      expect(movie.quality).toBeTruthy();
      expect(movie.language).toBeTruthy();
      expect(movie.type).toMatch(/^(movie|series)$/);
      expect(movie.thumbnail).toEqual({
        origin: '',
        path: '/covers/movie/1.webp',
        cacheIndex: 1,
        url: `/covers/movie/1.webp?v=1.${COVER_VERSION}`,
        width: 400,
        height: 600,
      });

      const ebook = (await media('ebook', '2'))!;
      expect(ebook.title).toBe("L'Élève du Silence");
      expect(ebook.writers.length).toBeGreaterThan(0);
      expect(ebook.edition).toBeTruthy();
      expect(ebook.languages.length).toBeGreaterThan(0);
      expect(ebook.numPages).toBeGreaterThan(0);
      expect(ebook.isbn).toMatch(/^97[89]\d{10}$/);
      expect(ebook.publisher.title).toBeTruthy();
      expect(ebook.tracks).toEqual([]);

      const album = (await media('music', '3'))!;
      expect(album.artists.length).toBeGreaterThan(0);
      expect(album.tracks.length).toBeGreaterThanOrEqual(6);
      expect(album.tracks[0]).toMatchObject({ trackNumber: 1 });
      expect(album.tracks[0].artists.length).toBeGreaterThan(0);
      expect(album.duration).toBe(album.tracks.reduce((s: number, tr: Data) => s + tr.duration, 0));
      expect(album.upc).toMatch(/^\d{12}$/);

      const audiobook = (await media('audiobook', '4'))!;
      expect(audiobook.authors.length).toBe(1);
      expect(audiobook.narrators.length).toBeGreaterThan(0);
      expect(audiobook.publisher.title).toBeTruthy();
      expect(audiobook.copyright).toContain('©');
      expect(audiobook.isbn).toMatch(/^97[89]\d{10}$/);

      const game = (await media('game', '5'))!;
      expect(game.releaseYear).toBeGreaterThan(2000);
      expect(game.genres.map((g: Data) => g.key)).toContain('tower_defense');
      const software = (await media('software', '6'))!;
      expect(software.releaseYear).toBeGreaterThan(2000);
      const stream = (await media('stream', '7'))!;
      expect(stream.quality).toBeTruthy();
      expect(stream.countryOfOrigin).toMatch(/^[A-Z]{2}$/);
      expect(stream.liveSlug).toBe('rivertown-fc-vs-harbor-united-7');
    });

    it('a series has its episodes and first episode', async () => {
      const s = await pick(`media_type = 'movie' AND details LIKE '%"series"%'`);
      const series = (await media('movie', s.id))!;
      expect(series.episodes.length).toBeGreaterThan(0);
      expect(series.firstEpisode.id).toBe(series.episodes[0].id);
      expect(series.seasonNumber).toBeGreaterThan(0);
      expect(series.genres.map((g: Data) => g.key)).toContain('tv_series');
    });

    it.each(['0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', ''])(
      'media details are skipped (null) for id %j',
      async (id) => {
        expect(await media('movie', id)).toBeNull();
      },
    );

    it('a missing title, an unknown media type or a title of another type is null', async () => {
      expect(await media('movie', String(TITLES + 1000))).toBeNull();
      expect(await media('podcast', '1')).toBeNull();
      expect(await media('music', '1')).toBeNull();
    });
  });

  describe('access', () => {
    const ACCESS = `query($t: String!, $id: ID!, $c: String) { content { media(mediaType: $t, id: $id, country: $c) {
      playbackKey access { available reason message } tracks { playbackKey } } } }`;
    const access = async (
      item: { type: string; id: string },
      opts: { token?: string; country?: string; headers?: Record<string, string> } = {},
    ) =>
      (
        await q(ACCESS, {
          variables: { t: item.type, id: item.id, c: opts.country ?? null },
          token: opts.token,
          headers: opts.headers,
        })
      ).content.media as Data;

    it('free titles are open to everyone, visitors included', async () => {
      const free = await pick(
        `is_free = 1 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'movie'`,
      );
      const a = await access(free);
      expect(a.access).toEqual({ available: true, reason: null, message: null });
      expect(a.playbackKey).toMatch(/^movie\.\d+\./);
    });

    it('a t.tokens.paid title is refused to a visitor and has no playback key', async () => {
      const paidTitle = await pick(
        `is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'movie'`,
      );
      const a = await access(paidTitle);
      expect(a.access.reason).toBe('not_in_plan');
      expect(a.playbackKey).toBeNull();
    });

    it("a member whose active media types include the type may open it; others' types stay closed", async () => {
      const movie = await pick(
        `is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'movie'`,
      );
      const game = await pick(
        `is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'game'`,
      );
      expect((await access(movie, { token: t.tokens.paid })).access.available).toBe(true);
      expect((await access(movie, { token: t.tokens.paid })).playbackKey).toBeTruthy();
      // The fixture brand offers movie, music and ebook: games are not in the member's types.
      expect((await access(game, { token: t.tokens.paid })).access.reason).toBe('not_in_plan');
    });

    it('a member without an active subscription only opens free titles', async () => {
      const movie = await pick(
        `is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'movie'`,
      );
      expect((await access(movie, { token: t.tokens.inactive })).access.reason).toBe('not_in_plan');
    });

    it('a geo-restricted title says it is not available in the current location', async () => {
      const blocked = await pick(`geo_blocked LIKE '%"CA"%'`);
      const a = await access(blocked, { token: t.tokens.paid, country: 'CA' });
      expect(a.access).toEqual({
        available: false,
        reason: 'geo_restricted',
        message: GEO_RESTRICTED_MESSAGE,
      });
      expect(a.playbackKey).toBeNull();
      const elsewhere = await access(blocked, { token: t.tokens.paid, country: 'US' });
      expect(elsewhere.access.reason).not.toBe('geo_restricted');
    });

    it('games and software are hidden on iPhone', async () => {
      const game = await pick(
        `is_free = 1 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'game'`,
      );
      const a = await access(game, { headers: { 'user-agent': IPHONE } });
      expect(a.access.reason).toBe('hidden_on_device');
    });

    it("a music album's tracks carry a playback key only when the album may be played", async () => {
      const album = await pick(
        `is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL AND media_type = 'music'`,
      );
      expect((await access(album)).tracks.every((tr: Data) => tr.playbackKey === null)).toBe(true);
      expect(
        (await access(album, { token: t.tokens.paid })).tracks.every((tr: Data) => !!tr.playbackKey),
      ).toBe(true);
    });
  });

  describe('media types and genres', () => {
    it("the brand's media types come with colours, icon, {type}_overview and plan flag", async () => {
      const d = await q(
        `{ content { mediaTypes { type icon display_area_slug hideForIphoneDevice inPlan titleCount colors { color background text } } } }`,
        { token: t.tokens.paid },
      );
      expect(d.content.mediaTypes.map((m: Data) => m.type)).toEqual(['movie', 'music', 'ebook']);
      for (const m of d.content.mediaTypes) {
        expect(m.display_area_slug).toBe(`${m.type}_overview`);
        expect(m.colors.color).toMatch(/^#/);
        expect(m.inPlan).toBe(true);
        expect(m.titleCount).toBeGreaterThan(0);
      }
    });

    it('genres are listed per media type with the long lists; an unknown type has none', async () => {
      const d = await q(
        `{ content { e: genres(mediaType: "ebook") { key titleCount } m: genres(mediaType: "music") { key } x: genres(mediaType: "podcast") { key } } }`,
      );
      expect(d.content.e.length).toBeGreaterThanOrEqual(48);
      expect(d.content.e.map((g: Data) => g.key)).toEqual(
        expect.arrayContaining(['fiction', 'true_crime', 'young_adult_fiction', 'business_economics']),
      );
      expect(d.content.m).toHaveLength(14);
      expect(d.content.x).toEqual([]);
    });
  });

  describe('slots', () => {
    // Within the request cost limit (lists inside lists multiply): a row's cards, as the web asks them.
    const SLOTS = `query($tags: [String!]!) { content { slotsWithTags(tags: $tags) { id slug title mediaType properties tags
      items(first: 12) { id mediaType is_free releaseDate popularity } genres { key } } } }`;

    it('the free slots are preset: movie_free 193, audiobook_free 194, ebook_free 198, with free titles only', async () => {
      const d = await q(SLOTS, { variables: { tags: ['movie_free', 'ebook_free', 'audiobook_free'] } });
      const bySlug = Object.fromEntries(d.content.slotsWithTags.map((s: Data) => [s.slug, s]));
      expect(bySlug.movie_free.id).toBe('193');
      expect(bySlug.audiobook_free.id).toBe('194');
      expect(bySlug.ebook_free.id).toBe('198');
      for (const s of Object.values(bySlug) as Data[]) {
        expect(s.items.length).toBeGreaterThan(0);
        expect(s.items.every((i: Data) => i.is_free && i.mediaType === s.mediaType)).toBe(true);
      }
    });

    it('ebook_new_releases is newest first, game_popular most popular first, music_by_genres lists the 14 genres', async () => {
      const d = await q(SLOTS, {
        variables: { tags: ['ebook_new_releases', 'game_popular', 'music_by_genres'] },
      });
      const bySlug = Object.fromEntries(d.content.slotsWithTags.map((s: Data) => [s.slug, s]));
      const dates = bySlug.ebook_new_releases.items.map((i: Data) => i.releaseDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const pops = bySlug.game_popular.items.map((i: Data) => i.popularity);
      expect(pops).toEqual([...pops].sort((a: number, b: number) => b - a));
      expect(bySlug.music_by_genres.genres).toHaveLength(14);
      expect(bySlug.music_by_genres.properties.kind).toBe('genres');
    });

    it('curated rows exist per media type: new releases, popular, staff picks, seasonal and sports themes', async () => {
      const d = await q(`{ content { slots(mediaType: "movie") { slug properties } } }`);
      const kinds = d.content.slots.map((s: Data) => s.properties.kind);
      expect(kinds).toEqual(
        expect.arrayContaining([
          'new_releases',
          'popular',
          'staff_picks',
          'free',
          'genre',
          'seasonal',
          'sports',
        ]),
      );
    });

    it('a page of titles costs the same number of SQL queries whatever the number of titles', async () => {
      const PAGE = `query($first: Int) { content { browse(mediaType: "movie", first: $first) {
        items { id genres { key } directors { title } inCollection access { available } playbackKey } } } }`;
      const run = async (first: number) => {
        const before = counter.count;
        const d = await q(PAGE, { variables: { first }, token: t.tokens.paid });
        return { queries: counter.count - before, items: d.content.browse.items.length };
      };
      await run(1);
      const few = await run(3);
      const many = await run(60);
      expect(many.items).toBe(60);
      expect(many.queries).toBe(few.queries);
    });

    it('a page of rows costs the same number of SQL queries whatever the number of rows', async () => {
      const run = async (tags: string[]) => {
        const before = counter.count;
        const d = await q(SLOTS, { variables: { tags }, token: t.tokens.paid });
        return { queries: counter.count - before, rows: d.content.slotsWithTags.length };
      };
      await run(['home']); // warm per-app caches
      const few = await run(['movie_free', 'game_popular']);
      const many = await run([
        'movie_overview',
        'music_overview',
        'ebook_overview',
        'audiobook_overview',
        'game_overview',
      ]);
      expect(many.rows).toBeGreaterThan(few.rows * 5);
      expect(many.queries).toBe(few.queries);
    });
  });

  describe('browse', () => {
    const BROWSE = `query($t: String!, $g: String, $tab: String, $first: Int, $after: String) { content {
      browse(mediaType: $t, genre: $g, tab: $tab, first: $first, after: $after) {
        items { id mediaType releaseDate popularity genres { key } } nextCursor hasMore totalCount errorCode message } } }`;
    const browse = async (v: Record<string, unknown>) =>
      (await q(BROWSE, { variables: v })).content.browse as Data;

    it('cursor pages walk every title of a type once, in order', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      let total = 0;
      let pops: number[] = [];
      for (let i = 0; i < 50; i++) {
        const p: Data = await browse({ t: 'game', first: 25, after });
        total = p.totalCount;
        seen.push(...p.items.map((x: Data) => x.id));
        pops = pops.concat(p.items.map((x: Data) => x.popularity));
        if (!p.hasMore) break;
        after = p.nextCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(total);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
    });

    it('the new releases tab is newest first across pages', async () => {
      const p1 = await browse({ t: 'movie', tab: 'new_releases', first: 10 });
      const p2 = await browse({ t: 'movie', tab: 'new_releases', first: 10, after: p1.nextCursor });
      const dates = [...p1.items, ...p2.items].map((x: Data) => x.releaseDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('a genre page holds only titles of that genre and counts them', async () => {
      const p = await browse({ t: 'movie', g: 'drama', first: 100 });
      expect(p.items.length).toBe(Math.min(100, p.totalCount));
      expect(p.items.every((x: Data) => x.genres.some((g: Data) => g.key === 'drama'))).toBe(true);
    });

    it.each([
      [{ t: 'podcast' }, 'invalid_media_type'],
      [{ t: 'movie', g: 'no_such_genre' }, 'unknown_genre'],
      [{ t: 'movie', tab: 'trending' }, 'unknown_tab'],
      [{ t: 'movie', after: 'not-a-cursor' }, 'invalid_cursor'],
    ])('bad browse input %j answers an empty page with errorCode %s', async (v, code) => {
      const p = await browse(v);
      expect(p).toMatchObject({ items: [], hasMore: false, errorCode: code });
      expect(p.message).toBeTruthy();
    });
  });

  describe('search', () => {
    const SEARCH = `query($q: String!, $t: String, $after: String) { content { search(query: $q, mediaType: $t, first: 10, after: $after) {
      items { id mediaType title } totalCount hasMore nextCursor errorCode message } } }`;
    const search = async (query: string, t: string | null = null) =>
      (await q(SEARCH, { variables: { q: query, t } })).content.search as Data;

    it.each([
      ['spider man', '1'],
      ['Spider-Man', '1'],
      ['spiderman', '1'],
      ['SPIDER-MAN OF THE SEVENTH STREET', '1'],
      ['eleve', '2'],
      ['élève du silence', '2'],
      ['cafe nocturne', '3'],
    ])('%j finds the title forgiving case, accents and punctuation', async (query, id) => {
      expect((await search(query)).items[0]?.id).toBe(id);
    });

    it.each([
      ['spidr man', '1'],
      ['sipder', '1'],
      ['cartographr kyoto', '4'],
      ['znenote pro', '6'],
    ])('one typo still finds the title: %j', async (query, id) => {
      expect((await search(query)).items.map((i: Data) => i.id)).toContain(id);
    });

    it('people and genres are searched too', async () => {
      const movie = (await q(`{ content { media(mediaType: "movie", id: "1") { directors { title } } } }`))
        .content.media;
      const director = movie.directors[0].title as string;
      expect((await search(director)).items.map((i: Data) => i.id)).toContain('1');
      const byGenre = await search('tower defense', 'game');
      expect(byGenre.items.map((i: Data) => i.id)).toContain('5');
    });

    it('searching one media type returns only that type', async () => {
      const r = await search('the', 'ebook');
      expect(r.items.length).toBeGreaterThan(0);
      expect(r.items.every((i: Data) => i.mediaType === 'ebook')).toBe(true);
    });

    it('an empty search is the documented empty result; no results is an empty page without error', async () => {
      expect(await search('   ')).toMatchObject({ items: [], totalCount: 0, errorCode: null });
      expect(await search('zzqxjvwk')).toMatchObject({ items: [], totalCount: 0, errorCode: null });
    });

    it('a search over 200 characters or of an unknown type is refused as data', async () => {
      expect(await search('a'.repeat(201))).toMatchObject({ items: [], errorCode: 'query_too_long' });
      expect(await search('spider', 'podcast')).toMatchObject({ items: [], errorCode: 'invalid_media_type' });
    });

    it('finds exactly the titles holding every word (the last, of 2+ letters, as a prefix) at any popularity', async () => {
      const { sql } = await import('kysely');
      const docs = (
        await sql<{ media_id: number; media_type: string; document: string }>`
          SELECT media_id, media_type, document FROM media_search`.execute(t.db.handle.db)
      ).rows.map((d) => ({ id: String(d.media_id), type: d.media_type, words: d.document.split(' ') }));
      const expected = (query: string, type: string | null) => {
        const check = checkSearchQuery(query); // drops stop words and single letters
        const words = check.kind === 'ok' ? check.tokens : [];
        return docs
          .filter((d) => !type || d.type === type)
          .filter((d) =>
            words.every((w, i) =>
              i === words.length - 1 && w.length >= 2
                ? d.words.some((x) => x.startsWith(w))
                : d.words.includes(w),
            ),
          )
          .map((d) => d.id)
          .sort();
      };
      const everyPage = async (query: string, type: string | null) => {
        const ids: string[] = [];
        let after: string | null = null;
        do {
          const page = (await q(SEARCH, { variables: { q: query, t: type, after } })).content.search as Data;
          ids.push(...page.items.map((i: Data) => i.id as string));
          after = page.hasMore ? (page.nextCursor as string) : null;
        } while (after);
        return ids.sort();
      };
      for (const [query, type] of [
        ['harbor', null],
        ['orchard', 'ebook'],
        ['the st', null],
        ['blue la', null],
        ['live spo', 'stream'],
        ['novak', null],
      ] as const) {
        const want = expected(query, type);
        expect(want.length, query).toBeGreaterThan(0);
        expect(want.length, query).toBeLessThan(300);
        expect(await everyPage(query, type), query).toEqual(want);
      }
    });

    // PostgreSQL only (SQLite's FTS5 has no posting table to check).
    if (dialect === 'postgres')
      it('PostgreSQL keeps every title in the posting block of its popularity, in rank order', async () => {
        const { sql } = await import('kysely');
        const { decodePostings, encodePostings, popularityBlock } =
          await import('../src/modules/search/search-postings');
        const rows = (
          await sql<{ block: number; entries: number; postings: Uint8Array }>`
            SELECT block, entries, postings FROM search_postings WHERE term = '' ORDER BY block`.execute(
            t.db.handle.db,
          )
        ).rows;
        const popularity = new Map(
          (
            await sql<{ rank_key: number; popularity: number }>`
              SELECT rank_key, popularity FROM media_search`.execute(t.db.handle.db)
          ).rows.map((r) => [Number(r.rank_key), r.popularity]),
        );
        const keys = rows.flatMap((r) =>
          [...decodePostings(r.postings, r.entries)].map((e) => ({ block: r.block, key: e >> 1 })),
        );
        expect(keys).toHaveLength(popularity.size);
        expect(keys.map((k) => k.key)).toEqual([...popularity.keys()].sort((a, b) => a - b));
        // The database's varints are the server's.
        for (const n of [0, 127, 128, 16_383, 16_384, 2_097_152, 268_435_456, 2_019_999_999]) {
          const r = await sql<{ v: Uint8Array }>`SELECT search_varint(${n}) AS v`.execute(t.db.handle.db);
          expect([...r.rows[0]!.v], String(n)).toEqual([...encodePostings([n])]);
        }
        for (const { block, key } of keys) expect(block).toBe(popularityBlock(popularity.get(key)!));
      });

    if (dialect === 'postgres')
      it('PostgreSQL prepares the postings read once per connection, and it keeps answering', async () => {
        const { sql } = await import('kysely');
        const { createSearchIndex } = await import('../src/modules/search/search-index');
        const index = createSearchIndex('postgres', t.db.handle.db);
        await t.db.handle.db.connection().execute(async (conn) => {
          const hits = [];
          for (let i = 0; i < 3; i++)
            hits.push(
              await index.search(conn, {
                tokens: ['harbor'],
                normalised: 'harbor',
                mediaType: null,
                brandId: 'playmax',
                limit: 10,
                offset: 0,
              }),
            );
          expect(hits[0]!.ids.length).toBeGreaterThan(0);
          expect(hits[2]).toEqual(hits[0]);
          const prepared = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM pg_prepared_statements
            WHERE statement LIKE ${'%/* prepared */%'} AND statement LIKE ${'%FROM search_postings%'}`.execute(
            conn,
          );
          expect(prepared.rows[0]!.n).toBe(1);
        });
      });

    it('search pages do not repeat titles', async () => {
      const p1 = await search('the');
      expect(p1.hasMore).toBe(true);
      const p2 = (await q(SEARCH, { variables: { q: 'the', t: null, after: p1.nextCursor } })).content.search;
      const ids = [...p1.items, ...p2.items].map((i: Data) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe('collection and history', () => {
    const ADD = `mutation($t: String!, $id: ID!) { content { addToCollection(type: $t, id: $id) { responseResult { succeeded errorCode message } entries { id type title addedAt thumbnail { url } } } } }`;
    const HIST = `mutation($t: String!, $id: ID!) { content { addToHistory(type: $t, id: $id, title: "ignored") { responseResult { succeeded errorCode } entries { id } } } }`;

    it('a visitor cannot change a collection', async () => {
      const d = await q(ADD, { variables: { t: 'movie', id: '1' } });
      expect(d.content.addToCollection.responseResult).toMatchObject({
        succeeded: false,
        errorCode: 'unauthenticated',
      });
    });

    it('adding a title twice keeps one entry; it shows as inCollection; removing takes it out', async () => {
      const a = await q(ADD, { variables: { t: 'movie', id: '1' }, token: t.tokens.paid });
      expect(a.content.addToCollection.responseResult.succeeded).toBe(true);
      expect(a.content.addToCollection.entries[0]).toMatchObject({
        id: '1',
        type: 'movie',
        title: 'Spider-Man of the Seventh Street',
      });
      const again = await q(ADD, { variables: { t: 'movie', id: '1' }, token: t.tokens.paid });
      expect(again.content.addToCollection.entries.filter((e: Data) => e.id === '1')).toHaveLength(1);
      const m = await q(
        `{ content { media(mediaType: "movie", id: "1") { inCollection } collection { id } } }`,
        { token: t.tokens.paid },
      );
      expect(m.content.media.inCollection).toBe(true);
      const r = await q(
        `mutation { content { removeFromCollection(type: "movie", id: "1") { responseResult { succeeded } entries { id } } } }`,
        { token: t.tokens.paid },
      );
      expect(r.content.removeFromCollection.entries.map((e: Data) => e.id)).not.toContain('1');
    });

    it.each([
      [{ t: 'podcast', id: '1' }, 'invalid_media_type'],
      [{ t: 'movie', id: '-4' }, 'media_not_found'],
      [{ t: 'movie', id: '999999' }, 'media_not_found'],
      [{ t: 'music', id: '1' }, 'media_not_found'],
    ])('adding %j is refused with %s and writes nothing', async (v, code) => {
      const before = (await q(`{ content { collection { id } } }`, { token: t.tokens.paid })).content
        .collection.length;
      const d = await q(ADD, { variables: v, token: t.tokens.paid });
      expect(d.content.addToCollection.responseResult).toMatchObject({ succeeded: false, errorCode: code });
      expect(d.content.addToCollection.responseResult.message).toBeTruthy();
      const after = (await q(`{ content { collection { id } } }`, { token: t.tokens.paid })).content
        .collection.length;
      expect(after).toBe(before);
    });

    it('history lists the most recent first and can be cleared', async () => {
      await q(HIST, { variables: { t: 'movie', id: '1' }, token: t.tokens.paid });
      t.clock.advance(5);
      await q(HIST, { variables: { t: 'ebook', id: '2' }, token: t.tokens.paid });
      t.clock.advance(5);
      const d = await q(HIST, { variables: { t: 'movie', id: '1' }, token: t.tokens.paid });
      expect(d.content.addToHistory.entries.map((e: Data) => e.id)).toEqual(['1', '2']);
      const cleared = await q(
        `mutation { content { removeAllFromHistory { responseResult { succeeded } entries { id } } } }`,
        { token: t.tokens.paid },
      );
      expect(cleared.content.removeAllFromHistory).toEqual({
        responseResult: { succeeded: true },
        entries: [],
      });
    });

    it('the server answers in the member’s language', async () => {
      const d = await q(ADD, { variables: { t: 'podcast', id: '1' }, token: t.tokens.fr });
      expect(d.content.addToCollection.responseResult.message).toBe("Ce type de média n'existe pas.");
    });
  });

  describe('progress', () => {
    const UPDATE = `mutation($p: Float!, $s: Float) { content { updateMediaProgress(id: "4", mediaType: "audiobook", progress: $p, sequence: $s) {
      responseResult { succeeded errorCode } progress { progress sequence } } } }`;

    it('progress never moves backwards because of a late write', async () => {
      await q(UPDATE, { variables: { p: 120, s: 10 }, token: t.tokens.paid });
      const late = await q(UPDATE, { variables: { p: 300, s: 5 }, token: t.tokens.paid });
      expect(late.content.updateMediaProgress.progress).toEqual({ progress: 120, sequence: 10 });
      const newer = await q(UPDATE, { variables: { p: 90, s: 11 }, token: t.tokens.paid });
      expect(newer.content.updateMediaProgress.progress).toEqual({ progress: 90, sequence: 11 });
      const read = await q(
        `{ content { progress(mediaType: "audiobook", id: "4") { progress } media(mediaType: "audiobook", id: "4") { progress { progress } } } }`,
        { token: t.tokens.paid },
      );
      expect(read.content.progress.progress).toBe(90);
      expect(read.content.media.progress.progress).toBe(90);
    });

    it('a negative progress is refused and stores nothing', async () => {
      const d = await q(UPDATE, { variables: { p: -3, s: 99 }, token: t.tokens.paid });
      expect(d.content.updateMediaProgress.responseResult).toEqual({
        succeeded: false,
        errorCode: 'invalid_progress',
      });
      const read = await q(`{ content { progress(mediaType: "audiobook", id: "4") { progress } } }`, {
        token: t.tokens.paid,
      });
      expect(read.content.progress.progress).toBe(90);
    });
  });

  describe('playlists', () => {
    const PL = `id name version trackCount totalDuration tracks { id position title duration artist albumTitle thumbnail { url } addedAt }`;
    const create = (name: string, token = t.tokens.paid) =>
      q(
        `mutation($n: String!) { content { createPlaylist(name: $n) { responseResult { succeeded errorCode message } playlist { ${PL} } } } }`,
        { variables: { n: name }, token },
      );
    let trackIds: string[] = [];

    beforeAll(async () => {
      const album = await q(`{ content { media(mediaType: "music", id: "3") { tracks { id } } } }`);
      trackIds = album.content.media.tracks.map((tr: Data) => tr.id);
    });

    it.each([
      ['', 'playlist_name_required'],
      ['    ', 'playlist_name_required'],
      ['x'.repeat(101), 'playlist_name_too_long'],
    ])('playlist name %j is refused with %s', async (name, code) => {
      const before = (await q(`{ content { playlists { id } } }`, { token: t.tokens.paid })).content.playlists
        .length;
      const d = await create(name);
      expect(d.content.createPlaylist.responseResult).toMatchObject({ succeeded: false, errorCode: code });
      expect(
        (await q(`{ content { playlists { id } } }`, { token: t.tokens.paid })).content.playlists.length,
      ).toBe(before);
    });

    it('build, reorder and trim a playlist; stale reorders are refused and change nothing', async () => {
      const created = (await create('  Road   trip ')).content.createPlaylist;
      expect(created.responseResult.succeeded).toBe(true);
      expect(created.playlist).toMatchObject({ name: 'Road trip', version: 1, trackCount: 0, tracks: [] });
      const id = created.playlist.id as string;

      const add = async (ids: string[]) =>
        (
          await q(
            `mutation($p: ID!, $t: [ID!]!) { content { addTracksToPlaylist(playlistId: $p, trackIds: $t) { responseResult { succeeded errorCode } playlist { ${PL} } } } }`,
            { variables: { p: id, t: ids }, token: t.tokens.paid },
          )
        ).content.addTracksToPlaylist;
      const added = await add(trackIds.slice(0, 4));
      expect(added.playlist.tracks.map((tr: Data) => tr.id)).toEqual(trackIds.slice(0, 4));
      expect(added.playlist.tracks[0].albumTitle).toBe('Café Nocturne');
      // Adding a track twice keeps one copy.
      const twice = await add([trackIds[1]!, trackIds[4]!]);
      expect(twice.playlist.tracks.map((tr: Data) => tr.id)).toEqual([...trackIds.slice(0, 4), trackIds[4]]);
      // An unknown track refuses the whole add.
      const bad = await add([trackIds[5]!, '999999999']);
      expect(bad.responseResult).toEqual({ succeeded: false, errorCode: 'track_not_found' });
      expect(bad.playlist.trackCount).toBe(5);

      const version = twice.playlist.version as number;
      const move = async (trackId: string, toIndex: number, expectedVersion: number) =>
        (
          await q(
            `mutation($p: ID!, $t: ID!, $i: Int!, $v: Int!) { content { moveTrackInPlaylist(playlistId: $p, trackId: $t, toIndex: $i, expectedVersion: $v) { responseResult { succeeded errorCode } playlist { ${PL} } } } }`,
            { variables: { p: id, t: trackId, i: toIndex, v: expectedVersion }, token: t.tokens.paid },
          )
        ).content.moveTrackInPlaylist;
      const stale = await move(trackIds[3]!, 0, version - 1);
      expect(stale.responseResult).toEqual({ succeeded: false, errorCode: 'stale_playlist' });
      expect(stale.playlist.tracks.map((tr: Data) => tr.id)).toEqual([...trackIds.slice(0, 4), trackIds[4]]);
      const moved = await move(trackIds[3]!, 0, version);
      expect(moved.responseResult.succeeded).toBe(true);
      expect(moved.playlist.tracks.map((tr: Data) => tr.id)).toEqual([
        trackIds[3],
        trackIds[0],
        trackIds[1],
        trackIds[2],
        trackIds[4],
      ]);
      expect(moved.playlist.tracks.map((tr: Data) => tr.position)).toEqual([0, 1, 2, 3, 4]);
      expect(moved.playlist.version).toBe(version + 1);
      expect((await move(trackIds[3]!, 9, version + 1)).responseResult.errorCode).toBe('invalid_position');

      const reorder = async (ids: string[]) =>
        (
          await q(
            `mutation($p: ID!, $t: [ID!]!) { content { reorderPlaylist(playlistId: $p, trackIds: $t) { responseResult { succeeded errorCode } playlist { tracks { id } } } } }`,
            { variables: { p: id, t: ids }, token: t.tokens.paid },
          )
        ).content.reorderPlaylist;
      expect((await reorder(trackIds.slice(0, 3))).responseResult.errorCode).toBe('stale_playlist');
      const full = [trackIds[4]!, trackIds[2]!, trackIds[1]!, trackIds[0]!, trackIds[3]!];
      expect((await reorder(full)).playlist.tracks.map((tr: Data) => tr.id)).toEqual(full);

      const removed = (
        await q(
          `mutation($p: ID!, $t: ID!) { content { removeTrackFromPlaylist(playlistId: $p, trackId: $t) { responseResult { succeeded } playlist { tracks { id position } } } } }`,
          { variables: { p: id, t: trackIds[2] }, token: t.tokens.paid },
        )
      ).content.removeTrackFromPlaylist;
      expect(removed.playlist.tracks).toEqual([
        { id: trackIds[4], position: 0 },
        { id: trackIds[1], position: 1 },
        { id: trackIds[0], position: 2 },
        { id: trackIds[3], position: 3 },
      ]);

      const renamed = (
        await q(
          `mutation($p: ID!) { content { renamePlaylist(id: $p, name: "Night drive") { responseResult { succeeded } playlist { name } } } }`,
          { variables: { p: id }, token: t.tokens.paid },
        )
      ).content.renamePlaylist;
      expect(renamed.playlist.name).toBe('Night drive');

      // Another member neither sees nor changes it.
      const other = (
        await q(
          `mutation($p: ID!) { content { renamePlaylist(id: $p, name: "Mine") { responseResult { errorCode } } } }`,
          { variables: { p: id }, token: t.tokens.inactive },
        )
      ).content.renamePlaylist;
      expect(other.responseResult.errorCode).toBe('playlist_not_found');
      expect(
        (await q(`{ content { playlists { id } } }`, { token: t.tokens.inactive })).content.playlists,
      ).toEqual([]);

      const deleted = (
        await q(
          `mutation($p: ID!) { content { deletePlaylist(id: $p) { responseResult { succeeded } playlistId } } }`,
          { variables: { p: id }, token: t.tokens.paid },
        )
      ).content.deletePlaylist;
      expect(deleted).toEqual({ responseResult: { succeeded: true }, playlistId: id });
      expect(
        (await q(`{ content { playlists { id } } }`, { token: t.tokens.paid })).content.playlists.map(
          (p: Data) => p.id,
        ),
      ).not.toContain(id);
    });
  });

  describe('live stats', () => {
    it('a stream event has live stats that move with the clock; an unknown slug is null', async () => {
      const LIVE = `query($s: String!) { content { live(slug: $s) { slug mediaId title status period clock home { name score } away { name score } viewers events { minute kind text } stats { label home away } } } }`;
      const first = (await q(LIVE, { variables: { s: 'rivertown-fc-vs-harbor-united-7' } })).content.live;
      expect(first).toMatchObject({
        mediaId: '7',
        home: { name: 'Rivertown FC' },
        away: { name: 'Harbor United' },
      });
      expect(first.stats.map((s: Data) => s.label)).toContain('Possession');
      t.clock.advance(20 * 60);
      const later = (await q(LIVE, { variables: { s: 'rivertown-fc-vs-harbor-united-7' } })).content.live;
      expect(later.clock !== first.clock || later.status !== first.status).toBe(true);
      expect((await q(LIVE, { variables: { s: 'no-such-match-7' } })).content.live).toBeNull();
      const now = (await q(`{ content { liveNow { slug status } } }`)).content.liveNow;
      expect(now.length).toBeGreaterThan(0);
    });
  });

  describe('covers', () => {
    it('a cover is a generated SVG with the title, cached immutably with a strong ETag', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/covers/movie/1.svg?v=1',
        headers: { host: HOSTS.playmax },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('SPIDER-MAN');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"cover-1-1-\d+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: '/covers/movie/1.svg?v=1',
        headers: { host: HOSTS.playmax, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    });

    it('covers differ between titles', async () => {
      const a = await t.app.inject({
        method: 'GET',
        url: '/covers/ebook/2.svg',
        headers: { host: HOSTS.playmax },
      });
      const b = await t.app.inject({
        method: 'GET',
        url: '/covers/music/3.svg',
        headers: { host: HOSTS.playmax },
      });
      expect(a.body).not.toBe(b.body);
      expect(a.body).toContain("L'Élève du Silence");
    });

    it('a cover is also a WebP of the same drawing, at the size of its type, cached immutably with a strong ETag', async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax, ...headers } });
      for (const [url, width, height] of [
        ['/covers/movie/1.webp?v=1', 400, 600],
        ['/covers/ebook/2.webp?v=1', 400, 600],
        ['/covers/music/3.webp?v=1', 500, 500],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(res.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }, url).toEqual({
          format: 'webp',
          width,
          height,
        });
      }
      const first = await get('/covers/movie/1.webp');
      const etag = String(first.headers.etag);
      // Not the SVG's ETag: a cache holding one answer must not revalidate it as the other.
      expect(etag).toMatch(/^"cover-1-1-\d+-webp"$/);
      const rendersBefore = renders;
      const again = await get('/covers/movie/1.webp', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(renders).toBe(rendersBefore);
      const svg = await get('/covers/movie/1.svg', { 'if-none-match': etag });
      expect(svg.statusCode).toBe(200);
    });

    it('renders a WebP cover once: concurrent requests share the render, later ones the cached image', async () => {
      const { id } = await pick(`media_type = 'game'`);
      const url = `/covers/game/${id}.webp?v=1`;
      const rendersBefore = renders;
      const [a, b] = await Promise.all(
        [1, 2].map(() => t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } })),
      );
      expect(renders - rendersBefore).toBe(1);
      expect(a!.statusCode).toBe(200);
      expect(b!.rawPayload.equals(a!.rawPayload)).toBe(true);
      const later = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
      expect(later.rawPayload.equals(a!.rawPayload)).toBe(true);
      expect(renders - rendersBefore).toBe(1);
    });

    it('renders one cover at a time, however many different covers are asked for at once', async () => {
      const ids = await t.db.handle.db
        .selectFrom('media_items')
        .select('id')
        .where('media_type', '=', 'software')
        .orderBy('id')
        .limit(4)
        .execute();
      const rendersBefore = renders;
      mostAtOnce = 0;
      const answers = await Promise.all(
        ids.map(({ id }) =>
          t.app.inject({
            method: 'GET',
            url: `/covers/software/${id}.webp`,
            headers: { host: HOSTS.playmax },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
      expect(renders - rendersBefore).toBe(ids.length);
      expect(mostAtOnce).toBe(1);
    });

    it.each([
      '/covers/movie/2.svg',
      '/covers/podcast/1.svg',
      '/covers/movie/0.svg',
      '/covers/movie/abc.svg',
      '/covers/movie/2.webp',
      '/covers/podcast/1.webp',
      '/covers/movie/999999999.webp',
      '/covers/movie/1.png',
    ])('%s is not found', async (url) => {
      const rendersBefore = renders;
      const res = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
      expect(res.statusCode).toBe(404);
      expect(renders).toBe(rendersBefore);
    });
  });
});
