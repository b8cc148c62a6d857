import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAW_MIN_UNIQUE_ENTRIES, drawPeriod, verifyDraw, type DrawRecord } from '@member-area/domain';
import { runDrawsJob } from '../../src/jobs/draws';
import { DIALECTS, HOSTS, useTestApp } from '../harness';
import { afterClose, enter, inPeriod, insertMembers, insertSweep, services } from './draw-fixtures';

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe.each(DIALECTS)('draws on %s', (dialect) => {
  let members: number[] = [];
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      const d = db.handle.db;
      members = await insertMembers(d, DRAW_MIN_UNIQUE_ENTRIES, 'draw');
      // R1 rolls over (one entrant short), D1 is drawn, J1 is the job's, H1 waits for a beacon, C1 opens in April.
      for (const id of ['R1', 'D1', 'J1', 'H1']) await insertSweep(d, id, '2026-03');
      await insertSweep(d, 'C1', '2026-04');
      await insertSweep(d, 'X1', '2026-03', { brands: ['clickcoins'] });
      const march = inPeriod('2026-03');
      await enter(d, 'R1', members.slice(1), march);
      for (const id of ['D1', 'J1', 'H1']) await enter(d, id, members, march);
    },
  });
  const db = () => t.db.handle.db;
  const at = (iso: string | Date) => {
    t.clock.now = new Date(iso);
  };
  const draws = () => t.app.services.draws;
  const get = (url: string, host: string = HOSTS.playmax) =>
    t.app.inject({ method: 'GET', url, headers: { host } });
  const drawRow = (id: string) =>
    db().selectFrom('draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('commits each month before it opens, with commitment = SHA-256(seed), once', async () => {
    at('2026-02-20T12:00:00.000Z');
    const made = await draws().ensureCommitments();
    const ids = made.map((d) => d.drawId).sort();
    // February's window is February and March: March's giveaways and nothing of April's C1 yet.
    expect(ids).toEqual([
      'drw_D1_202603',
      'drw_H1_202603',
      'drw_J1_202603',
      'drw_R1_202603',
      'drw_X1_202603',
    ]);
    expect(made.every((d) => !d.late)).toBe(true);
    at('2026-03-15T12:00:00.000Z');
    const march = (await draws().ensureCommitments()).map((d) => d.drawId).sort();
    // Now April is the next month: C1's first month, and the roll-over rows of the March giveaways.
    expect(march).toEqual([
      'drw_C1_202604',
      'drw_D1_202604',
      'drw_H1_202604',
      'drw_J1_202604',
      'drw_R1_202604',
      'drw_X1_202604',
    ]);
    expect(await draws().ensureCommitments()).toEqual([]);
    for (const id of ['drw_D1_202603', 'drw_C1_202604']) {
      const row = await drawRow(id);
      expect(row.created_at < row.opens_at).toBe(true);
      expect(row.commitment).toBe(sha256(row.seed));
      expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(row.status).toBe('committed');
    }
  });

  it('lists only the brand’s draws whose period has opened, newest first, without seeds or snapshots', async () => {
    const res = await get('/api/draws');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const { draws: list } = res.json<{ draws: Record<string, unknown>[] }>();
    expect(list.map((d) => d.drawId)).toEqual([
      'drw_R1_202603',
      'drw_J1_202603',
      'drw_H1_202603',
      'drw_D1_202603',
    ]);
    expect(list[0]).toMatchObject({
      sweepId: 'R1',
      sweepName: 'Giveaway R1',
      period: '2026-03',
      status: 'committed',
      snapshot: null,
      snapshotHash: null,
      seed: null,
      winner: null,
      total: null,
      opensAt: drawPeriod('2026-03').opensAt.toISOString(),
    });
    expect(list[0]?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await get('/api/draws/drw_C1_202604')).statusCode).toBe(404);
    expect((await get('/api/draws/drw_X1_202603')).statusCode).toBe(404);
    expect((await get('/api/draws/drw_X1_202603', HOSTS.clickcoins)).statusCode).toBe(200);
    expect((await get('/api/draws/nope')).json()).toMatchObject({ errorCode: 'not_found' });
    expect((await get('/api/draws', HOSTS.unknown)).statusCode).toBe(421);
  });

  it('refuses to draw before the close', async () => {
    expect(await draws().closeAndDraw('D1', '2026-03')).toMatchObject({
      ok: false,
      reason: 'draw_not_closed',
    });
    expect(await draws().closeAndDraw('D1', '2026-01')).toMatchObject({
      ok: false,
      reason: 'draw_not_found',
    });
  });

  it(`rolls over under ${DRAW_MIN_UNIQUE_ENTRIES} unique entrants: the giveaway runs a month more and next month's draw takes the entries`, async () => {
    at(afterClose('2026-03'));
    const sweepBefore = await db()
      .selectFrom('sweeps')
      .selectAll()
      .where('id', '=', 'R1')
      .executeTakeFirstOrThrow();
    const r = await draws().closeAndDraw('R1', '2026-03');
    expect(r).toMatchObject({
      ok: true,
      outcome: 'rolled_over',
      reason: 'too_few_entrants',
      extendedTo: drawPeriod('2026-04').closesAt.toISOString(),
      draw: { uniqueEntrants: DRAW_MIN_UNIQUE_ENTRIES - 1, total: DRAW_MIN_UNIQUE_ENTRIES - 1, winner: null },
    });
    const sweep = await db()
      .selectFrom('sweeps')
      .selectAll()
      .where('id', '=', 'R1')
      .executeTakeFirstOrThrow();
    expect(sweep.end_date).toBe(drawPeriod('2026-04').closesAt.toISOString());
    expect(Date.parse(sweep.end_available_date) - Date.parse(sweepBefore.end_available_date)).toBe(
      Date.parse(sweep.end_date) - Date.parse(sweepBefore.end_date),
    );
    expect((await drawRow('drw_R1_202603')).status).toBe('rolled_over');

    // One more entrant in April: April's draw counts March's entries too, and has its winner.
    await enter(db(), 'R1', members.slice(0, 1), inPeriod('2026-04'));
    at(afterClose('2026-04'));
    const april = await draws().closeAndDraw('R1', '2026-04');
    expect(april).toMatchObject({
      ok: true,
      outcome: 'drawn',
      draw: { uniqueEntrants: DRAW_MIN_UNIQUE_ENTRIES },
    });
    at(afterClose('2026-03'));
  });

  it('two instances drawing at once produce one result; later months of the giveaway become unused', async () => {
    const [a, b] = [services(db(), t.clock.fn), services(db(), t.clock.fn)];
    const [ra, rb] = await Promise.all([
      a.draws.closeAndDraw('D1', '2026-03'),
      b.draws.closeAndDraw('D1', '2026-03'),
    ]);
    expect(ra).toMatchObject({ ok: true, outcome: 'drawn' });
    expect(rb).toMatchObject({ ok: true, outcome: 'drawn' });
    if (!ra.ok || !rb.ok) throw new Error('not drawn');
    expect(ra.draw.winner).toBe(rb.draw.winner);
    const row = await drawRow('drw_D1_202603');
    expect(row).toMatchObject({
      status: 'drawn',
      total: DRAW_MIN_UNIQUE_ENTRIES,
      unique_entrants: DRAW_MIN_UNIQUE_ENTRIES,
    });
    expect(row.winner_entrant).toBe(ra.draw.winner);
    expect(members).toContain(Number(row.winner_member_id));
    expect((await drawRow('drw_D1_202604')).status).toBe('unused');
  });

  it('a drawn draw run again recomputes the same pool and winner', async () => {
    const before = await drawRow('drw_D1_202603');
    const again = await draws().closeAndDraw('D1', '2026-03');
    expect(again).toMatchObject({
      ok: true,
      outcome: 'drawn',
      rerun: true,
      matches: true,
      draw: { winner: before.winner_entrant },
    });
    expect(await draws().closeAndDraw('D1', '2026-03', { beacon: 'other' })).toMatchObject({
      ok: false,
      reason: 'beacon_mismatch',
    });
    expect(await drawRow('drw_D1_202603')).toEqual(before);
  });

  it('announces once: the server tag sa_winner and one mail in the winner’s language with the giveaway link', async () => {
    const row = await drawRow('drw_D1_202603');
    const [x, y] = await Promise.all([draws().announce(row.id), draws().announce(row.id)]);
    expect([x, y].filter((r) => r.ok && !r.already)).toHaveLength(1);
    const tags = await db()
      .selectFrom('member_tags')
      .selectAll()
      .where('member_id', '=', Number(row.winner_member_id))
      .execute();
    expect(tags).toEqual([expect.objectContaining({ tag: 'sa_winner:D1', set_by: 'server' })]);
    const winner = await db()
      .selectFrom('members')
      .select('email')
      .where('id', '=', Number(row.winner_member_id))
      .executeTakeFirstOrThrow();
    const mails = await db()
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', winner.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You won: Giveaway D1');
    expect(mails[0]?.text_body).toContain('http://playmax.localhost:3000/giveaways/id/D1');
    expect(mails[0]?.text_body).toContain('/draws/drw_D1_202603');
    expect((await drawRow(row.id)).announced_at).toBe(t.clock.now.toISOString());
  });

  it('answers the seed only once published, and the published record verifies with SHA-256 alone', async () => {
    const before = (await get('/api/draws/drw_D1_202603')).json<DrawRecord & { status: string }>();
    expect(before).toMatchObject({ status: 'drawn', seed: null, beacon: '', total: DRAW_MIN_UNIQUE_ENTRIES });
    expect(before.snapshot).toHaveLength(DRAW_MIN_UNIQUE_ENTRIES);
    expect(verifyDraw(before).ok).toBe(false);
    expect(await draws().publish('drw_D1_202603')).toMatchObject({ ok: true, already: false });
    expect(await draws().publish('drw_D1_202603')).toMatchObject({ ok: true, already: true });
    expect(await draws().publish('drw_H1_202603')).toMatchObject({ ok: false, reason: 'draw_not_drawn' });
    const record = (await get('/api/draws/drw_D1_202603')).json<DrawRecord>();
    expect(Object.keys(record)).toEqual(
      expect.arrayContaining([
        'drawId',
        'sweepId',
        'commitment',
        'snapshotHash',
        'snapshot',
        'seed',
        'beacon',
        'total',
        'winner',
      ]),
    );
    const verdict = verifyDraw(record);
    expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
    expect(verdict.result?.winner).toBe(record.winner);
    // The snapshot shows pseudonyms, never an e-mail.
    expect(JSON.stringify(record)).not.toContain('@');
  });

  it('a draw held for a beacon keeps its published snapshot until an operator draws it with one', async () => {
    const held = await draws().closeAndDraw('H1', '2026-03', { hold: true });
    expect(held).toMatchObject({ ok: true, outcome: 'held', draw: { status: 'committed', winner: null } });
    const record = (await get('/api/draws/drw_H1_202603')).json<DrawRecord>();
    expect(record.snapshotHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.winner).toBeNull();
    // Entries recorded after the close never change a fixed snapshot.
    await enter(db(), 'H1', members.slice(0, 5), new Date(t.clock.now.getTime() + 1000).toISOString());
    at(afterClose('2026-03', 72));
    await runDrawsJob(t.app.services);
    expect((await drawRow('drw_H1_202603')).status).toBe('committed');
    const drawn = await draws().closeAndDraw('H1', '2026-03', {
      beacon: 'lottery 2026-04-04: 03 17 22 31 45',
    });
    expect(drawn).toMatchObject({
      ok: true,
      outcome: 'drawn',
      draw: { beacon: 'lottery 2026-04-04: 03 17 22 31 45' },
    });
    expect((await drawRow('drw_H1_202603')).snapshot_hash).toBe(record.snapshotHash);
  });

  it('the job draws a month once the postal grace has passed, announces and publishes it in one pass', async () => {
    // The job above (72 h after the close) already closed J1: every step once.
    const row = await drawRow('drw_J1_202603');
    expect(row.status).toBe('drawn');
    expect(row.announced_at).not.toBeNull();
    expect(row.published_at).not.toBeNull();
    // The operator drew H1 after that pass: the next one announces and publishes it, and nothing else.
    const next = await runDrawsJob(t.app.services);
    expect(next.closed).toEqual([]);
    expect(next.announced.map((r) => r.ok && r.draw.drawId)).toEqual(['drw_H1_202603']);
    expect(next.published.map((r) => r.ok && r.draw.drawId)).toEqual(['drw_H1_202603']);
    const idle = await runDrawsJob(t.app.services);
    expect([idle.committed, idle.closed, idle.announced, idle.published]).toEqual([[], [], [], []]);
  });
});
