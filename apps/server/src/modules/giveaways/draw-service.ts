/**
 * The monthly draw's lifecycle (SPEC.md 9 "Draw", issue 12 items 7–8, docs/draws.md), each step a
 * method the scheduled job (jobs/draws.ts) and the operator commands (ops/cli.ts) call with the
 * service's clock. Several instances may run any step at once: every change is claimed in SQL
 * (draw-repo.ts), and whoever loses a claim reports what the winner of it stored.
 *
 *   commit    a draw row per Eastern-Time month of a giveaway, with a fresh secret seed and its
 *             public commitment, before the month opens (ensureCommitments, commitSweep)
 *   close     after the month's close: the snapshot of the pool, summed per entrant pseudonym;
 *             under DRAW_MIN_UNIQUE_ENTRIES unique entrants (or a month before the giveaway's last)
 *             it rolls over, else the winner is drawn (closeAndDraw)
 *   announce  the winner's tag sa_winner:{sweepId} and mail (announce)
 *   publish   the seed is revealed, so anyone can recompute the winner (publish)
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DRAW_MIN_UNIQUE_ENTRIES,
  DRAW_SEED_BYTES,
  WINNER_ANNOUNCED_WITHIN_DAYS,
  commitmentOf,
  drawPeriod,
  nextPeriod,
  periodOf,
  drawKey,
  drawTicket,
  saWinnerTag,
  snapshotJson,
  winnerOf,
  type DrawSnapshotEntry,
  type Sha256,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { findBrandById, toBrand } from '../brand';
import { fromAddress, type Mailer, publicOrigin, type PublicOriginSettings } from '../mail';
import { findAnyMemberById, insertMemberTags, toMember } from '../member';
import type { EntrantPseudonyms } from './draw-entrants';
import { winnerMail } from './draw-mail';
import * as repo from './draw-repo';
import type { DrawHead, DrawRow, DrawSweep } from './draw-repo';
import { publicDrawJson, toPublicDraw, type PublicDraw } from './draw-views';
import { findPostalEntry } from './postal-repo';

/** node:crypto's SHA-256 in the domain's shape: the same bytes as @noble/hashes, faster on the server. */
export const nodeSha256: Sha256 = (data) => new Uint8Array(createHash('sha256').update(data).digest());

/**
 * The job closes a month this long after its close, so envelopes received by the close can still be
 * typed in (a postal entry counts by the day it was received); the winner is still announced well
 * within WINNER_ANNOUNCED_WITHIN_DAYS. An operator's run-draw does not wait.
 */
export const DRAW_JOB_GRACE_HOURS = 48;
export const BEACON_MAX_LENGTH = 512;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How many draws GET /api/draws lists. */
export const PUBLIC_DRAWS_LIMIT = 120;

/** Readable and stable, so both instances committing a month name the same row: drw_1001_202611. */
export function drawIdOf(sweepId: string, period: string): string {
  return `drw_${sweepId}_${period.replace('-', '')}`;
}

/**
 * The months of a giveaway that need a draw row within `window`: every month of its entry period,
 * and the month after its last one (the row a roll-over moves the entries to).
 */
export function periodsToCommit(
  sweep: Pick<DrawSweep, 'start_date' | 'end_date'>,
  window: string[],
): string[] {
  const first = periodOf(sweep.start_date);
  const last = periodOf(sweep.end_date);
  const reserve = nextPeriod(last);
  return window.filter((p) => (p >= first && p <= last) || p === reserve);
}

/**
 * The contract's draw (packages/domain draw.ts) on a pool this service built: sorted, one line per
 * pseudonym, positive entries, hashed once already. runDraw would check and hash it all again.
 */
function drawOf(seedHex: string, pool: DrawPool, beacon: string): { winner: string; ticket: number } {
  const { ticket } = drawTicket(drawKey(seedHex, pool.hash, beacon, nodeSha256), pool.total, nodeSha256);
  return { ticket, winner: winnerOf(pool.snapshot, ticket) };
}

/** Where the service reports (the app's logger; the operator CLI's stderr). */
export interface DrawLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DrawServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where the winner mail's links point (mail/public-origin.ts). */
  origins: PublicOriginSettings;
  entrants: EntrantPseudonyms;
  log: DrawLog;
}

export interface CommittedDraw {
  drawId: string;
  sweepId: string;
  period: string;
  commitment: string;
  opensAt: string;
  /** Made after its period had opened (the job was not running): the draw still runs, but its commitment proves less. */
  late: boolean;
}

