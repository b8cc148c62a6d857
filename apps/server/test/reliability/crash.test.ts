/**
 * Issue 15, suite 6 "Crash durability": the real server in its own process takes play-progress
 * writes (savePlaybackPosition, one stream per title, each stream's sequence rising) from many
 * client addresses at CRASH_WRITES_PER_SECOND, and is SIGKILLed CRASH_CYCLES times mid-stream.
 * After each kill the database must hold, for every stream, at least the last write the server
 * acknowledged (a write in flight at the kill may or may not land; an acknowledged one must), and
 * SQLite's `PRAGMA integrity_check` must answer ok. Figures in scale.ts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { loadFixtures, PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS } from '../harness';
import { clientAddress, dropSockets, gqlAt, loginAt } from './client';
import { CRASH_CYCLE_MS, CRASH_CYCLES, CRASH_WRITES_PER_SECOND } from './scale';
import { createData, startServer, type Data, type Spawned } from './spawned-server';

const HOST = HOSTS.playmax;
/** Concurrent writers, each on its own title and client address. */
const STREAMS = 100;
const TITLES = 800;

const SAVE = `mutation($id: ID!, $p: Float!, $s: Float!) { content {
  savePlaybackPosition(id: $id, mediaType: "movie", progress: $p, sequence: $s) {
    responseResult { succeeded errorCode } } } }`;

describe.each(DIALECTS)('crash durability of a spawned server on %s', (dialect) => {
  let data: Data;
  let server: Spawned | null = null;
  let titles: number[] = [];
  let memberId = 0;

  beforeAll(async () => {
    data = await createData(dialect, async (db) => {
      const ids = await loadFixtures(db);
      memberId = ids.paid;
      await seedCatalogue(db, { titles: TITLES });
      const rows = await db
        .selectFrom('media_items')
        .select('id')
        .where('media_type', '=', 'movie')
        .where('details', 'not like', '%"series"%')
        .orderBy('id')
        .limit(STREAMS)
        .execute();
      titles = rows.map((r) => Number(r.id));
    });
  }, 180_000);

  afterAll(async () => {
    dropSockets();
    await server?.stop();
    await data?.drop();
  }, 60_000);

  /** What the database holds per title for the member, read with the server dead. */
  async function stored(): Promise<Map<number, number>> {
    const handle = data.open();
    try {
      const rows = await handle.db
        .selectFrom('media_progress')
        .select(['media_id', 'sequence'])
        .where('member_id', '=', memberId)
        .execute();
      if (dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(handle.db);
        expect(check.rows.map((r) => r.integrity_check)).toEqual(['ok']);
      }
      return new Map(rows.map((r) => [Number(r.media_id), Number(r.sequence)]));
    } finally {
      await handle.destroy();
    }
  }

  it(`${CRASH_CYCLES} SIGKILLs during ${CRASH_WRITES_PER_SECOND} writes a second: no acknowledged write lost`, async () => {
    expect(titles).toHaveLength(STREAMS);
    const acked = new Map<number, number>(titles.map((t) => [t, 0]));
    let sequence = 0;
    let ackedTotal = 0;
    let writingMs = 0;
    const lost: string[] = [];
    const gapMs = (1000 * STREAMS) / CRASH_WRITES_PER_SECOND;

    for (let cycle = 0; cycle < CRASH_CYCLES; cycle++) {
      server = await startServer(data, { port: server?.port });
      const live = server;
      const token = await loginAt(live.port, HOST, clientAddress(STREAMS), 'paid@playmax.test', PASSWORD);
      // killing: errors are expected from now on; dead: the writers stop.
      let killing = false;
      let dead = false;
      // One untimed write first: the server compiles its GraphQL operations on first use.
      await gqlAt(live.port, HOST, clientAddress(0), SAVE, { id: String(titles[0]), p: 0, s: 0 }, token);
      const started = Date.now();
      const writers = titles.map(async (title, s) => {
        // Spread the streams' first writes over one gap, so the load is even.
        await new Promise((r) => setTimeout(r, (gapMs * s) / STREAMS));
        while (!dead) {
          const next = Date.now() + gapMs;
          const seq = ++sequence;
          try {
            const res = await gqlAt(
              live.port,
              HOST,
              clientAddress(s),
              SAVE,
              { id: String(title), p: seq % 7200, s: seq },
              token,
            );
            const r = (
              res.data?.content as { savePlaybackPosition: { responseResult: { succeeded: boolean } } }
            ).savePlaybackPosition.responseResult;
            expect(r.succeeded).toBe(true);
            acked.set(title, Math.max(acked.get(title) ?? 0, seq));
            ackedTotal += 1;
          } catch (err) {
            if (!killing) throw err;
          }
          await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        }
      });
      await new Promise((r) => setTimeout(r, CRASH_CYCLE_MS));
      killing = true;
      await live.kill();
      dead = true;
      writingMs += Date.now() - started;
      await Promise.all(writers);
      dropSockets();
      const held = await stored();
      for (const [title, seq] of acked)
        if ((held.get(title) ?? 0) < seq)
          lost.push(`cycle ${cycle}: title ${title} acked ${seq}, held ${held.get(title)}`);
    }
    server = null;
    console.log(
      `crash durability (${dialect}): ${CRASH_CYCLES} SIGKILLs, ${ackedTotal} acknowledged writes at ` +
        `${Math.round((ackedTotal * 1000) / writingMs)}/s, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    expect(ackedTotal).toBeGreaterThan(0);
  }, 900_000);
});
