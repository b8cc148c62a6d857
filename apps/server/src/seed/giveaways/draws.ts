/**
 * The demo draws (issue 12 item 10; the contract's "Seeded giveaways" table), on the giveaways the
 * catalogue seed made, all through the real DrawService on a moved clock:
 *
 *   1001  last month, drawn a day ago, > 3,000 entrants, winner winner@, announced and published
 *   1002  last month, drawn two days ago, winner champion@, prize claimed
 *   1003  last month, closed and held for a beacon: its snapshot is public, its winner not yet ('drawing')
 *   1008  last month rolled over (too few entrants); this month's draw takes its entries
 *   every other giveaway: its months committed before they opened
 *
 * The entrants are DEMO_ENTRANTS synthetic members of playmax (entrant0001@example.invalid …,
 * is_active 0, a password hash that matches nothing: nobody signs in as them) with ordinary ledger
 * rows, plus a few postal entries recorded through PostalService. Real members and rows keep "a
 * member's entries and the pool agree" (sweeps.total_entries moves with every row) without a
 * second kind of entrant. A member is cheaper than it sounds: one bulk insert per 1,500.
 *
 * The winners are staged: the seed tries seeds in a fixed order until the honest algorithm picks
 * the demo winner, then commits that seed. The records verify like any other (`npm run
 * verify-draw`); a real draw's seed is random and committed before its month opens.
 */