/** The pool of one draw: the snapshot in contract order and who hides behind each pseudonym. */
export interface DrawPool {
  snapshot: DrawSnapshotEntry[];
  json: string;
  hash: string;
  total: number;
  /** Each pseudonym's entries and who hides behind it (its member, or its first postal entry). */
  tally: Map<string, EntrantTally>;
}

export interface EntrantTally {
  entries: number;
  memberId: number | null;
  postalId: number | null;
}

export interface DrawSummary {
  drawId: string;
  sweepId: string;
  period: string;
  status: string;
  uniqueEntrants: number | null;
  total: number | null;
  snapshotHash: string | null;
  beacon: string;
  winner: string | null;
  winnerMemberId: number | null;
  winnerPostalId: number | null;
}

export type CloseFailure =
  | 'draw_not_found'
  | 'draw_not_closed'
  | 'draw_unused'
  | 'beacon_too_long'
  | 'beacon_mismatch'
  | 'snapshot_changed';

export type CloseResult =
  | {
      ok: true;
      outcome: 'drawn';
      draw: DrawSummary;
      /** The draw was drawn before: its pool and winner were recomputed and compared. */
      rerun: boolean;
      /** On a re-run: the recomputed pool and winner equal the stored ones. */
      matches: boolean;
    }
  | {
      ok: true;
      outcome: 'rolled_over';
      draw: DrawSummary;
      reason: 'too_few_entrants' | 'not_last_month';
      /** The giveaway's new close, when this call moved it. */
      extendedTo: string | null;
    }
  | { ok: true; outcome: 'held'; draw: DrawSummary }
  | { ok: false; reason: CloseFailure; detail?: string };

export type AnnouncedWinner =
  | { kind: 'member'; memberId: number; email: string; mailed: boolean }
  | {
      kind: 'postal';
      postalId: number;
      fullName: string;
      address: string;
      city: string;
      postcode: string;
      phone: string | null;
      email: string;
      envelopeRef: string;
    }
  | { kind: 'gone' };

export type AnnounceResult =
  | { ok: true; already: boolean; late: boolean; winner: AnnouncedWinner | null; draw: DrawSummary }
  | { ok: false; reason: 'draw_not_found' | 'draw_not_drawn' };

export type PublishResult =
  | { ok: true; already: boolean; seed: string; draw: DrawSummary }
  | { ok: false; reason: 'draw_not_found' | 'draw_not_drawn' };

/**
 * Called inside the transaction that makes a change to a draw (closes, draws, rolls over or
 * publishes it), so that what the caller records of it (the console's audit row) is kept with the
 * change or not at all. Not called when the call changed nothing (another run settled it first).
 */
export type DrawChangeHook = (
  trx: DbOrTrx,
  change: {
    drawId: string;
    sweepId: string;
    period: string;
    change: 'held' | 'drawn' | 'rolled_over' | 'published';
  },
) => Promise<void>;

export interface DrawJobReport {
  committed: CommittedDraw[];
  closed: CloseResult[];
  announced: AnnounceResult[];
  published: PublishResult[];
  failed: number;
}

function summary(row: DrawHead): DrawSummary {
  return {
    drawId: row.id,
    sweepId: row.sweep_id,
    period: row.period,
    status: row.status,
    uniqueEntrants: row.unique_entrants === null ? null : Number(row.unique_entrants),
    total: row.total === null ? null : Number(row.total),
    snapshotHash: row.snapshot_hash,
    beacon: row.beacon,
    winner: row.winner_entrant,
    winnerMemberId: row.winner_member_id === null ? null : Number(row.winner_member_id),
    winnerPostalId: row.winner_postal_id === null ? null : Number(row.winner_postal_id),
  };
}

const changeOf = (draw: Pick<DrawHead, 'id' | 'sweep_id' | 'period'>) => ({
  drawId: draw.id,
  sweepId: draw.sweep_id,
  period: draw.period,
});

export class DrawService {
  constructor(private readonly d: DrawServiceDeps) {}

  private nowIso(): string {
    return this.d.clock().toISOString();
  }

