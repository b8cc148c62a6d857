import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPeriod } from '@member-area/domain';
import { parseArgs } from '../../src/ops/args';
import { receivedAt, runOps, toMinorUnits, type OpsContext } from '../../src/ops/commands';
import { loadFixtures } from '../fixtures';
import { TestClock, createTestDb, type TestDb } from '../harness';
import { afterClose, services } from './draw-fixtures';

describe('ops arguments', () => {
  it.each([
    [
      ['run-draw', '--sweep', '1001', '--month=2026-03', '--hold'],
      { command: 'run-draw', flags: { sweep: '1001', month: '2026-03', hold: true } },
    ],
    [
      ['publish-draw', '--draw', 'drw_1_202603'],
      { command: 'publish-draw', flags: { draw: 'drw_1_202603' } },
    ],
  ])('%j', (argv, args) => {
    expect(parseArgs(argv)).toEqual({ ok: true, args });
  });

  it.each([
    [[], 'name a command first'],
    [['--sweep', '1'], 'name a command first'],
    [['run-draw', 'stray'], 'unexpected argument "stray"'],
    [['run-draw', '--sweep', '1', '--sweep', '2'], '--sweep given twice'],
    [['run-draw', '--Bad'], 'bad flag "--Bad"'],
  ])('refuses %j', (argv, problem) => {
    expect(parseArgs(argv)).toEqual({ ok: false, problem });
  });

  it('reads a bare received date as that day in New York, whatever the offset', () => {
    expect(receivedAt('2026-04-01').toISOString()).toBe('2026-04-01T17:00:00.000Z');
    expect(receivedAt('2026-01-31').toISOString()).toBe('2026-01-31T17:00:00.000Z');
    expect(receivedAt('2026-03-31T23:00:00Z').toISOString()).toBe('2026-03-31T23:00:00.000Z');
  });

  it('converts amounts to minor units exactly, refusing more decimals than the currency has', () => {
    expect(toMinorUnits('4.99', 'USD')).toBe(499);
    expect(toMinorUnits('19.9', 'USD')).toBe(1990);
    expect(toMinorUnits('1200', 'JPY')).toBe(1200);
    expect(toMinorUnits('1.5', 'JPY')).toBeNull();
    expect(toMinorUnits('0.001', 'USD')).toBeNull();
  });
});