import { createHash } from 'node:crypto';
import {
  DRAW_MIN_UNIQUE_ENTRIES,
  commitmentOf,
  drawKey,
  drawPeriod,
  drawTicket,
  periodOf,
  previousPeriod,
  ticketRanges,
  winnerDisplayedTag,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { hashString, mulberry32 } from '../../lib/prng';
import { OutboxMailer } from '../../modules/mail/mailer';
import { EntrantPseudonyms } from '../../modules/giveaways/draw-entrants';
import { DrawService, drawIdOf, nodeSha256, type DrawLog } from '../../modules/giveaways/draw-service';
import { PostalService } from '../../modules/giveaways/postal-service';
import { DEFAULT_ORIGIN_SETTINGS, type PublicOriginSettings } from '../../modules/mail/public-origin';
import { DAY_MS } from '../time';

/** Enough unique entrants for a draw (SPEC.md 5: at least 3,000), with room to spare. */
export const DEMO_ENTRANTS = 3_200;
/** How many of them entered the giveaway that rolled over: too few for a draw. */
const ROLLED_OVER_ENTRANTS = 150;
const POSTAL_ENTRANTS = 24;
const DRAWN = ['1001', '1002'] as const;
const ALL = ['1001', '1002', '1003', '1008'] as const;
const WINNERS: Record<(typeof DRAWN)[number], { email: string; entries: number; daysAgo: number }> = {
  '1001': { email: 'winner@playmax.test', entries: 100, daysAgo: 1 },
  '1002': { email: 'champion@playmax.test', entries: 30, daysAgo: 2 },
};
const MINUTE_MS = 60_000;
/** Entry packs a demo entrant bought (standard 10, multiplier 30, the one-time 100), by weight. */
const PACKS = [10, 10, 10, 10, 30, 30, 100];

/** Rows per insert: few statements, and under SQLite's 32,766 bound parameters (21 per member, 7 per entry). */
const MEMBER_BATCH = 1_500;
const ENTRY_BATCH = 4_000;

const quiet: DrawLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A clock the seed moves: each step runs at the moment the story says it happened. */
class SeedClock {
  at = new Date(0);
  readonly fn = () => new Date(this.at.getTime());
}

async function insertEntrants(db: Db, now: Date): Promise<number[]> {
  const emails = Array.from(
    { length: DEMO_ENTRANTS },
    (_, i) => `entrant${String(i + 1).padStart(4, '0')}@example.invalid`,
  );
  const existing = await db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('brand_id', '=', 'playmax')
    .where('email', 'like', 'entrant%@example.invalid')
    .execute();
  const have = new Set(existing.map((m) => m.email));
  const missing = emails.filter((e) => !have.has(e));
  for (let i = 0; i < missing.length; i += MEMBER_BATCH) {
    await db
      .insertInto('members')
      .values(
        missing.slice(i, i + MEMBER_BATCH).map((email) => ({
          brand_id: 'playmax',
          email,
          password_hash: 'disabled',
          name: `Demo Entrant ${email.slice(7, 11)}`,
          first_name: null,
          last_name: null,
          avatar_url: null,
          timezone: 'America/New_York',
          lang: 'en-us',
          provider: 'email',
          recipe: null,
          reference_number: `DEMO-ENT-${email.slice(7, 11)}`,
          subscription_provider: null,
          country_code: 'US',
          phone_number: null,
          green_points: 0,
          coins_balance: 0,
          is_demo: 0,
          is_active: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })),
      )
      .execute();
  }
  const rows = await db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('brand_id', '=', 'playmax')
    .where('email', 'in', emails)
    .execute();
  const idOf = new Map(rows.map((r) => [r.email, Number(r.id)]));
  return emails.map((e) => idOf.get(e) ?? 0).filter((id) => id > 0);
}

interface Entry {
  memberId: number;
  entries: number;
  at: string;
}

/** Ledger rows under demo keys (a second run inserts nothing) and the pool counter by what was inserted. */
async function insertEntries(db: Db, sweepId: string, name: string, entries: Entry[]): Promise<void> {
  let added = 0;
  for (let i = 0; i < entries.length; i += ENTRY_BATCH) {
    const rows = await db
      .insertInto('giveaway_entries')
      .values(
        entries.slice(i, i + ENTRY_BATCH).map((e) => ({
          member_id: e.memberId,
          sweep_id: sweepId,
          name,
          entries: e.entries,
          kind: 'entered',
          source: 'grant',
          idempotency_key: `demo-draw:${sweepId}:${e.memberId}`,
          created_at: e.at,
        })),
      )
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('entries')
      .execute();
    added += rows.reduce((n, r) => n + Number(r.entries), 0);
  }
  await db
    .updateTable('sweeps')
    .set((eb) => ({ total_entries: eb('total_entries', '+', added) }))
    .where('id', '=', sweepId)
    .execute();
}

/** The first seed, in a fixed order, with which the draw picks `entrant` (its ticket range [from, to)). */
function stagedSeed(label: string, hash: string, total: number, range: { from: number; to: number }): string {
  for (let i = 0; i < 1_000_000; i++) {
    const seed = createHash('sha256').update(`${label}:${i}`).digest('hex');
    const { ticket } = drawTicket(drawKey(seed, hash, '', nodeSha256), total, nodeSha256);
    if (ticket >= range.from && ticket < range.to) return seed;
  }
  throw new Error(`no seed found for ${label}`);
}

export interface DrawSeedOptions {
  /** The server's JWT_SECRET: the pseudonyms in the snapshots must be the ones the server computes. */
  jwtSecret: string;
  /** Where the seeded winner mails link (the server's config: mail/public-origin.ts); absent, `npm start`'s default. */
  origins?: PublicOriginSettings;
  log: (msg: string) => void;
}

export async function seedGiveawayDraws(db: Db, now: Date, opts: DrawSeedOptions): Promise<void> {
  const started = Date.now();
  const last = previousPeriod(periodOf(now));
  const sweeps = await db
    .selectFrom('sweeps')
    .select(['id', 'name', 'end_date'])
    .where('id', 'in', [...ALL])
    .execute();
  if (sweeps.length < ALL.length)
    return opts.log('draws: skipped (the demo giveaways 1001–1008 are not there)');
  if (await db.selectFrom('draws').select('id').where('id', '=', drawIdOf('1001', last)).executeTakeFirst())
    return opts.log('draws: already seeded');
  const nameOf = new Map(sweeps.map((s) => [s.id, s.name]));
  const clock = new SeedClock();
  const entrants = new EntrantPseudonyms(opts.jwtSecret);
  const draws = new DrawService({
    db,
    clock: clock.fn,
    mailer: new OutboxMailer(db, clock.fn),
    origins: opts.origins ?? DEFAULT_ORIGIN_SETTINGS,
    entrants,
    log: quiet,
  });
  const postal = new PostalService(db, clock.fn, entrants);
  const { opensAt, closesAt } = drawPeriod(last);
  const span = closesAt.getTime() - opensAt.getTime();

  // Every month committed a day before it opened, as the job would have done.
  for (const before of [opensAt, drawPeriod(periodOf(now)).opensAt]) {
    clock.at = new Date(before.getTime() - DAY_MS);
    await draws.ensureCommitments();
  }

  const ids = await insertEntrants(db, now);
  const random = mulberry32(hashString(`demo-draws:${last}`));
  const during = () => new Date(opensAt.getTime() + Math.floor(random() * (span - DAY_MS))).toISOString();
  const pack = () => PACKS[Math.floor(random() * PACKS.length)] ?? 10;
  for (const sweepId of ['1001', '1002', '1003'] as const)
    await insertEntries(
      db,
      sweepId,
      nameOf.get(sweepId) ?? sweepId,
      ids.map((memberId) => ({ memberId, entries: pack(), at: during() })),
    );
  await insertEntries(
    db,
    '1008',
    nameOf.get('1008') ?? '1008',
    ids.slice(0, ROLLED_OVER_ENTRANTS).map((memberId) => ({ memberId, entries: pack(), at: during() })),
  );
  const personas = await db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('brand_id', '=', 'playmax')
    .where(
      'email',
      'in',
      DRAWN.map((s) => WINNERS[s].email),
    )
    .execute();
  const personaId = new Map(personas.map((p) => [p.email, Number(p.id)]));
  for (const sweepId of DRAWN) {
    const memberId = personaId.get(WINNERS[sweepId].email);
    if (memberId !== undefined)
      await insertEntries(db, sweepId, nameOf.get(sweepId) ?? sweepId, [
        { memberId, entries: WINNERS[sweepId].entries, at: during() },
      ]);
  }
  for (let i = 1; i <= POSTAL_ENTRANTS; i++) {
    clock.at = new Date(during());
    const n = String(i).padStart(3, '0');
    await postal.record({
      sweepId: '1001',
      envelopeRef: `DEMO-ENV-${n}`,
      fullName: `Postal Entrant ${n}`,
      address: `${i} Demo Street`,
      city: 'Springfield',
      postcode: '62704',
      email: `postal${n}@example.invalid`,
      country: 'US',
    });
  }

  // 1008: too few unique entrants, so it rolled over (its giveaway already runs to this month's end).
  clock.at = new Date(closesAt.getTime() + 5 * MINUTE_MS);
  await draws.closeAndDraw('1008', last);
  // 1003: closed, snapshot published, waiting for a beacon the operator has not given yet.
  await draws.closeAndDraw('1003', last, { hold: true });

  for (const sweepId of DRAWN) {
    const winner = WINNERS[sweepId];
    const memberId = personaId.get(winner.email);
    if (memberId === undefined) continue;
    const drawId = drawIdOf(sweepId, last);
    const drawnAt = Math.min(
      now.getTime(),
      Math.max(now.getTime() - winner.daysAgo * DAY_MS, closesAt.getTime() + 10 * MINUTE_MS),
    );
    const pool = await draws.poolOf(
      { sweep_id: sweepId, period: last, closes_at: closesAt.toISOString() },
      new Date(drawnAt).toISOString(),
    );
    const range = ticketRanges(pool.snapshot).find((r) => r.entrant === entrants.member(memberId));
    if (!range || pool.snapshot.length < DRAW_MIN_UNIQUE_ENTRIES)
      throw new Error(`demo draw ${drawId}: the winner is not in a full pool`);
    const seed = stagedSeed(`member-area demo draw ${drawId}`, pool.hash, pool.total, range);
    await db
      .updateTable('draws')
      .set({ seed, commitment: commitmentOf(seed, nodeSha256) })
      .where('id', '=', drawId)
      .execute();
    clock.at = new Date(drawnAt);
    const drawn = await draws.closeAndDraw(sweepId, last);
    if (!drawn.ok || drawn.outcome !== 'drawn' || drawn.draw.winnerMemberId !== memberId)
      throw new Error(`demo draw ${drawId} did not pick ${winner.email}`);
    clock.at = new Date(Math.min(now.getTime(), drawnAt + 5 * MINUTE_MS));
    await draws.announce(drawId);
    await draws.publish(drawId);
  }

  // champion@ claimed the home theater, and has seen the winner modal.
  const champion = personaId.get(WINNERS['1002'].email);
  if (champion !== undefined) {
    const claimedAt = new Date(Math.min(now.getTime(), clock.at.getTime() + 6 * 3_600_000)).toISOString();
    await db
      .updateTable('draws')
      .set({
        claimed_at: claimedAt,
        claim_details: JSON.stringify({
          firstName: 'Casey',
          lastName: 'Champion',
          address: '500 Market Street',
          city: 'San Francisco',
          state: 'CA',
          postcode: '94105',
          country: 'US',
        }),
      })
      .where('id', '=', drawIdOf('1002', last))
      .execute();
    await db
      .insertInto('member_tags')
      .values({
        member_id: champion,
        tag: winnerDisplayedTag('1002'),
        created_at: claimedAt,
        set_by: 'member',
      })
      .onConflict((oc) => oc.columns(['member_id', 'tag']).doNothing())
      .execute();
  }
  // Today's window too (next month's giveaway, the roll-over rows), as the job's first pass would.
  clock.at = now;
  await draws.ensureCommitments();
  opts.log(
    `draws: ${DEMO_ENTRANTS} demo entrants; 1001 won by winner@, 1002 by champion@ (claimed), 1003 held for a beacon, ` +
      `1008 rolled over (${Date.now() - started} ms)`,
  );
}
