import { describe, expect, it } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DIALECTS, useTestApp } from '../harness';
import { balanceOf, ledgerForFixtureCoins, ledgerMismatches } from './helpers';

describe.each(DIALECTS)('npm run ops -- adjust-coins on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: (db, ids) => ledgerForFixtureCoins(db.handle.db, ids),
  });
  const db = () => t.db.handle.db;
  const lines: string[] = [];
  const ops = (...argv: string[]) => {
    lines.length = 0;
    const ctx = {
      db: db(),
      clock: t.clock.fn,
      out: (line: string) => lines.push(line),
      // adjust-coins needs neither; the draw commands are tested in test/giveaways/draw-ops.test.ts.
      draws: undefined,
      postal: undefined,
    } as unknown as OpsContext;
    return runOps(argv, ctx);
  };
  /** adjust-coins on playmax, for paid@ unless named. */
  const adjust = (amount: string, reason: string, email = 'paid@playmax.test') =>
    ops('adjust-coins', '--email', email, '--brand', 'playmax', '--amount', amount, '--reason', reason);

  it('adds or takes coins with an adjustment row carrying the reason, and prints the new balance', async () => {
    expect(await adjust('250', 'Refund of a failed order', 'Paid@Playmax.test')).toEqual({ ok: true });
    expect(lines[0]).toMatch(
      /^adjusted member #\d+ \(Paid@Playmax\.test on playmax\) by \+250 coins: "Refund of a failed order"$/,
    );
    expect(lines[1]).toMatch(/^ {2}new balance 292 \(ledger key adjustment:\d+:[0-9a-f-]{36}\)$/);
    expect(await adjust('-92', 'Duplicate credit')).toEqual({ ok: true });
    expect(lines[1]).toMatch(/^ {2}new balance 200 /);
    const rows = await db()
      .selectFrom('coin_ledger')
      .select(['kind', 'amount', 'description'])
      .where('member_id', '=', t.ids.paid)
      .where('kind', '=', 'adjustment')
      .orderBy('id')
      .execute();
    expect(rows.slice(-2).map((r) => [r.kind, Number(r.amount), r.description])).toEqual([
      ['adjustment', 250, 'Refund of a failed order'],
      ['adjustment', -92, 'Duplicate credit'],
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('never takes a balance below 0, and changes nothing when refused', async () => {
    const before = await balanceOf(db(), t.ids.paid);
    expect(await adjust(String(-(before + 1)), 'Too much')).toEqual({
      ok: false,
      problem: `refused: ${(-(before + 1)).toLocaleString('en-US')} would take the balance below 0 (it is ${before}); nothing changed`,
    });
    expect(await balanceOf(db(), t.ids.paid)).toBe(before);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it.each([
    [['--brand', 'playmax', '--amount', '5', '--reason', 'x'], '--email: an e-mail address'],
    [
      ['--email', 'nobody@playmax.test', '--brand', 'playmax', '--amount', '5', '--reason', 'x'],
      'no member nobody@playmax.test on brand playmax',
    ],
    [
      ['--email', 'paid@playmax.test', '--brand', 'clickcoins', '--amount', '5', '--reason', 'x'],
      'no member paid@playmax.test on brand clickcoins',
    ],
    [
      ['--email', 'paid@playmax.test', '--brand', 'playmax', '--amount', '0', '--reason', 'x'],
      '--amount: not 0, at most 1000000 either way',
    ],
    [
      ['--email', 'paid@playmax.test', '--brand', 'playmax', '--amount', '2.5', '--reason', 'x'],
      '--amount: a whole number of coins like 250 or -50',
    ],
    [
      ['--email', 'paid@playmax.test', '--brand', 'playmax', '--amount', '5', '--reason', '  '],
      '--reason: say why (the member reads it)',
    ],
    [
      ['--email', 'paid@playmax.test', '--brand', 'playmax', '--amount', '5'],
      '--reason: Invalid input: expected string, received undefined',
    ],
  ])('refuses %j', async (flags, problem) => {
    const before = await balanceOf(db(), t.ids.paid);
    expect(await ops('adjust-coins', ...flags)).toEqual({ ok: false, problem });
    expect(await balanceOf(db(), t.ids.paid)).toBe(before);
  });
});
