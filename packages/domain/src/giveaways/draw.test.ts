/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  defaultSha256,
  drawKey,
  drawTicket,
  runDraw,
  snapshotHash,
  snapshotJson,
  snapshotProblems,
  sortSnapshot,
  ticketRanges,
  verifyDraw,
  winnerOf,
  type DrawRecord,
  type DrawSnapshotEntry,
  type Sha256,
} from './draw';

// node:crypto's SHA-256: an independent implementation for the vectors, and fast for 10^6 draws.
const nodeSha: Sha256 = (data) => createHash('sha256').update(data).digest();

// The worked example of docs/draws.md.
const SEED = '7d742a2335e75f1286bfe019b2309a04f01ae5ef37232888e19fe5d1eb4e9c48';
const BEACON = 'example-beacon-2026-05';
const SNAPSHOT: DrawSnapshotEntry[] = [
  { entrant: 'm_0c41d7e2', entries: 12 },
  { entrant: 'm_5a9f03bb', entries: 1 },
  { entrant: 'm_b7e2a610', entries: 30 },
  { entrant: 'p_2f6c9d14', entries: 1 },
  { entrant: 'p_e81a4b07', entries: 6 },
];

/** The contract written out again with Node's Buffer and crypto only, as a third party would. */
function independentDraw(seed: string, snapshot: DrawSnapshotEntry[], beacon: string) {
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const hash = sha(Buffer.from(JSON.stringify(snapshot), 'utf8')).toString('hex');
  const key = sha(
    Buffer.concat([Buffer.from(seed, 'hex'), Buffer.from(hash, 'hex'), Buffer.from(beacon, 'utf8')]),
  );
  const total = snapshot.reduce((s, e) => s + e.entries, 0);
  const limit = (2n ** 64n / BigInt(total)) * BigInt(total);
  for (let counter = 0; ; counter++) {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    const x = sha(Buffer.concat([key, c])).readBigUInt64BE(0);
    if (x >= limit) continue;
    const ticket = Number(x % BigInt(total));
    let end = 0;
    const winner = snapshot.find((e) => ticket < (end += e.entries))?.entrant;
    return {
      hash,
      key: key.toString('hex'),
      total,
      counter,
      x,
      ticket,
      winner,
      commitment: sha(Buffer.from(seed, 'hex')).toString('hex'),
    };
  }
}

function publish(over: Partial<DrawRecord> = {}): DrawRecord {
  const result = runDraw({ seedHex: SEED, snapshot: SNAPSHOT, beacon: BEACON });
  return {
    drawId: 'drw_example',
    sweepId: '1001',
    commitment: commitmentOf(SEED),
    snapshotHash: result.snapshotHash,
    snapshot: SNAPSHOT,
    seed: SEED,
    beacon: BEACON,
    total: result.total,
    winner: result.winner,
    ...over,
  };
}

