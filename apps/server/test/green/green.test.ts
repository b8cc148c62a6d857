// The green page's figures (modules/green): trees and tonnes from real subscriptions and real
// playback time (credited by each progress save, migration 0026), and member.info { greenPoints } from the same rule, never below 1 (SPEC.md 5 and 9).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';

const GREEN = `{ member { info { greenPoints greenProgress {
  treesPlanted carbonOffsetTonnes activeMonths hoursStreamed months { month trees } } } } }`;

type Green = {
  greenPoints: number;
  greenProgress: {
    treesPlanted: number;
    carbonOffsetTonnes: number;
    activeMonths: number;
    hoursStreamed: number;
    months: { month: string; trees: number }[];
  };
};

const SAVE = `mutation($id: ID!, $t: String!, $p: Float!, $s: Float!) { content {
  savePlaybackPosition(id: $id, mediaType: $t, progress: $p, sequence: $s) { responseResult { succeeded } } } }`;

const MOVIE = 990_001;
const AUDIOBOOK = 990_002;
const EBOOK = 990_003;

async function insertTitles(db: Db): Promise<void> {
  const title = (id: number, mediaType: string, duration: number | null) => ({
    id,
    media_type: mediaType,
    title: `Green ${id}`,
    title_norm: `green ${id}`,
    slug: `green-${id}`,
    description: '',
    subtitle: null,
    release_date: null,
    release_year: 2020,
    popularity: 1,
    is_free: 0,
    vendor_id: `v${id}`,
    duration,
    genre_id: null,
    details: '{}',
    geo_allowed: null,
    geo_blocked: null,
    cache_index: 0,
  });
  await db
    .insertInto('media_items')
    .values([title(MOVIE, 'movie', 7200), title(AUDIOBOOK, 'audiobook', 3600), title(EBOOK, 'ebook', null)])
    .execute();
}

const progress = (memberId: number, mediaId: number, mediaType: string, seconds: number, at: string) => ({
  member_id: memberId,
  media_id: mediaId,
  media_type: mediaType,
  progress: seconds,
  sequence: 1,
  updated_at: at,
  position: null,
});

describe.each(DIALECTS)('green progress on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const d = db.handle.db;
      await insertTitles(d);
      // veteran: 13 whole months of a membership that has ended, 2.5 hours streamed (the audiobook's
      // stored position beyond its length counts its length), an ebook that is read, not streamed.
      await d
        .insertInto('subscriptions')
        .values({
          member_id: ids.veteran,
          plan_id: 101,
          ref_id: 'sub_green_veteran',
          reference_number: 'R-G1',
          subscription_provider: 'stripe',
          brand_id: 'playmax',
          is_active: 0,
          is_trial: 0,
          billing_period_days: 30,
          start_date: '2025-01-15T00:00:00.000Z',
          next_billing_date: null,
          cancelled_at: '2026-02-01T00:00:00.000Z',
          cancel_ref_id: 'C-G1',
          cancel_date: '2026-02-01T00:00:00.000Z',
          end_date: '2026-02-20T00:00:00.000Z',
          created_at: '2025-01-15T00:00:00.000Z',
        })
        .execute();
      await d
        .insertInto('member_play_time')
        .values([
          // The movie watched for 1.5 h in February, the audiobook for 1 h in January: 2.5 hours.
          { member_id: ids.veteran, month: '2026-02', seconds: 5400 },
          { member_id: ids.veteran, month: '2026-01', seconds: 3600 },
          { member_id: ids.paid, month: '2026-02', seconds: 7000 },
        ])
        .execute();
      // Progress alone is where to resume, not time played: it plants nothing.
      await d
        .insertInto('media_progress')
        .values([
          progress(ids.veteran, AUDIOBOOK, 'audiobook', 99_999, '2026-01-05T20:00:00.000Z'),
          progress(ids.veteran, EBOOK, 'ebook', 0.9, '2026-02-11T20:00:00.000Z'),
        ])
        .execute();
    },
    logins: {
      veteran: 'veteran@playmax.test',
      newcomer: 'newcomer@playmax.test',
      paid: 'paid@playmax.test',
      fr: 'fr@playmax.test',
    },
  });

  const green = async (token: string): Promise<Green> => {
    const res = await gql(t.app, HOSTS.playmax, GREEN, { token });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { member: { info: Green } }).member.info;
  };

  it('plants a tree per whole active month and per whole hour streamed, 4 trees a tonne', async () => {
    const v = await green(t.tokens.veteran);
    expect(v.greenProgress).toMatchObject({
      treesPlanted: 15,
      carbonOffsetTonnes: 3.75,
      activeMonths: 13,
      hoursStreamed: 2.5,
    });
    expect(v.greenPoints).toBe(15);
  });

  it('charts the trees month by month, ending at the total', async () => {
    const { months } = (await green(t.tokens.veteran)).greenProgress;
    expect(months[0]).toEqual({ month: '2025-01', trees: 0 });
    expect(months.find((m) => m.month === '2026-01')).toEqual({ month: '2026-01', trees: 13 });
    expect(months.at(-1)).toEqual({ month: '2026-03', trees: 15 });
  });

  it('counts only the member’s own playback (another member’s hours are theirs)', async () => {
    // paid@: 2 months of an active plan (since 2026-01-01) and 7000 s of a movie: 1 tree for it.
    expect((await green(t.tokens.paid)).greenProgress).toMatchObject({
      treesPlanted: 3,
      activeMonths: 2,
    });
  });

  it('never shows green points below 1 for a member with no history', async () => {
    const n = await green(t.tokens.newcomer);
    expect(n.greenProgress).toEqual({
      treesPlanted: 0,
      carbonOffsetTonnes: 0,
      activeMonths: 0,
      hoursStreamed: 0,
      months: [],
    });
    expect(n.greenPoints).toBe(1);
  });

  it('answers nothing to a visitor', async () => {
    const res = await gql(t.app, HOSTS.playmax, GREEN);
    expect((res.body.data as { member: { info: unknown } }).member.info).toBeNull();
  });

  it('measures hours streamed from real playback time, saved every 10 s as the players do', async () => {
    const save = async (progress: number) => {
      const res = await gql(t.app, HOSTS.playmax, SAVE, {
        token: t.tokens.fr,
        variables: { id: String(MOVIE), t: 'movie', p: progress, s: t.clock.now.getTime() },
      });
      expect(res.body.errors).toBeUndefined();
    };
    const hours = async () => (await green(t.tokens.fr)).greenProgress.hoursStreamed;
    // 10 minutes of the film: a first save 10 s in, then one every 10 s.
    for (let played = 10; played <= 600; played += 10) {
      if (played > 10) t.clock.advance(10);
      await save(played);
    }
    expect(await hours()).toBeCloseTo(600 / 3600, 10);
    // Paused for an hour (the player saves again on resume at the same place): nothing.
    t.clock.advance(3600);
    await save(600);
    // Played 10 s more: 10 s. Then a seek back to the opening: nothing for that save.
    t.clock.advance(10);
    await save(610);
    t.clock.advance(10);
    await save(30);
    // Skipping to the end is not watching it: one save interval at most.
    t.clock.advance(10);
    await save(7190);
    expect(await hours()).toBeCloseTo((600 + 10 + 10) / 3600, 10);
    // The same save delivered twice at once is credited once.
    t.clock.advance(10);
    await Promise.all([save(7200), save(7200)]);
    expect(await hours()).toBeCloseTo((600 + 10 + 10 + 10) / 3600, 10);
  });
});