  private async commit(sweepId: string, period: string): Promise<CommittedDraw | null> {
    const now = this.d.clock();
    const { opensAt, closesAt } = drawPeriod(period);
    const seed = randomBytes(DRAW_SEED_BYTES).toString('hex');
    const row = {
      id: drawIdOf(sweepId, period),
      sweep_id: sweepId,
      period,
      opens_at: opensAt.toISOString(),
      closes_at: closesAt.toISOString(),
      commitment: commitmentOf(seed, nodeSha256),
      seed,
      created_at: now.toISOString(),
    };
    if (!(await repo.insertDrawIfMissing(this.d.db, row))) return null;
    const late = now.getTime() >= opensAt.getTime();
    if (late) this.d.log.warn({ drawId: row.id }, 'draw committed after its period opened');
    return {
      drawId: row.id,
      sweepId,
      period,
      commitment: row.commitment,
      opensAt: row.opens_at,
      late,
    };
  }

  /**
   * For every giveaway still open or drawing: a draw row for this month and the next where its entry
   * period (or a roll-over of its last month) reaches them. Rows made earlier are left as they are.
   */
  async ensureCommitments(): Promise<CommittedDraw[]> {
    const current = periodOf(this.d.clock());
    const window = [current, nextPeriod(current)];
    const sweeps = await repo.listSweepsEndingFrom(this.d.db, drawPeriod(current).opensAt.toISOString());
    const made: CommittedDraw[] = [];
    for (const sweep of sweeps) {
      for (const period of periodsToCommit(sweep, window)) {
        const draw = await this.commit(sweep.id, period);
        if (draw) made.push(draw);
      }
    }
    return made;
  }

  /** Every month of one giveaway that has not opened yet (a new giveaway's commitments, made at once). */
  async commitSweep(sweepId: string): Promise<CommittedDraw[]> {
    const sweep = await repo.findDrawSweep(this.d.db, sweepId);
    if (!sweep) return [];
    const now = this.d.clock().getTime();
    const made: CommittedDraw[] = [];
    const reserve = nextPeriod(periodOf(sweep.end_date));
    for (let p = periodOf(sweep.start_date); p <= reserve; p = nextPeriod(p)) {
      if (drawPeriod(p).opensAt.getTime() <= now) continue;
      const draw = await this.commit(sweep.id, p);
      if (draw) made.push(draw);
    }
    return made;
  }

  /**
   * The pool a draw counts (draw-repo PoolWindow): ledger rows made and postal entries received up
   * to the period's close, after the close of an earlier drawn draw of the giveaway, recorded by
   * `cutoff`; summed per pseudonym, in contract order.
   */
  async poolOf(draw: Pick<DrawRow, 'sweep_id' | 'period' | 'closes_at'>, cutoff: string): Promise<DrawPool> {
    const window = {
      sweepId: draw.sweep_id,
      after: await repo.lastDrawnCloseBefore(this.d.db, draw.sweep_id, draw.period),
      until: draw.closes_at,
      cutoff,
    };
    const [members, postal] = await Promise.all([
      repo.memberPool(this.d.db, window),
      repo.postalPool(this.d.db, window),
    ]);
    // One map for the sums and the names behind them: 200,000 entrants are 200,000 entries here.
    const tally = new Map<string, EntrantTally>();
    for (const m of members) {
      if (m.entries <= 0) continue;
      const entrant = this.d.entrants.member(m.member_id);
      const t = tally.get(entrant);
      if (t) {
        t.entries += m.entries;
        t.memberId ??= m.member_id;
      } else tally.set(entrant, { entries: m.entries, memberId: m.member_id, postalId: null });
    }
    for (const p of postal) {
      const t = tally.get(p.entrant);
      if (!t) tally.set(p.entrant, { entries: p.entries, memberId: null, postalId: p.first_id });
      else {
        t.entries += p.entries;
        if (t.postalId === null || p.first_id < t.postalId) t.postalId = p.first_id;
      }
    }
    // The contract's order is JavaScript's default string order, which the default sort of an array of
    // strings is: no comparator call per comparison (a third of the time over 200,000 entrants).
    const order = [...tally.keys()].sort();
    const snapshot = order.map((entrant) => ({ entrant, entries: tally.get(entrant)?.entries ?? 0 }));
    const json = snapshotJson(snapshot);
    return {
      snapshot,
      json,
      hash: Buffer.from(nodeSha256(Buffer.from(json, 'utf8'))).toString('hex'),
      total: snapshot.reduce((sum, e) => sum + e.entries, 0),
      tally,
    };
  }

