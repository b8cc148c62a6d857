/**
 * An M4B's chapters are the audiobook's chapters (issue 32 point 2, docs/libraries.md "Audiobooks"):
 * packaging cuts the file into one .m4a per chapter, each its own part, so the Playback API lists
 * them as it lists a folder of chapter files; a rescan of the unchanged file packages nothing again,
 * and a member's place in chapter 2 is read back.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';
import { FIXTURE_AUDIOBOOK, libraryFixtures } from './fixtures';
import { folderCopies, scanFolder } from './scan-helpers';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const PLAY = `query($id: ID!) { content { playback(mediaType: "audiobook", id: $id) { available errorCode
  progress { position } chapters { index title duration url mimeType } } } }`;
const SAVE = `mutation($id: ID!, $p: Float!, $pos: String) { content { savePlaybackPosition(id: $id,
  mediaType: "audiobook", progress: $p, position: $pos, sequence: 1) { responseResult { succeeded errorCode } } } }`;
const CONTINUE = `query { content { continueWatching { media { id } fraction } } }`;

const copyOf = folderCopies();

describe.each(DIALECTS)('an M4B’s chapters on %s', (dialect) => {
  const t = useTestApp(dialect, {
    app: (db) => ({ config: { databaseUrl: db.url }, deps: { jobWorkers: true } }),
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  const scan = (dir: string) => scanFolder(t.app, 'audiobook', dir);
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const res = await gql(t.app, HOSTS.playmax, query, { variables, token: t.tokens.paid });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as Data).content as Data;
  };

  it('plays an M4B with three chapters as three chapters, each its own file', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(fixtures.dirs.audiobooks);
    const { library, scan: first } = await scan(dir);
    expect(first).toMatchObject({ state: 'done', failed: 0, added: 1 });
    const [book] = await db()
      .selectFrom('media_items')
      .select(['id', 'title', 'hidden_reason'])
      .where('brand_id', '=', 'playmax')
      .where('media_type', '=', 'audiobook')
      .where('title', '=', FIXTURE_AUDIOBOOK.title)
      .execute();
    expect(book).toMatchObject({ hidden_reason: null });
    const id = Number(book!.id);

    // One packaged file per chapter, each lasting about its chapter (1 s apiece in the fixture).
    const assets = await db()
      .selectFrom('media_assets')
      .select(['part_id', 'kind', 'file', 'duration_seconds', 'details', 'created_at'])
      .where('media_id', '=', id)
      .orderBy('position')
      .execute();
    expect(assets.map((a) => [a.part_id, a.kind])).toEqual([
      [0, 'audio'],
      [1, 'audio'],
      [2, 'audio'],
    ]);
    for (const a of assets) expect(Number(a.duration_seconds)).toBeCloseTo(1, 0);
    expect(new Set(assets.map((a) => a.file)).size).toBe(3);

    // Audiobooks are not in paid@'s plan: the title is opened to everyone, as an editor would.
    await db().updateTable('media_items').set({ is_free: 1 }).where('id', '=', id).execute();
    const { playback } = await ask(PLAY, { id: String(id) });
    expect(playback.available).toBe(true);
    expect(playback.chapters.map((c: Data) => [c.index, c.title, c.mimeType])).toEqual(
      FIXTURE_AUDIOBOOK.chapters.map((title, i) => [i, title, 'audio/mp4']),
    );
    for (const c of playback.chapters as Data[]) {
      expect(c.duration).toBeCloseTo(1, 0);
      const audio = await t.app.inject({
        method: 'GET',
        url: c.url as string,
        headers: { host: HOSTS.playmax, authorization: `Bearer ${t.tokens.paid}` },
      });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toContain('audio/mp4');
      expect(audio.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }

    // A rescan of the unchanged file adds, updates and packages nothing.
    const { scan: again } = await scan(dir);
    expect(again).toMatchObject({ state: 'done', added: 0, updated: 0, failed: 0, missing: 0 });
    expect(
      await db()
        .selectFrom('media_assets')
        .select(['part_id', 'kind', 'file', 'duration_seconds', 'details', 'created_at'])
        .where('media_id', '=', id)
        .orderBy('position')
        .execute(),
    ).toEqual(assets);
    expect((await t.app.services.libraries.packaging(library.id)).due).toBe(0);

    // Half a second into chapter 2: read back as it was written, and 1.5 s of the book's 3 s done.
    const position = JSON.stringify({ chapter: 1, time: 0.5 });
    const saved = await ask(SAVE, { id: String(id), p: 0.5, pos: position });
    expect(saved.savePlaybackPosition.responseResult.succeeded).toBe(true);
    expect((await ask(PLAY, { id: String(id) })).playback.progress.position).toBe(position);
    const row = ((await ask(CONTINUE, {})).continueWatching as Data[]).find((e) => Number(e.media.id) === id);
    expect(row?.fraction).toBeCloseTo(0.5, 1);
  });
});