describe('ops commands on sqlite', () => {
  let db: TestDb;
  const clock = new TestClock();
  const lines: string[] = [];
  let ctx: OpsContext;
  const ops = (...argv: string[]) => runOps(argv, ctx);
  const CREATE = [
    'create-giveaway',
    '--brand',
    'playmax',
    '--name',
    'Dream Bike',
    '--prize',
    'A carbon road bike',
    '--month',
    '2026-04',
    '--price',
    '1.99',
    '--entries',
    '10',
    '--multiplier-price',
    '4.99',
    '--factor',
    '3',
    '--physical',
  ];

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await loadFixtures(db.handle.db);
    clock.now = new Date('2026-03-15T12:00:00.000Z');
    ctx = {
      db: db.handle.db,
      clock: clock.fn,
      ...services(db.handle.db, clock.fn),
      out: (l) => lines.push(l),
    };
  });
  afterAll(() => db.drop());

  it.each([
    [['create-giveaway'], /^--brand: /],
    [CREATE.filter((a) => a !== '--physical').concat('--colour', 'red'), /^flags: Unrecognized key/i],
    [CREATE.map((a) => (a === '2026-04' ? '2026-13' : a)), /^--month: a month as YYYY-MM/],
    [CREATE.map((a) => (a === '2026-04' ? '2026-03' : a)), /^--month: entries for 2026-03 opened/],
    [CREATE.map((a) => (a === '1.99' ? '1.999' : a)), /USD has 2 decimals/],
    [CREATE.map((a) => (a === 'playmax' ? 'nobrand' : a)), /^--brand: no brand "nobrand"/],
    [CREATE.slice(0, 11), /needs --price, --entries, --multiplier-price and --factor/],
    [['record-postal-entry', '--sweep', '1001'], /^--envelope: /],
    [['run-draw', '--sweep', '1001', '--month', 'March'], /^--month: /],
    [['publish-draw', '--draw', 'x'], /^--draw: a draw id/],
    [['monthly-entries', '--month', '2026-01'], /only \(now 2026-03\)/],
    [
      [
        'record-postal-entry',
        '--sweep',
        '1',
        '--envelope',
        'E',
        '--name',
        'A',
        '--address',
        'B',
        '--city',
        'C',
        '--postcode',
        'D',
        '--email',
        'e@x.io',
        '--received',
        '2026-12-01',
      ],
      /^--received: in the future/,
    ],
    [['frobnicate'], /^unknown command "frobnicate"/],
  ])('%j is refused with the reason', async (argv, problem) => {
    const r = await ops(...argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(problem);
  });

  it('create-giveaway writes the giveaway, its price and its commitments, and says so', async () => {
    lines.length = 0;
    expect(await ops(...CREATE)).toEqual({ ok: true });
    const sweep = await db.handle.db
      .selectFrom('sweeps')
      .selectAll()
      .where('id', '=', '1001')
      .executeTakeFirstOrThrow();
    expect(sweep).toMatchObject({
      name: 'Dream Bike',
      prize_kind: 'physical',
      category: 'promotional',
      ref_number: 'SW-2026-1001',
      start_date: drawPeriod('2026-04').opensAt.toISOString(),
      end_date: drawPeriod('2026-04').closesAt.toISOString(),
    });
    const price = await db.handle.db
      .selectFrom('sweep_brands')
      .selectAll()
      .where('sweep_id', '=', '1001')
      .executeTakeFirstOrThrow();
    expect(price).toMatchObject({
      brand_id: 'playmax',
      currency: 'USD',
      price_amount: 199,
      price_entries: 10,
      multiplier_amount: 499,
      multiplier_factor: 3,
    });
    const draws = await db.handle.db
      .selectFrom('draws')
      .select(['id', 'status'])
      .where('sweep_id', '=', '1001')
      .orderBy('id')
      .execute();
    expect(draws).toEqual([
      { id: 'drw_1001_202604', status: 'committed' },
      { id: 'drw_1001_202605', status: 'committed' },
    ]);
    expect(lines[0]).toBe('created giveaway 1001 "Dream Bike" (promotional) on playmax, ref SW-2026-1001');
    expect(lines.filter((l) => l.includes('committed drw_1001_'))).toHaveLength(2);
  });

  it('record-postal-entry records an envelope and refuses a PO box with the catalogue message', async () => {
    clock.now = new Date('2026-04-10T12:00:00.000Z');
    const flags = [
      '--sweep',
      '1001',
      '--envelope',
      'E-1',
      '--name',
      'Ann Lee',
      '--address',
      '4 Oak Road',
      '--city',
      'Austin',
      '--postcode',
      '78701',
      '--email',
      'ann@example.com',
      '--country',
      'US',
    ];
    lines.length = 0;
    expect(await ops('record-postal-entry', ...flags)).toEqual({ ok: true });
    expect(lines[0]).toMatch(
      /^recorded postal entry #\d+ for giveaway 1001 \(envelope E-1, .*entrant p_[0-9a-f]{16}, 1 entry$/,
    );
    const refused = await ops(
      'record-postal-entry',
      ...flags.map((f) => (f === '4 Oak Road' ? 'PO Box 12' : f === 'E-1' ? 'E-2' : f)),
    );
    expect(refused).toEqual({
      ok: false,
      problem: 'refused, postal_po_box: Postal entries from a post office box address are not accepted.',
    });
    expect(await ops('record-postal-entry', ...flags)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^refused, postal_duplicate/),
    });
  });

  it('run-draw explains a month not closed yet, then rolls a thin month over and prints it', async () => {
    expect(await ops('run-draw', '--sweep', '1001', '--month', '2026-04')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^entries for 2026-04 close at /),
    });
    clock.now = afterClose('2026-04');
    lines.length = 0;
    expect(await ops('run-draw', '--sweep', '1001', '--month', '2026-04')).toEqual({ ok: true });
    expect(lines[0]).toMatch(
      /^rolled over drw_1001_202604: 1 unique entrants, 1 entries, snapshot [0-9a-f]{64}$/,
    );
    expect(lines[1]).toBe('  no draw this month; the entries carry over to 2026-05');
    expect(lines[2]).toBe(`  giveaway 1001 now closes ${drawPeriod('2026-05').closesAt.toISOString()}`);
    expect(await ops('publish-draw', '--draw', 'drw_1001_202604')).toEqual({
      ok: false,
      problem: 'drw_1001_202604 is not drawn yet',
    });
  });
});
