// The cost of synchronous = FULL against NORMAL on SQLite in WAL mode: 2,000 ledger writes (one
// INSERT into a ledger and one UPDATE of a balance, in one transaction), each timed. Run:
//   node apps/server/bench/sqlite-synchronous-cost.mjs   (docs/adr/0007-sqlite-synchronous.md)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import SQLite from 'better-sqlite3';
for (const mode of ['NORMAL', 'FULL', 'NORMAL', 'FULL']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-sync-bench-'));
  const db = new SQLite(path.join(dir, 'b.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${mode}`);
  db.exec(
    'CREATE TABLE members (id INTEGER PRIMARY KEY, coins INTEGER NOT NULL); CREATE TABLE ledger (id INTEGER PRIMARY KEY, member_id INTEGER, delta INTEGER, reason TEXT, created_at TEXT)',
  );
  db.prepare('INSERT INTO members (id, coins) VALUES (1, 0)').run();
  const ins = db.prepare('INSERT INTO ledger (member_id, delta, reason, created_at) VALUES (1, 5, ?, ?)');
  const upd = db.prepare('UPDATE members SET coins = coins + 5 WHERE id = 1');
  const write = db.transaction((i) => {
    ins.run('bench ' + i, new Date().toISOString());
    upd.run();
  });
  const n = 2000;
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    write(i);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / n;
  console.log(
    mode,
    'mean ms',
    mean.toFixed(3),
    'p50',
    times[n / 2].toFixed(3),
    'p99',
    times[Math.floor(n * 0.99)].toFixed(3),
    'writes/s',
    Math.round(1000 / mean),
  );
  db.close();
  fs.rmSync(dir, { recursive: true });
}