  /**
   * Closes a month of a giveaway after its close and draws it, rolls it over, or (hold) fixes and
   * publishes its snapshot and waits for an operator's beacon. A drawn month is recomputed from the
   * database and compared: the same winner, never a new one.
   */
  async closeAndDraw(
    sweepId: string,
    period: string,
    opts: { beacon?: string; hold?: boolean; onChange?: DrawChangeHook } = {},
  ): Promise<CloseResult> {
    if (opts.beacon !== undefined && opts.beacon.length > BEACON_MAX_LENGTH)
      return { ok: false, reason: 'beacon_too_long' };
    const draw = await repo.findDrawOfPeriod(this.d.db, sweepId, period);
    if (!draw) return { ok: false, reason: 'draw_not_found' };
    const nowIso = this.nowIso();
    if (nowIso <= draw.closes_at) return { ok: false, reason: 'draw_not_closed', detail: draw.closes_at };
    switch (draw.status) {
      case 'unused':
        return { ok: false, reason: 'draw_unused' };
      case 'rolled_over':
        return {
          ok: true,
          outcome: 'rolled_over',
          draw: summary(draw),
          reason: 'too_few_entrants',
          extendedTo: null,
        };
      case 'drawn':
        return this.rerun(draw, opts.beacon);
      default:
        return this.close(draw, nowIso, opts);
    }
  }

  private async close(
    draw: DrawRow,
    nowIso: string,
    opts: { beacon?: string; hold?: boolean; onChange?: DrawChangeHook },
  ): Promise<CloseResult> {
    const sweep = await repo.findDrawSweep(this.d.db, draw.sweep_id);
    if (!sweep) return { ok: false, reason: 'draw_not_found' };
    const cutoff = draw.closed_at ?? nowIso;
    const pool = await this.poolOf(draw, cutoff);
    if (draw.closed_at !== null && pool.hash !== draw.snapshot_hash)
      return {
        ok: false,
        reason: 'snapshot_changed',
        detail: `stored ${draw.snapshot_hash}, now ${pool.hash}`,
      };
    const closed = {
      snapshot: pool.json,
      snapshot_hash: pool.hash,
      total: pool.total,
      unique_entrants: pool.snapshot.length,
      closed_at: cutoff,
    };
    const lastMonth = periodOf(sweep.end_date) <= draw.period;
    if (!lastMonth || pool.snapshot.length < DRAW_MIN_UNIQUE_ENTRIES)
      return this.rollOver(draw, sweep, closed, lastMonth, opts.onChange);
    if (opts.hold) {
      // Whoever claims it first fixes the snapshot; everyone reports the row as it is then.
      if (draw.closed_at === null)
        await inTransaction(this.d.db, async (trx) => {
          if (await repo.claimClosed(trx, draw.id, closed))
            await opts.onChange?.(trx, { ...changeOf(draw), change: 'held' });
        });
      return this.settled(draw.id);
    }
    const beacon = opts.beacon ?? '';
    const result = drawOf(draw.seed, pool, beacon);
    const winner = pool.tally.get(result.winner);
    const claimed = await inTransaction(this.d.db, async (trx) => {
      const won = await repo.claimDrawn(trx, draw.id, {
        ...closed,
        beacon,
        winner_entrant: result.winner,
        winner_member_id: winner?.memberId ?? null,
        winner_postal_id: winner?.memberId == null ? (winner?.postalId ?? null) : null,
        drawn_at: nowIso,
      });
      if (won) {
        await repo.markLaterDrawsUnused(trx, draw.sweep_id, draw.period);
        await opts.onChange?.(trx, { ...changeOf(draw), change: 'drawn' });
      }
      return won;
    });
    if (claimed)
      this.d.log.info({ drawId: draw.id, total: pool.total, entrants: pool.snapshot.length }, 'draw drawn');
    return this.settled(draw.id);
  }

