/**
 * A merge survives the library (issue 32 point 6, docs/titles.md "Rescans"): two EPUBs of one book
 * imported as two titles are merged; the duplicate's file now makes the kept title, so a rescan adds
 * nothing, a moved file stays on the kept title, a file still naming the duplicate lands on the kept
 * title, and the editor's fields of the kept title win over what the files say.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LibraryActor } from '../../src/modules/libraries/service';
import type { TitleActor } from '../../src/modules/titles/service';
import { DIALECTS, useTestApp } from '../harness';
import { libraryFixtures } from '../libraries/fixtures';

const CLI: LibraryActor = { staffId: null, staffEmail: null, ip: 'cli' };
const OPERATOR: TitleActor = { ...CLI, grant: null };

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** Polls until `read` answers a value (the scan and packaging run as jobs in the background). */
async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined | false>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(DIALECTS)('a merge and the library’s rescans on %s', (dialect) => {
  const t = useTestApp(dialect, {
    app: (db) => ({ config: { databaseUrl: db.url }, deps: { jobWorkers: true } }),
  });
  const db = () => t.db.handle.db;
  const libraries = () => t.app.services.libraries;

  async function scan(dir: string) {
    await t.app.services.queue.start();
    const added = await libraries().addLibrary(CLI, {
      brandId: 'playmax',
      mediaType: 'ebook',
      name: 'Books',
      dir,
    });
    if (!added.ok) throw new Error(added.errorCode);
    const asked = await libraries().requestScan(CLI, 'playmax', added.library.id);
    if (!asked.ok) throw new Error(asked.errorCode);
    const done = await until('the scan', async () => {
      const s = await libraries().scan(asked.scan.id);
      return s && (s.state === 'done' || s.state === 'failed') ? s : null;
    });
    await until('the packaging', async () => (await libraries().packaging(added.library.id)).due === 0);
    return done;
  }
  const books = () =>
    db()
      .selectFrom('media_items')
      .select(['id', 'title', 'hidden_reason', 'merged_into'])
      .where('brand_id', '=', 'playmax')
      .where('media_type', '=', 'ebook')
      .orderBy('id')
      .execute();
  const fileTitles = async () =>
    Object.fromEntries(
      (
        await db()
          .selectFrom('library_files')
          .select(['rel_path', 'media_id'])
          .where('kind', '=', 'ebook')
          .execute()
      ).map((f) => [f.rel_path, f.media_id == null ? null : Number(f.media_id)]),
    );

  it('keeps the merge through unchanged, moved and stale rescans', async () => {
    const fixtures = await libraryFixtures();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-merge-'));
    made.push(dir);
    fs.cpSync(fixtures.dirs.ebooks, dir, { recursive: true });
    const epub = fs.readdirSync(dir).find((f) => f.endsWith('.epub'))!;
    fs.copyFileSync(path.join(dir, epub), path.join(dir, 'Second Copy.epub'));

    const first = await scan(dir);
    expect(first).toMatchObject({ state: 'done', failed: 0 });
    const imported = await books();
    expect(imported).toHaveLength(2);
    const files = await fileTitles();
    const kept = files[epub]!;
    const dup = files['Second Copy.epub']!;
    expect(kept).not.toBe(dup);

    // A member read the duplicate.
    const member = (
      await db()
        .selectFrom('members')
        .select('id')
        .where('email', '=', 'paid@playmax.test')
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .insertInto('media_progress')
      .values({
        member_id: member,
        media_id: dup,
        media_type: 'ebook',
        progress: 40,
        sequence: 1,
        updated_at: '2026-01-01T00:00:00.000Z',
        position: null,
      })
      .execute();

    const merged = await t.app.services.titles.mergeTitles(OPERATOR, 'playmax', kept, dup);
    expect(merged).toMatchObject({ ok: true, moved: { progress: 1, libraryFiles: 1 } });
    expect(await fileTitles()).toEqual({ [epub]: kept, 'Second Copy.epub': kept });
    const afterMerge = await books();
    expect(afterMerge.find((b) => b.id === dup)).toMatchObject({
      hidden_reason: 'merged',
      merged_into: kept,
    });
    expect(afterMerge.find((b) => b.id === kept)).toMatchObject({ hidden_reason: null });

    // An unchanged rescan: nothing added, nothing written, the merge stands.
    const again = await scan(dir);
    expect(again).toMatchObject({ added: 0, updated: 0, failed: 0, missing: 0 });
    expect(await books()).toEqual(afterMerge);

    // The duplicate's file moved: it is written again, as the kept title, whose texts stay the editor's.
    expect(
      await t.app.services.titles.updateTitle(OPERATOR, 'playmax', kept, {
        ...(await editOf(kept)),
        texts: [{ lang: 'en-us', title: 'The Book, Edited', description: 'As the editor wrote it.' }],
      }),
    ).toMatchObject({ ok: true });
    fs.renameSync(path.join(dir, 'Second Copy.epub'), path.join(dir, 'Moved Copy.epub'));
    const moved = await scan(dir);
    expect(moved).toMatchObject({ added: 0, updated: 1, failed: 0 });
    expect(await fileTitles()).toEqual({ [epub]: kept, 'Moved Copy.epub': kept });
    const afterMove = await books();
    expect(afterMove).toHaveLength(2);
    expect(afterMove.find((b) => b.id === kept)).toMatchObject({
      title: 'The Book, Edited',
      hidden_reason: null,
    });
    expect(afterMove.find((b) => b.id === dup)).toMatchObject({ hidden_reason: 'merged', merged_into: kept });

    // A file that still names the duplicate (stored before the merge) lands on the kept title.
    await db()
      .updateTable('library_files')
      .set({ media_id: dup })
      .where('rel_path', '=', 'Moved Copy.epub')
      .execute();
    fs.renameSync(path.join(dir, 'Moved Copy.epub'), path.join(dir, 'Third Place.epub'));
    await scan(dir);
    expect(await fileTitles()).toEqual({ [epub]: kept, 'Third Place.epub': kept });
    expect(await books()).toEqual(afterMove);
    expect(
      await db()
        .selectFrom('media_progress')
        .select(['media_id', 'progress'])
        .where('member_id', '=', member)
        .execute(),
    ).toEqual([{ media_id: kept, progress: 40 }]);
  });

  async function editOf(id: number) {
    const current = (await t.app.services.titles.title(null, 'playmax', id))!;
    return {
      texts: current.texts,
      genreIds: current.genreIds,
      credits: current.credits,
      releaseDate: current.releaseDate,
      isFree: current.isFree,
      restrictedCountries: current.restrictedCountries,
    };
  }
});
