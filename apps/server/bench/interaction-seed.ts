/**
 * The interaction bench's database (scripts/bench/interaction.mjs): a SQLite file with the demo
 * data, a generated catalogue of --titles titles (the same generator as `npm run seed:catalogue`
 * and catalogue.bench.ts) and, for --email, one playlist of --tracks tracks.
 *
 * `node --import tsx apps/server/bench/interaction-seed.ts --file X.sqlite --data-dir DIR
 *  --titles 100000 --tracks 5000 --email paid@playmax.test`
 *
 * The playlist is written through the library repository, not the service: the service caps a
 * playlist at PLAYLIST_TRACKS_MAX (500) tracks, and the target is a 5,000-track list, the
 * worst a member could reach if the cap is ever raised. Prints the playlist's id as JSON on stdout.
 */
import { parseArgs } from 'node:util';
import { openDb } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { appendTracks, insertPlaylist, listPlaylists } from '../src/modules/library/repo';
import { seedDemoData } from '../src/seed';
import { seedCatalogue } from '../src/seed/catalogue/write';

/** Rows per INSERT: 4 columns each stays far below SQLite's bound-parameter limit. */
const APPEND_CHUNK = 500;
const PLAYLIST_NAME = 'Bench: long playlist';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    'data-dir': { type: 'string' },
    titles: { type: 'string', default: '100000' },
    tracks: { type: 'string', default: '5000' },
    email: { type: 'string', default: 'paid@playmax.test' },
  },
});
if (!values.file || !values['data-dir']) {
  console.error('interaction-seed: --file and --data-dir are required');
  process.exit(2);
}
const titles = Number(values.titles);
const trackCount = Number(values.tracks);

const handle = openDb({ url: values.file });
try {
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoData(db, { dataDir: values['data-dir'] });
  let lastPrint = 0;
  await seedCatalogue(db, {
    titles,
    onProgress: (done, total) => {
      if (Date.now() - lastPrint < 10_000 && done < total) return;
      lastPrint = Date.now();
      console.error(
        `  interaction-seed: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} titles`,
      );
    },
  });

  const member = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', values.email)
    .executeTakeFirstOrThrow();
  const memberId = Number(member.id);
  const existing = (await listPlaylists(db, memberId)).find((p) => p.name === PLAYLIST_NAME);
  let playlistId = existing?.id;
  if (playlistId === undefined) {
    // Tracks of published music albums, in catalogue order: any member with music access can play them.
    const tracks = await db
      .selectFrom('tracks as t')
      .innerJoin('media_items as m', 'm.id', 't.media_id')
      .select('t.id')
      .where('m.media_type', '=', 'music')
      .orderBy('t.id')
      .limit(trackCount)
      .execute();
    if (tracks.length < trackCount)
      throw new Error(`only ${tracks.length} tracks in a ${titles}-title catalogue; ${trackCount} wanted`);
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const playlist = await insertPlaylist(trx, memberId, PLAYLIST_NAME, at);
      playlistId = playlist.id;
      for (let i = 0; i < tracks.length; i += APPEND_CHUNK) {
        const ids = tracks.slice(i, i + APPEND_CHUNK).map((t) => Number(t.id));
        await appendTracks(trx, playlist.id, ids, i, at);
      }
    });
  }
  console.log(JSON.stringify({ playlistId: String(playlistId), memberId }));
} finally {
  await handle.destroy();
}