  private async rollOver(
    draw: DrawRow,
    sweep: DrawSweep,
    closed: repo.ClosedSnapshot,
    lastMonth: boolean,
    onChange: DrawChangeHook | undefined,
  ): Promise<CloseResult> {
    const reason = lastMonth ? 'too_few_entrants' : 'not_last_month';
    const nextClose = drawPeriod(nextPeriod(draw.period)).closesAt;
    const moved = nextClose.getTime() - Date.parse(sweep.end_date);
    const extendedTo = lastMonth && moved > 0 ? nextClose.toISOString() : null;
    const claimed = await inTransaction(this.d.db, async (trx) => {
      if (!(await repo.claimRolledOver(trx, draw.id, closed))) return false;
      // The entries stay in the pool: the giveaway runs one more month and next month's draw takes them.
      if (extendedTo !== null) {
        const listedUntil = new Date(Date.parse(sweep.end_available_date) + moved).toISOString();
        await repo.extendSweep(trx, sweep.id, extendedTo, listedUntil);
      }
      await onChange?.(trx, { ...changeOf(draw), change: 'rolled_over' });
      return true;
    });
    const row = await repo.findDraw(this.d.db, draw.id);
    if (!row) return { ok: false, reason: 'draw_not_found' };
    if (claimed)
      this.d.log.info(
        { drawId: draw.id, entrants: closed.unique_entrants, reason, extendedTo },
        'draw rolled over',
      );
    return {
      ok: true,
      outcome: 'rolled_over',
      draw: summary(row),
      reason,
      extendedTo: claimed ? extendedTo : null,
    };
  }

  private async rerun(draw: DrawRow, beacon: string | undefined): Promise<CloseResult> {
    if (beacon !== undefined && beacon !== draw.beacon)
      return { ok: false, reason: 'beacon_mismatch', detail: draw.beacon };
    const pool = await this.poolOf(draw, draw.closed_at ?? draw.drawn_at ?? this.nowIso());
    const result = pool.total > 0 ? drawOf(draw.seed, pool, draw.beacon) : null;
    const matches = pool.hash === draw.snapshot_hash && result?.winner === draw.winner_entrant;
    if (!matches)
      this.d.log.warn({ drawId: draw.id, recomputed: result?.winner }, 'a re-run of a drawn draw differs');
    return { ok: true, outcome: 'drawn', draw: summary(draw), rerun: true, matches };
  }

  /** What a draw's row says now (another run may have closed it first). */
  private async settled(drawId: string): Promise<CloseResult> {
    const row = await repo.findDraw(this.d.db, drawId);
    if (!row) return { ok: false, reason: 'draw_not_found' };
    if (row.status === 'drawn')
      return { ok: true, outcome: 'drawn', draw: summary(row), rerun: false, matches: true };
    if (row.status === 'rolled_over')
      return {
        ok: true,
        outcome: 'rolled_over',
        draw: summary(row),
        reason: 'too_few_entrants',
        extendedTo: null,
      };
    return { ok: true, outcome: 'held', draw: summary(row) };
  }

  /**
   * Tells the winner: a member gets the tag sa_winner:{sweepId} (server-set) and the winner mail in
   * their language; for a postal winner the operator gets the contact details (no e-mail is sent
   * to an address typed from an envelope). Once per draw, whoever runs it.
   */
  async announce(drawId: string): Promise<AnnounceResult> {
    const draw = await repo.findDraw(this.d.db, drawId);
    if (!draw) return { ok: false, reason: 'draw_not_found' };
    if (draw.status !== 'drawn') return { ok: false, reason: 'draw_not_drawn' };
    const now = this.d.clock();
    const late = now.getTime() > Date.parse(draw.closes_at) + WINNER_ANNOUNCED_WITHIN_DAYS * DAY_MS;
    if (draw.announced_at !== null)
      return { ok: true, already: true, late, winner: null, draw: summary(draw) };
    const at = now.toISOString();
    const member =
      draw.winner_member_id === null ? undefined : await findAnyMemberById(this.d.db, draw.winner_member_id);
    const claimed = await inTransaction(this.d.db, async (trx) => {
      if (!(await repo.claimAnnounced(trx, draw.id, at))) return false;
      if (member) await insertMemberTags(trx, Number(member.id), [saWinnerTag(draw.sweep_id)], at, 'server');
      return true;
    });
    if (!claimed) return { ok: true, already: true, late, winner: null, draw: summary(draw) };
    if (late)
      this.d.log.warn(
        { drawId },
        `winner announced more than ${WINNER_ANNOUNCED_WITHIN_DAYS} days after the close`,
      );
    if (member) {
      const mailed = await this.mailWinner(draw, toMember(member));
      return {
        ok: true,
        already: false,
        late,
        draw: summary(draw),
        winner: { kind: 'member', memberId: Number(member.id), email: member.email, mailed },
      };
    }
    const postal =
      draw.winner_postal_id === null ? undefined : await findPostalEntry(this.d.db, draw.winner_postal_id);
    if (!postal) return { ok: true, already: false, late, draw: summary(draw), winner: { kind: 'gone' } };
    this.d.log.info({ drawId, postalId: postal.id }, 'postal winner: the operator contacts them by post');
    return {
      ok: true,
      already: false,
      late,
      draw: summary(draw),
      winner: {
        kind: 'postal',
        postalId: Number(postal.id),
        fullName: postal.full_name,
        address: postal.address,
        city: postal.city,
        postcode: postal.postcode,
        phone: postal.phone,
        email: postal.email,
        envelopeRef: postal.envelope_ref,
      },
    };
  }