describe('the worked example (docs/draws.md)', () => {
  it('matches fixed numbers and an independent node:crypto implementation', () => {
    const expected = {
      hash: '20f68acbe9777e8cc9854446fd34a4a9048e59506b2690c2a25d5ff53db17f69',
      commitment: 'bbace5d9d48b0434f630cc9b67dd4d63573b8b754864b384c61afb5bbf61a015',
      key: 'f2cb014d9ca5e60dfba93dbf818e8a58fbd7cab18fc40920274ef18c5d8831c3',
      total: 50,
      counter: 0,
      x: 3187593694162069994n,
      ticket: 44,
      winner: 'p_e81a4b07',
    };
    expect(independentDraw(SEED, SNAPSHOT, BEACON)).toEqual(expected);
    expect(snapshotHash(SNAPSHOT)).toBe(expected.hash);
    expect(commitmentOf(SEED)).toBe(expected.commitment);
    expect(Buffer.from(drawKey(SEED, expected.hash, BEACON)).toString('hex')).toBe(expected.key);
    expect(runDraw({ seedHex: SEED, snapshot: SNAPSHOT, beacon: BEACON })).toEqual({
      total: 50,
      ticket: 44,
      counter: 0,
      winner: 'p_e81a4b07',
      snapshotHash: expected.hash,
    });
    expect(drawTicket(drawKey(SEED, expected.hash, BEACON), 50)).toEqual({
      ticket: 44,
      counter: 0,
      x: expected.x,
    });
  });

  it('gives the same result with node:crypto passed in, and on every run', () => {
    const input = { seedHex: SEED, snapshot: SNAPSHOT, beacon: BEACON };
    expect(runDraw(input, nodeSha)).toEqual(runDraw(input));
    expect(runDraw(input)).toEqual(runDraw(input));
    expect(JSON.parse(JSON.stringify(runDraw(input)))).toEqual(runDraw(input)); // no bigint inside
  });

  it('any change to the beacon, the seed or the snapshot gives another key', () => {
    const base = Buffer.from(drawKey(SEED, snapshotHash(SNAPSHOT), BEACON)).toString('hex');
    expect(Buffer.from(drawKey(SEED, snapshotHash(SNAPSHOT), '')).toString('hex')).not.toBe(base);
    expect(
      Buffer.from(drawKey(SEED.replace(/^7/, '8'), snapshotHash(SNAPSHOT), BEACON)).toString('hex'),
    ).not.toBe(base);
    const moreEntries = SNAPSHOT.map((e, i) => (i === 0 ? { ...e, entries: 13 } : e));
    expect(Buffer.from(drawKey(SEED, snapshotHash(moreEntries), BEACON)).toString('hex')).not.toBe(base);
  });
});

