/**
 * What the draw tests share: giveaways of one Eastern-Time month on playmax, members in bulk (a
 * draw needs 3,000 unique entrants), ledger rows, and the services built on a test clock.
 */
import { drawPeriod } from '@member-area/domain';
import type { Db } from '../../src/db/kysely';
import type { Clock } from '../../src/lib/clock';
import type { DbOrTrx } from '../../src/db/kysely';
import type { Mailer, OutgoingMail, PendingMail } from '../../src/modules/mail/mailer';
import { DEFAULT_ORIGIN_SETTINGS } from '../../src/modules/mail/public-origin';
import { EntrantPseudonyms } from '../../src/modules/giveaways/draw-entrants';
import { DrawService, type DrawLog } from '../../src/modules/giveaways/draw-service';
import { PostalService } from '../../src/modules/giveaways/postal-service';
import { priceRow, sweepRow } from './helpers';
import { testConfig } from '../harness';

export const SECRET = testConfig().jwtSecret;
export const quietLog: DrawLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A mailer that keeps what it was given. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
  async enqueue(_trx: DbOrTrx, mail: OutgoingMail): Promise<PendingMail> {
    return { deliver: () => this.send(mail) };
  }
}

export function services(db: Db, clock: Clock, mailer: Mailer = new MemoryMailer()) {
  const entrants = new EntrantPseudonyms(SECRET);
  return {
    entrants,
    draws: new DrawService({ db, clock, mailer, origins: DEFAULT_ORIGIN_SETTINGS, entrants, log: quietLog }),
    postal: new PostalService(db, clock, entrants),
  };
}

/** A giveaway whose entries run over the months `first`…`last` (Eastern Time), on the given brands. */
export async function insertSweep(
  db: Db,
  id: string,
  first: string,
  opts: { last?: string; category?: string; brands?: string[]; name?: string } = {},
): Promise<void> {
  const period = { opensAt: drawPeriod(first).opensAt, closesAt: drawPeriod(opts.last ?? first).closesAt };
  await db
    .insertInto('sweeps')
    .values(sweepRow({ id, period, name: opts.name, category: opts.category }))
    .execute();
  await db
    .insertInto('sweep_brands')
    .values((opts.brands ?? ['playmax']).map((brand) => priceRow(id, brand)))
    .execute();
}

/** A playmax member who cannot sign in (password 'disabled'). */
export function memberRow(email: string, over: { is_active?: number } = {}) {
  return {
    brand_id: 'playmax',
    email,
    password_hash: 'disabled',
    name: null,
    first_name: null,
    last_name: null,
    avatar_url: null,
    timezone: 'America/New_York',
    lang: 'en-us',
    provider: 'email',
    recipe: null,
    reference_number: `REF-${email}`,
    subscription_provider: null,
    country_code: 'US',
    phone_number: null,
    green_points: 0,
    coins_balance: 0,
    is_demo: 0,
    is_active: over.is_active ?? 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

/** `count` members of playmax that cannot sign in, e-mails entrant{n}@{tag}.invalid; their ids in order. */
export async function insertMembers(db: Db, count: number, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) =>
      memberRow(`entrant${from + i}@${tag}.invalid`),
    );
    const inserted = await db.insertInto('members').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

/** Ledger rows: `entries` each for every member, in one giveaway, at `at`; the pool counter follows. */
export async function enter(
  db: Db,
  sweepId: string,
  memberIds: number[],
  at: string,
  entries = 1,
): Promise<void> {
  for (let from = 0; from < memberIds.length; from += 500) {
    await db
      .insertInto('giveaway_entries')
      .values(
        memberIds.slice(from, from + 500).map((memberId) => ({
          member_id: memberId,
          sweep_id: sweepId,
          name: `Giveaway ${sweepId}`,
          entries,
          kind: 'entered',
          created_at: at,
        })),
      )
      .execute();
  }
  await db
    .updateTable('sweeps')
    .set((eb) => ({ total_entries: eb('total_entries', '+', memberIds.length * entries) }))
    .where('id', '=', sweepId)
    .execute();
}

/** An instant inside a period, `days` after it opens. */
export function inPeriod(period: string, days = 3): string {
  return new Date(drawPeriod(period).opensAt.getTime() + days * 86_400_000).toISOString();
}

/** An instant `hours` after a period closes. */
export function afterClose(period: string, hours = 1): Date {
  return new Date(drawPeriod(period).closesAt.getTime() + hours * 3_600_000);
}
