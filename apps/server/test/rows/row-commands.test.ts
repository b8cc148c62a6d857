/**
 * The rows' operator commands (`npm run ops -- create-row …`): the console's writes through the same
 * service, audited with staff empty and address `cli`; refusals name the reason and change nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditService } from '../../src/modules/audit';
import { RowCurationService } from '../../src/modules/rows/service';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { DIALECTS, useTestApp } from '../harness';

describe.each(DIALECTS)('row commands on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => void (await seedCatalogue(db.handle.db, { titles: 200 })),
  });
  const lines: string[] = [];
  const ops = (...argv: string[]) => {
    lines.length = 0;
    const db = t.db.handle.db;
    const ctx = {
      db,
      clock: t.clock.fn,
      rows: new RowCurationService({ db, audit: new AuditService(db, t.clock.fn) }),
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    return runOps(argv, ctx);
  };
  const file = (value: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rows-'));
    const f = path.join(dir, 'row.json');
    fs.writeFileSync(f, JSON.stringify(value));
    return f;
  };
  const audit = async () =>
    (
      await t.db.handle.db
        .selectFrom('audit_log')
        .select(['action', 'target', 'ip', 'staff_id', 'brand_id'])
        .orderBy('id')
        .execute()
    ).map((r) => `${r.action} ${r.target} ${r.brand_id} ${r.ip} ${r.staff_id ?? '-'}`);
  const movie = async (n: number) =>
    Number(
      (
        await t.db.handle.db
          .selectFrom('media_items')
          .select('id')
          .where('media_type', '=', 'movie')
          .orderBy('id')
          .offset(n)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('creates, updates, pins, orders and hides rows, each audited as the command line', async () => {
    const settings = file({
      key: 'weekend',
      titles: { 'en-us': 'Weekend', 'ja-jp': '週末' },
      tags: ['movie_overview'],
    });
    expect(await ops('create-row', '--brand', 'playmax', '--type', 'movie', '--settings', settings)).toEqual({
      ok: true,
    });
    expect(lines[1]).toMatch(/^ {2}playmax-weekend #\d{6,} "Weekend" \(movie, own\) tags: movie_overview$/);

    expect(
      await ops(
        'update-row',
        '--brand',
        'playmax',
        '--row',
        'playmax-weekend',
        '--settings',
        file({ titles: { 'en-us': 'Long weekend' } }),
      ),
    ).toEqual({ ok: true });
    expect(lines[1]).toContain('"Long weekend"');

    const [a, b] = [await movie(0), await movie(1)];
    expect(
      await ops('pin-title', '--brand', 'playmax', '--row', 'playmax-weekend', '--title', String(a)),
    ).toEqual({ ok: true });
    expect(
      await ops(
        'pin-title',
        '--brand',
        'playmax',
        '--row',
        'playmax-weekend',
        '--title',
        String(b),
        '--position',
        '1',
      ),
    ).toEqual({ ok: true });
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(new RegExp(`^ {4}pin 1: #${b} `)),
      expect.stringMatching(new RegExp(`^ {4}pin 2: #${a} `)),
    ]);
    expect(
      await ops('unpin-title', '--brand', 'playmax', '--row', 'playmax-weekend', '--title', String(b)),
    ).toEqual({ ok: true });

    const slugs = (await t.app.services.rows.rows('playmax', 'movie')).map((r) => r.slug);
    const wanted = ['playmax-weekend', ...slugs.filter((s) => s !== 'playmax-weekend')];
    expect(
      await ops('order-rows', '--brand', 'playmax', '--type', 'movie', '--rows', wanted.join(',')),
    ).toEqual({ ok: true });
    expect(lines[1]).toMatch(/^ {2}1\. playmax-weekend /);
    expect(await ops('hide-row', '--brand', 'playmax', '--row', 'movie_popular')).toEqual({ ok: true });
    expect(lines[0]).toMatch(/^hidden: movie_popular .*hidden\)/);
    expect(await ops('hide-row', '--brand', 'playmax', '--row', 'movie_popular', '--show')).toEqual({
      ok: true,
    });

    expect(await audit()).toEqual([
      'row.create row:playmax-weekend playmax cli -',
      'row.update row:playmax-weekend playmax cli -',
      'row.pin row:playmax-weekend playmax cli -',
      'row.pin row:playmax-weekend playmax cli -',
      'row.unpin row:playmax-weekend playmax cli -',
      'row.order rows:movie playmax cli -',
      'row.hide row:movie_popular playmax cli -',
      'row.hide row:movie_popular playmax cli -',
    ]);
  });

  it('refuses with the reason and changes nothing', async () => {
    const before = await audit();
    expect(await ops('hide-row', '--brand', 'playmax', '--row', 'movie_free')).toEqual({
      ok: false,
      problem: 'row_preset: The free rows are always shown and cannot be hidden or deleted. Nothing changed.',
    });
    expect(
      await ops('order-rows', '--brand', 'playmax', '--type', 'movie', '--rows', 'movie_free'),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(
        /^--rows: list each of playmax's movie rows once: .*movie_free.*\. Nothing changed\.$/,
      ),
    });
    expect(
      await ops(
        'create-row',
        '--brand',
        'playmax',
        '--type',
        'movie',
        '--settings',
        file({ key: 'x', titles: {}, colour: 'red' }),
      ),
    ).toMatchObject({
      ok: false,
      problem: expect.stringContaining('--settings: not a setting: colour'),
    });
    expect(
      await ops(
        'create-row',
        '--brand',
        'playmax',
        '--type',
        'movie',
        '--settings',
        file({ key: 'x', titles: { 'en-us': '' } }),
      ),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^invalid_row_title: /),
    });
    expect(await ops('pin-title', '--brand', 'nobrand', '--row', 'movie_free', '--title', '1')).toEqual({
      ok: false,
      problem: 'no brand nobrand',
    });
    expect(
      await ops('pin-title', '--brand', 'playmax', '--row', 'movie_free', '--title', 'abc'),
    ).toMatchObject({ ok: false, problem: expect.stringMatching(/^--title: /) });
    expect(
      await ops(
        'update-row',
        '--brand',
        'playmax',
        '--row',
        'movie_free',
        '--settings',
        file({ titles: { 'en-us': 'Mine' } }),
      ),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^row_not_own: /),
    });
    expect(await audit()).toEqual(before);
  });
});
