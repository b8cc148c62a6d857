import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { DIALECTS, HOSTS, gql, useTestApp } from './harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

/** Issue 10, item 9: a series header must name its latest episode, not count every episode. */
describe.each(DIALECTS)('series numbers on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 300 });
    },
  });

  it('a series of several seasons says its last season and that season’s last episode number', async () => {
    // A seeded series with more than one season: its episode count differs from any one season's.
    const found = await sql<{ media_id: number }>`
      SELECT media_id FROM episodes GROUP BY media_id HAVING max(season_number) > 1
      ORDER BY media_id LIMIT 1`.execute(t.db.handle.db);
    const id = found.rows[0]?.media_id;
    expect(id).toBeDefined();
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `query($id: ID!) { content { media(mediaType: "movie", id: $id) {
        seasonNumber episodeNumber episodes { seasonNumber episodeNumber } } } }`,
      { variables: { id: String(id) } },
    );
    expect(res.body.errors).toBeUndefined();
    const media = (res.body.data as Data).content.media as Data;
    const episodes = media.episodes as { seasonNumber: number; episodeNumber: number }[];
    const lastSeason = Math.max(...episodes.map((e) => e.seasonNumber));
    const lastEpisode = Math.max(
      ...episodes.filter((e) => e.seasonNumber === lastSeason).map((e) => e.episodeNumber),
    );
    expect(episodes.length).toBeGreaterThan(lastEpisode);
    expect({ season: media.seasonNumber, episode: media.episodeNumber }).toEqual({
      season: lastSeason,
      episode: lastEpisode,
    });
  });

  it('a film that is not a series has neither', async () => {
    const found = await sql<{ id: number }>`
      SELECT id FROM media_items WHERE media_type = 'movie'
        AND id NOT IN (SELECT media_id FROM episodes) ORDER BY id LIMIT 1`.execute(t.db.handle.db);
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `query($id: ID!) { content { media(mediaType: "movie", id: $id) { seasonNumber episodeNumber } } }`,
      { variables: { id: String(found.rows[0]!.id) } },
    );
    expect((res.body.data as Data).content.media).toEqual({ seasonNumber: null, episodeNumber: null });
  });
});
