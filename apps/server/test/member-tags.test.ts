import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as m0008 from '../src/db/migrations/0008_member_tag_allowlist';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { copyPlaymaxBrand, PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from './harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const VPN_HOST = 'vpn.localhost';

const SET_TAGS = `mutation($tags: [String!]!) { member { setTags(tags: $tags) {
  responseResult { succeeded errorCode extra } tags } } }`;

const PLAYBACK = `query($id: ID!) { content { playback(mediaType: "movie", id: $id) {
  available errorCode video { url } } } }`;

/** Well-formed tags that grant something: the server's alone (issue 10 item 12). */
const SERVER_ONLY = [
  { family: 'media types', tag: 'custom_media_types:movie,music' },
  { family: 'media types from the subscription', tag: '{token}' },
  { family: 'VPN', tag: 'ma6_vpn' },
  { family: 'VPN switch', tag: 'vpn:enabled' },
  { family: 'giveaways', tag: 'sweepsattack:enable' },
  { family: 'giveaway win', tag: 'sa_winner:1001' },
  { family: 'giveaway entries', tag: 'sweep_entries:sf:1001' },
  { family: 'feature switch', tag: 'ecommerce:enabled' },
  { family: 'feature switch', tag: 'weekly_sweeps:enabled' },
  { family: 'layout', tag: 'layout:clickcoins' },
  { family: 'unknown', tag: 'anything:else' },
];

describe.each(DIALECTS)('member tags on %s', (dialect) => {
  let vpnMemberId: number;
  let vpnToken: string;
  let inactiveToken: string;
  let film: string;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const k = db.handle.db;
      // A VPN brand like the demo's Harbor VPN: no media types of its own, a VPN Platinum plan.
      await copyPlaymaxBrand(k, { id: 'vpn', name: 'Harbor VPN', hostname: VPN_HOST, media_types: '[]' });
      await k.insertInto('brand_hosts').values({ hostname: VPN_HOST, brand_id: 'vpn' }).execute();
      await k.insertInto('brand_tags').values({ brand_id: 'vpn', tag: 'vpn:enabled' }).execute();
      await k.insertInto('offers').values({ id: 4, name: 'VPN', media_types: '["vpn"]' }).execute();
      const plan = await k.selectFrom('plans').selectAll().where('id', '=', 101).executeTakeFirstOrThrow();
      await k
        .insertInto('plans')
        .values({ ...plan, id: 401, brand_id: 'vpn', name: 'VPN Platinum', group_name: 'vpn' })
        .execute();
      await k.insertInto('plan_offers').values({ plan_id: 401, offer_id: 4 }).execute();
      const { id: _paidId, ...paid } = await k
        .selectFrom('members')
        .selectAll()
        .where('id', '=', ids.paid)
        .executeTakeFirstOrThrow();
      const vpnMember = await k
        .insertInto('members')
        .values({ ...paid, brand_id: 'vpn', email: 'member@vpn.test', reference_number: 'REF-vpn' })
        .returning('id')
        .executeTakeFirstOrThrow();
      vpnMemberId = Number(vpnMember.id);
      const { id: _subId, ...sub } = await k
        .selectFrom('subscriptions')
        .selectAll()
        .where('member_id', '=', ids.paid)
        .executeTakeFirstOrThrow();
      await k
        .insertInto('subscriptions')
        .values({
          ...sub,
          member_id: vpnMemberId,
          brand_id: 'vpn',
          plan_id: 401,
          ref_id: 'sub_vpn_1',
          reference_number: 'R-vpn',
        })
        .execute();
      await seedCatalogue(k, { titles: 60 });
      const row = await sql<{ id: number }>`SELECT id FROM media_items
      WHERE media_type = 'movie' AND is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL
      ORDER BY id LIMIT 1`.execute(k);
      film = String(row.rows[0]?.id);
    },
  });

  const tagsOf = async (memberId: number) =>
    t.db.handle.db
      .selectFrom('member_tags')
      .select(['tag', 'set_by'])
      .where('member_id', '=', memberId)
      .orderBy('tag')
      .execute();
  const playFilm = async (token: string) => {
    const res = await gql(t.app, VPN_HOST, PLAYBACK, { token, variables: { id: film } });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data as Data).content.playback as Data;
  };

  beforeAll(async () => {
    vpnToken = await login(t.app, VPN_HOST, 'member@vpn.test', PASSWORD);
    inactiveToken = await login(t.app, HOSTS.playmax, 'inactive@playmax.test', PASSWORD);
  });

  it('a VPN-only member who sets custom_media_types:movie is refused, stores nothing and still gets no film', async () => {
    expect(await playFilm(vpnToken)).toEqual({ available: false, errorCode: 'not_in_plan', video: null });

    const res = await gql(t.app, VPN_HOST, SET_TAGS, {
      token: vpnToken,
      variables: { tags: ['custom_media_types:movie'] },
    });
    expect((res.body.data as Data).member.setTags).toEqual({
      responseResult: {
        succeeded: false,
        errorCode: 'tag_not_allowed',
        extra: { notAllowed: ['custom_media_types:movie'] },
      },
      tags: [],
    });
    expect(await tagsOf(vpnMemberId)).toEqual([]);
    expect(await playFilm(vpnToken)).toEqual({ available: false, errorCode: 'not_in_plan', video: null });

    // The same tag written by the server does open films (this test has no media files, hence
    // media_unavailable rather than a URL): it is the tag, not something else, that decides.
    await t.db.handle.db
      .insertInto('member_tags')
      .values({
        member_id: vpnMemberId,
        tag: 'custom_media_types:movie',
        created_at: '2026-03-01T00:00:00.000Z',
        set_by: 'server',
      })
      .execute();
    try {
      expect(await playFilm(vpnToken)).toMatchObject({ errorCode: 'media_unavailable' });
    } finally {
      await t.db.handle.db.deleteFrom('member_tags').where('member_id', '=', vpnMemberId).execute();
    }
  });

  it.each(SERVER_ONLY)(
    'refuses the server-only $family tag $tag and stores none of the batch',
    async ({ tag }) => {
      const res = await gql(t.app, HOSTS.playmax, SET_TAGS, {
        token: inactiveToken,
        variables: { tags: ['ma_visited:true', tag] },
      });
      expect((res.body.data as Data).member.setTags).toEqual({
        responseResult: { succeeded: false, errorCode: 'tag_not_allowed', extra: { notAllowed: [tag] } },
        tags: [],
      });
      expect(await tagsOf(t.ids.inactive)).toEqual([]);
    },
  );

  it('accepts the markers the client writes, recorded as set by the member', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const markers = [
      'cm_upsell:displayed',
      'cm_upsell:vpn',
      'ma_visited:true',
      'onboarding_status:completed',
      'sweep_bonus_offer_modal:displayed',
      'upsell_displayed',
      'winner_displayed:1001',
    ];
    const res = await gql(t.app, HOSTS.playmax, SET_TAGS, { token, variables: { tags: markers } });
    expect((res.body.data as Data).member.setTags).toMatchObject({ responseResult: { succeeded: true } });
    expect(await tagsOf(t.ids.fr)).toEqual(markers.map((tag) => ({ tag, set_by: 'member' })));
  });

  it('migration 0008 removes the server-only tags members stored and keeps the ones the server wrote', async () => {
    const k = t.db.handle.db;
    const { created_at: createdAt } = await k
      .selectFrom('members')
      .select('created_at')
      .where('id', '=', t.ids.veteran)
      .executeTakeFirstOrThrow();
    const later = '2026-02-15T09:30:00.000Z';
    // Back to the table as it was before 0008, holding what the seed and setTags could write then.
    await m0008.down(k);
    const row = (tag: string, at: string) => ({ member_id: t.ids.veteran, tag, created_at: at });
    await k
      .insertInto('member_tags')
      .values([
        // Written with the account, by the seed: the server's.
        row('sa_winner:1001', createdAt),
        row('vpn:enabled', createdAt),
        row('ma_visited:true', createdAt),
        // Written later, through setTags: the member's.
        row('custom_media_types:movie', later),
        row('sweepsattack:enable', later),
        row('layout:clickcoins', later),
        row('ecommerce:enabled', later),
        row('winner_displayed:1:2', later),
        row('onboarding_status:completed', later),
        row('winner_displayed:1001', later),
      ])
      .execute();

    await m0008.up(k);

    expect(await tagsOf(t.ids.veteran)).toEqual([
      { tag: 'ma_visited:true', set_by: 'server' },
      { tag: 'onboarding_status:completed', set_by: 'member' },
      { tag: 'sa_winner:1001', set_by: 'server' },
      { tag: 'vpn:enabled', set_by: 'server' },
      { tag: 'winner_displayed:1001', set_by: 'member' },
    ]);
  });
});