describe('hashing', () => {
  it('commitmentOf is SHA-256 of the 32 seed bytes, not of the hex text', () => {
    // SHA-256 of 32 zero bytes, a published test vector.
    expect(commitmentOf('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    expect(commitmentOf('AB'.repeat(32))).toBe(commitmentOf('ab'.repeat(32)));
  });

  it.each(['', 'abc', '0'.repeat(63), 'g'.repeat(64), '0'.repeat(66)])('refuses seed %j', (seed) => {
    expect(() => commitmentOf(seed)).toThrow(RangeError);
  });

  it('snapshotJson has no spaces and the keys in the order entrant, entries', () => {
    const reordered = [{ entries: 2, entrant: 'b' } as DrawSnapshotEntry, { entrant: 'é', entries: 1 }];
    expect(snapshotJson(reordered)).toBe('[{"entrant":"b","entries":2},{"entrant":"é","entries":1}]');
    expect(snapshotHash(reordered)).toBe(
      createHash('sha256')
        .update('[{"entrant":"b","entries":2},{"entrant":"é","entries":1}]', 'utf8')
        .digest('hex'),
    );
  });
});

describe('sortSnapshot (JavaScript default string order, not localeCompare)', () => {
  it('sorts by UTF-16 code units', () => {
    const names = ['b', 'B', 'a', '_', 'Z', 'é', 'e', 'a10', 'a9'];
    const sorted = sortSnapshot(names.map((entrant) => ({ entrant, entries: 1 }))).map((e) => e.entrant);
    expect(sorted).toEqual(['B', 'Z', '_', 'a', 'a10', 'a9', 'b', 'e', 'é']);
    expect(sorted).toEqual([...names].sort());
    expect(sorted).not.toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('snapshotProblems', () => {
  it.each([
    { case: 'sound', snapshot: SNAPSHOT, expected: [] },
    { case: 'empty', snapshot: [], expected: [] },
    { case: 'not an array', snapshot: { a: 1 }, expected: ['the snapshot is not an array'] },
    {
      case: 'descending',
      snapshot: [
        { entrant: 'b', entries: 1 },
        { entrant: 'a', entries: 1 },
      ],
      expected: ['line 1: entrant a comes after b (not ascending)'],
    },
    {
      case: 'duplicate',
      snapshot: [
        { entrant: 'a', entries: 1 },
        { entrant: 'a', entries: 2 },
      ],
      expected: ['line 1: entrant a appears twice'],
    },
    {
      case: 'zero entries',
      snapshot: [{ entrant: 'a', entries: 0 }],
      expected: ['line 0 (a): entries must be a positive integer'],
    },
    {
      case: 'fractional entries',
      snapshot: [{ entrant: 'a', entries: 1.5 }],
      expected: ['line 0 (a): entries must be a positive integer'],
    },
    {
      case: 'entries as text',
      snapshot: [{ entrant: 'a', entries: '1' }],
      expected: ['line 0 (a): entries must be a positive integer'],
    },
    {
      case: 'no entrant',
      snapshot: [{ entries: 1 }],
      expected: ['line 0: entrant must be a non-empty string'],
    },
    { case: 'a null line', snapshot: [null], expected: ['line 0: entrant must be a non-empty string'] },
  ])('$case', ({ snapshot, expected }) => {
    expect(snapshotProblems(snapshot)).toEqual(expected);
  });
});

describe('drawTicket (rejection sampling)', () => {
  it('rejects x at or above floor(2^64 / total) × total and moves to the next counter (tiny total)', () => {
    // With a real hash a rejection needs x ≥ 2^64 − (2^64 mod total): for total 3 that is only
    // x = 2^64 − 1, which no search finds. A stand-in hash answers it for counter 0.
    const calls: number[] = [];
    const fake: Sha256 = (data) => {
      const counter = data[data.length - 1] ?? 0;
      calls.push(counter);
      const out = new Uint8Array(32);
      out.fill(counter === 0 ? 0xff : 0x00);
      if (counter === 1) out[7] = 5; // x = 5
      return out;
    };
    // limit = floor(2^64 / 3) × 3 = 2^64 − 1, so x = 2^64 − 1 is rejected and x = 5 accepted.
    expect(drawTicket(new Uint8Array(32), 3, fake)).toEqual({ ticket: 2, counter: 1, x: 5n });
    expect(calls).toEqual([0, 1]);
  });

  it('rejects with the real hash when total leaves a large remainder', () => {
    // total = floor(2^64 / 2049) + 1 ≤ 2^53: 2^64 mod total is close to total, so about one key in
    // 2049 has its first x rejected. Search keys until one does, then check it by hand.
    const total = Number(2n ** 64n / 2049n) + 1;
    expect(Number.isSafeInteger(total)).toBe(true);
    const limit = (2n ** 64n / BigInt(total)) * BigInt(total);
    let found: { key: Buffer; result: ReturnType<typeof drawTicket> } | null = null;
    for (let i = 0; i < 100_000 && !found; i++) {
      const key = nodeSha(Buffer.from(`rejection-${i}`)) as Buffer;
      const result = drawTicket(key, total, nodeSha);
      if (result.counter > 0) found = { key, result };
    }
    expect(found).not.toBeNull();
    const { key, result } = found!;
    const xAt = (counter: number) => {
      const c = Buffer.alloc(4);
      c.writeUInt32BE(counter);
      return (nodeSha(Buffer.concat([key, c])) as Buffer).readBigUInt64BE(0);
    };
    for (let c = 0; c < result.counter; c++) expect(xAt(c) >= limit).toBe(true);
    expect(xAt(result.counter)).toBe(result.x);
    expect(result.x < limit).toBe(true);
    expect(result.ticket).toBe(Number(result.x % BigInt(total)));
    expect(drawTicket(key, total)).toEqual(result); // the default (noble) hash agrees
  });

  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN])('refuses total %s', (total) => {
    expect(() => drawTicket(new Uint8Array(32), total)).toThrow(RangeError);
  });
});

describe('winnerOf and ticketRanges', () => {
  it.each([
    { ticket: 0, expected: 'm_0c41d7e2' },
    { ticket: 11, expected: 'm_0c41d7e2' },
    { ticket: 12, expected: 'm_5a9f03bb' },
    { ticket: 13, expected: 'm_b7e2a610' },
    { ticket: 42, expected: 'm_b7e2a610' },
    { ticket: 43, expected: 'p_2f6c9d14' },
    { ticket: 49, expected: 'p_e81a4b07' },
  ])('ticket $ticket → $expected', ({ ticket, expected }) => {
    expect(winnerOf(SNAPSHOT, ticket)).toBe(expected);
  });

  it('refuses a ticket past the end', () => {
    expect(() => winnerOf(SNAPSHOT, 50)).toThrow(RangeError);
  });

  it('a postal entrant with 1 entry weighs exactly what a member with 1 entry weighs', () => {
    // m_5a9f03bb is a member, p_2f6c9d14 a postal entrant: the draw sees only pseudonyms and entries.
    const ranges = ticketRanges(SNAPSHOT);
    const size = (entrant: string) => ranges.filter((r) => r.entrant === entrant).map((r) => r.to - r.from);
    expect(size('m_5a9f03bb')).toEqual([1]);
    expect(size('p_2f6c9d14')).toEqual([1]);
    // Every ticket belongs to exactly one entrant, each entrant to exactly `entries` tickets.
    const counts = new Map<string, number>();
    for (let t = 0; t < 50; t++)
      counts.set(winnerOf(SNAPSHOT, t), (counts.get(winnerOf(SNAPSHOT, t)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(SNAPSHOT.map((e) => [e.entrant, e.entries])),
    );
  });
});

/** Regularised upper incomplete gamma Q(a, x) (Numerical Recipes 6.2): the chi-square p-value is Q(df/2, χ²/2). */
function gammaQ(a: number, x: number): number {
  const lnGammaA = lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGammaA);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGammaA) * h;
}

/** Lanczos approximation of ln Γ(z). */
function lnGamma(z: number): number {
  const g = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -0.000005395239384953,
  ];
  let x = z;
  let y = z;
  let tmp = x + 5.5;
  tmp -= (x + 0.5) * Math.log(tmp);
  let ser = 1.000000000190015;
  for (const c of g) ser += c / ++y;
  x = z;
  return -tmp + Math.log((2.5066282746310007 * ser) / x);
}

describe('fairness', () => {
  it('the chi-square p-value helper matches published critical values', () => {
    expect(gammaQ(9 / 2, 21.666 / 2)).toBeCloseTo(0.01, 4); // χ²(9) at p = 0.01
    expect(gammaQ(9 / 2, 16.919 / 2)).toBeCloseTo(0.05, 4);
    expect(gammaQ(1 / 2, 3.841 / 2)).toBeCloseTo(0.05, 4);
    expect(gammaQ(9 / 2, 4.168 / 2)).toBeCloseTo(0.9, 3);
  });

  it(
    '10^6 simulated draws on a skewed pool follow the entries (chi-square p > 0.01)',
    { timeout: 60_000 },
    () => {
      const pool = [1, 1, 2, 3, 5, 8, 13, 21, 34, 1000].map((entries, i) => ({ entrant: `e${i}`, entries }));
      const total = pool.reduce((s, e) => s + e.entries, 0);
      const index = new Map(pool.map((e, i) => [e.entrant, i]));
      const observed = new Array<number>(pool.length).fill(0);
      const draws = 1_000_000;
      const seed = Buffer.alloc(36);
      nodeSha(Buffer.from('chi-square')).forEach((b, i) => (seed[i] = b));
      const started = performance.now();
      for (let i = 0; i < draws; i++) {
        seed.writeUInt32BE(i, 32);
        const { ticket } = drawTicket(nodeSha(seed), total, nodeSha);
        const winner = index.get(winnerOf(pool, ticket)) ?? -1;
        observed[winner] = (observed[winner] ?? 0) + 1;
      }
      const ms = performance.now() - started;
      const chiSquare = pool.reduce((sum, e, i) => {
        const expected = (draws * e.entries) / total;
        return sum + ((observed[i] ?? 0) - expected) ** 2 / expected;
      }, 0);
      const p = gammaQ((pool.length - 1) / 2, chiSquare / 2);
      console.info(
        `fairness: ${draws} draws in ${ms.toFixed(0)} ms, χ²(9) = ${chiSquare.toFixed(3)}, p = ${p.toFixed(4)}`,
      );
      expect(p).toBeGreaterThan(0.01);
    },
  );

  it('a draw over 1,000,000 entries (200,000 entrants) with the default hash', { timeout: 60_000 }, () => {
    const snapshot = sortSnapshot(
      Array.from({ length: 200_000 }, (_, i) => ({
        entrant: `m_${(i * 7919).toString(36).padStart(8, '0')}`,
        entries: 5,
      })),
    );
    const started = performance.now();
    const result = runDraw({ seedHex: SEED, snapshot, beacon: '' });
    const ms = performance.now() - started;
    console.info(
      `runDraw over ${result.total} entries and ${snapshot.length} entrants in ${ms.toFixed(0)} ms (noble)`,
    );
    expect(result.total).toBe(1_000_000);
    expect(result).toEqual(runDraw({ seedHex: SEED, snapshot, beacon: '' }, nodeSha));
  });
});

describe('verifyDraw', () => {
  it('verifies a sound record', () => {
    const v = verifyDraw(publish(), nodeSha);
    expect(v.ok).toBe(true);
    expect(v.checks.map((c) => [c.name, c.ok])).toEqual([
      ['snapshot', true],
      ['snapshotHash', true],
      ['commitment', true],
      ['total', true],
      ['winner', true],
    ]);
    expect(v.result?.winner).toBe('p_e81a4b07');
  });

  it.each<{ case: string; over: Partial<DrawRecord>; failing: string[] }>([
    { case: 'a wrong winner', over: { winner: 'm_b7e2a610' }, failing: ['winner'] },
    { case: 'a wrong total', over: { total: 51 }, failing: ['total'] },
    {
      case: 'a seed that does not match the commitment',
      over: { seed: '0'.repeat(64) },
      failing: ['commitment', 'winner'],
    },
    {
      case: 'a commitment changed after the fact',
      over: { commitment: 'ab'.repeat(32) },
      failing: ['commitment'],
    },
    { case: 'a seed not yet published', over: { seed: null }, failing: ['commitment', 'winner'] },
    {
      case: 'an entrant quietly given more entries',
      over: { snapshot: SNAPSHOT.map((e, i) => (i === 2 ? { ...e, entries: 31 } : e)) },
      failing: ['snapshotHash', 'total', 'winner'],
    },
    {
      case: 'a snapshot out of order',
      over: { snapshot: [...SNAPSHOT].reverse() },
      failing: ['snapshot', 'snapshotHash', 'total', 'winner'],
    },
    {
      case: 'a duplicated entrant',
      over: { snapshot: [...SNAPSHOT, { entrant: 'p_e81a4b07', entries: 1 }] },
      failing: ['snapshot', 'snapshotHash', 'total', 'winner'],
    },
    { case: 'a different beacon', over: { beacon: 'other' }, failing: ['winner'] },
    {
      case: 'no snapshot yet',
      over: { snapshot: null, snapshotHash: null, total: null, winner: null },
      failing: ['snapshot', 'snapshotHash', 'total', 'winner'],
    },
  ])('flags $case', ({ over, failing }) => {
    const v = verifyDraw(publish(over), nodeSha);
    expect(v.ok).toBe(false);
    expect(v.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(failing);
  });

  it('accepts upper-case hex as published', () => {
    const record = publish();
    expect(
      verifyDraw({
        ...record,
        commitment: record.commitment.toUpperCase(),
        snapshotHash: record.snapshotHash!.toUpperCase(),
      }).ok,
    ).toBe(true);
  });

  it('uses @noble/hashes by default', () => {
    expect(Buffer.from(defaultSha256(new Uint8Array([1, 2, 3]))).toString('hex')).toBe(
      createHash('sha256')
        .update(Buffer.from([1, 2, 3]))
        .digest('hex'),
    );
  });
});
