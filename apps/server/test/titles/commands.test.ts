/**
 * `npm run ops -- edit-title | merge-titles | hide-title` (docs/operations.md): the console's own
 * service, one transaction with its audit row (staff empty, address cli); an unknown field of the
 * settings file is refused by name before anything is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { DIALECTS, useTestApp } from '../harness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-title-cmd-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const settingsFile = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
};

describe.each(DIALECTS)('title operator commands on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => void (await seedCatalogue(db.handle.db, { titles: 5 })),
  });
  const db = () => t.db.handle.db;
  const lines: string[] = [];
  const ops = (...argv: string[]) => {
    lines.length = 0;
    const ctx = {
      db: db(),
      clock: t.clock.fn,
      titles: t.app.services.titles,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    return runOps(argv, ctx);
  };
  const film = async (title: string) =>
    (
      await inTransaction(db(), (trx) =>
        t.app.services.catalogueWriter.writeTitle(trx, {
          brandId: 'playmax',
          mediaType: 'movie',
          title,
          hiddenReason: null,
        }),
      )
    ).id;
  const row = (id: number) =>
    db()
      .selectFrom('media_items')
      .select(['title', 'is_free', 'geo_blocked', 'hidden_reason', 'merged_into'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The audit rows of these titles (the tests share one database). */
  const audit = async (...ids: number[]) =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['action', 'target', 'ip', 'staff_id'])
        .where(
          'target',
          'in',
          ids.map((id) => `title:${id}`),
        )
        .orderBy('id')
        .execute()
    ).map((r) => `${r.action} ${r.target} ${r.ip} ${r.staff_id ?? '-'}`);

  it('edit-title lays the file over the stored title: one language, the free flag, countries', async () => {
    const id = await film('Command Film');
    const file = settingsFile('edit.json', {
      texts: [{ lang: 'it-it', title: 'Film da riga di comando', description: 'Scritto dal terminale.' }],
      isFree: true,
      restrictedCountries: ['IT'],
    });
    expect(await ops('edit-title', '--brand', 'playmax', '--id', String(id), '--settings', file)).toEqual({
      ok: true,
    });
    expect(lines).toEqual([`edited title #${id} "Command Film" (movie) of playmax`]);
    expect(await row(id)).toMatchObject({ title: 'Command Film', is_free: 1, geo_blocked: '["IT"]' });
    const it = (await t.app.services.titles.title(null, 'playmax', id))!.texts.find(
      (x) => x.lang === 'it-it',
    );
    expect(it).toEqual({
      lang: 'it-it',
      title: 'Film da riga di comando',
      description: 'Scritto dal terminale.',
    });
    expect(await audit(id)).toEqual([`title.edit title:${id} cli -`]);
  });

  it('refuses an unknown field by name, a bad value with its code, another brand’s title; nothing written', async () => {
    const id = await film('Guarded Film');
    const before = await row(id);
    expect(
      await ops(
        'edit-title',
        '--brand',
        'playmax',
        '--id',
        String(id),
        '--settings',
        settingsFile('bad.json', { title: 'X', isFree: true }),
      ),
    ).toEqual({
      ok: false,
      problem:
        '--settings: not a setting: title (the settings are texts, genreIds, credits, releaseDate, isFree, restrictedCountries)',
    });
    const badDate = await ops(
      'edit-title',
      '--brand',
      'playmax',
      '--id',
      String(id),
      '--settings',
      settingsFile('date.json', { releaseDate: '2023-02-30' }),
    );
    expect(badDate).toMatchObject({ ok: false });
    expect(!badDate.ok && badDate.problem).toMatch(
      /^title_invalid: .*\(releaseDate: release_date_invalid\)$/,
    );
    expect(await ops('hide-title', '--brand', 'clickcoins', '--id', String(id))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^title_not_found: /),
    });
    expect(
      await ops('merge-titles', '--brand', 'playmax', '--into', String(id), '--from', 'x'),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--from: /),
    });
    expect(await row(id)).toEqual(before);
    expect(await audit(id)).toEqual([]);
  });

  it('merge-titles and hide-title, audited as the command line', async () => {
    const kept = await film('Twice Film');
    const dup = await film('Twice Film (2)');
    expect(
      await ops('merge-titles', '--brand', 'playmax', '--into', String(kept), '--from', String(dup)),
    ).toEqual({ ok: true });
    expect(lines[0]).toBe(
      `merged title #${dup} into #${kept} "Twice Film": moved 0 progress, 0 history, 0 collection rows, 0 library files; #${dup} is hidden (merged)`,
    );
    expect(await row(dup)).toMatchObject({ hidden_reason: 'merged', merged_into: kept });
    expect(await ops('hide-title', '--brand', 'playmax', '--id', String(dup), '--show')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^title_merged: /),
    });
    expect(await ops('hide-title', '--brand', 'playmax', '--id', String(kept))).toEqual({ ok: true });
    expect(lines).toEqual([`title #${kept} "Twice Film" is hidden from members`]);
    expect(await ops('hide-title', '--brand', 'playmax', '--id', String(kept), '--show')).toEqual({
      ok: true,
    });
    expect(await row(kept)).toMatchObject({ hidden_reason: null });
    expect(await audit(kept, dup)).toEqual([
      `title.merge title:${kept} cli -`,
      `title.hide title:${kept} cli -`,
      `title.show title:${kept} cli -`,
    ]);
  });
});