  /** Sent after the claim is committed; a failure is logged (the tag already shows the winner modal). */
  private async mailWinner(draw: DrawRow, member: ReturnType<typeof toMember>): Promise<boolean> {
    try {
      const [brandRow, sweep] = await Promise.all([
        findBrandById(this.d.db, member.brandId),
        repo.findDrawSweep(this.d.db, draw.sweep_id),
      ]);
      if (!brandRow || !sweep) return false;
      const brand = toBrand(brandRow, []);
      const mail = winnerMail(
        member,
        brand,
        {
          sweepId: sweep.id,
          sweepName: sweep.name,
          prize: sweep.prize_description,
          drawId: draw.id,
        },
        publicOrigin(brand, this.d.origins),
      );
      await this.d.mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'giveaway_winner',
        memberId: member.id,
        ...mail,
      });
      return true;
    } catch (err) {
      this.d.log.error({ err, drawId: draw.id }, 'winner mail failed');
      return false;
    }
  }

  /** Reveals a drawn draw's seed: from then on GET /api/draws/{id} answers everything a verifier needs. */
  async publish(drawId: string, onChange?: DrawChangeHook): Promise<PublishResult> {
    const draw = await repo.findDraw(this.d.db, drawId);
    if (!draw) return { ok: false, reason: 'draw_not_found' };
    if (draw.status !== 'drawn') return { ok: false, reason: 'draw_not_drawn' };
    const published = await inTransaction(this.d.db, async (trx) => {
      const claimed = await repo.claimPublished(trx, drawId, this.nowIso());
      if (claimed) await onChange?.(trx, { ...changeOf(draw), change: 'published' });
      return claimed;
    });
    return { ok: true, already: !published, seed: draw.seed, draw: summary(draw) };
  }

  /**
   * One pass of the draws job: commitments for this month and the next, months closed at least
   * DRAW_JOB_GRACE_HOURS ago closed and drawn, drawn ones announced, announced ones published (the
   * seed is revealed as soon as the winner has been told: nothing is gained by waiting, and the
   * public can check the draw while it is news). A failing draw is logged and the others go on.
   */
  async runScheduled(): Promise<DrawJobReport> {
    const report: DrawJobReport = { committed: [], closed: [], announced: [], published: [], failed: 0 };
    report.committed = await this.ensureCommitments();
    const graceEnd = new Date(this.d.clock().getTime() - DRAW_JOB_GRACE_HOURS * HOUR_MS).toISOString();
    const each = async <T>(draws: DrawHead[], step: (d: DrawHead) => Promise<T>, into: T[]) => {
      for (const draw of draws) {
        try {
          into.push(await step(draw));
        } catch (err) {
          report.failed++;
          this.d.log.error({ err, drawId: draw.id }, 'draw step failed');
        }
      }
    };
    await each(
      await repo.listDrawsToClose(this.d.db, graceEnd),
      (d) => this.closeAndDraw(d.sweep_id, d.period),
      report.closed,
    );
    await each(await repo.listDrawsToAnnounce(this.d.db), (d) => this.announce(d.id), report.announced);
    await each(await repo.listDrawsToPublish(this.d.db), (d) => this.publish(d.id), report.published);
    return report;
  }

  /** GET /api/draws: the brand's draws whose period has opened, newest first (snapshots left out). */
  async publicList(brandId: string): Promise<PublicDraw[]> {
    const rows = await repo.listBrandDraws(this.d.db, brandId, this.nowIso(), PUBLIC_DRAWS_LIMIT);
    return rows.map(toPublicDraw);
  }

  /** GET /api/draws/{drawId} as JSON text, or null for an unknown draw, another brand's, or one not open yet. */
  async publicDrawJson(brandId: string, drawId: string): Promise<string | null> {
    if (drawId.length > 100) return null;
    const row = await repo.findBrandDraw(this.d.db, brandId, drawId, this.nowIso());
    return row ? publicDrawJson(toPublicDraw(row), row.snapshot) : null;
  }
}
