/**
 * The verifiable draw: the public contract of issue 12 item 8, explained for third parties in
 * docs/draws.md. Anyone holding the published record can recompute the winner with SHA-256 alone:
 *
 *   commitment   = hex(SHA-256(seed))                          published before entries open
 *   snapshotHash = hex(SHA-256(utf8(JSON.stringify(snapshot)))) snapshot ascending by entrant
 *   key          = SHA-256(seed ‖ snapshotHash ‖ utf8(beacon))  the 32 bytes each hex spells
 *   h            = SHA-256(key ‖ uint32be(counter)), counter = 0, 1, …
 *   x            = first 8 bytes of h, unsigned big-endian; accept the first x < ⌊2^64 / total⌋ × total
 *   ticket       = x mod total; the winner's cumulative range in snapshot order contains it.
 *
 * Rejection sampling keeps every ticket equally likely (plain x mod total would favour the low
 * tickets), and an entrant's chance is exactly entries / total whoever they are: a postal entry is
 * one ticket like a paid one. Every function takes the SHA-256 to use, so Node tests can pass
 * node:crypto; the default is @noble/hashes, the same bytes in the browser and in Node.
 */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export type Sha256 = (data: Uint8Array) => Uint8Array;

export const defaultSha256: Sha256 = (data) => nobleSha256(data);

/** The secret seed is 32 random bytes, written as 64 hex digits. */
export const DRAW_SEED_BYTES = 32;
const HEX_32_BYTES = /^[0-9a-fA-F]{64}$/;
const TWO_POW_64 = 1n << 64n;
const MAX_COUNTER = 0xffff_ffff;

/** One line of the snapshot: an opaque pseudonym (never an e-mail) and its entries. */
export interface DrawSnapshotEntry {
  entrant: string;
  entries: number;
}

/** A draw as GET /api/draws/{drawId} publishes it (null fields are not yet published). */
export interface DrawRecord {
  drawId: string;
  sweepId: string;
  commitment: string;
  snapshotHash: string | null;
  snapshot: DrawSnapshotEntry[] | null;
  seed: string | null;
  beacon: string | null;
  total: number | null;
  winner: string | null;
}

export interface DrawResult {
  total: number;
  ticket: number;
  /** How many candidates were rejected before `ticket` was accepted. */
  counter: number;
  winner: string;
  snapshotHash: string;
}

export function isHex32(text: unknown): text is string {
  return typeof text === 'string' && HEX_32_BYTES.test(text);
}

/** JavaScript's default string order (UTF-16 code units), the order the contract names; not localeCompare. */
export function compareEntrants(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The snapshot in contract order, each line rebuilt with its keys in the order entrant, entries. */
export function sortSnapshot(entries: readonly DrawSnapshotEntry[]): DrawSnapshotEntry[] {
  return entries
    .map((e) => ({ entrant: e.entrant, entries: e.entries }))
    .sort((a, b) => compareEntrants(a.entrant, b.entrant));
}

/** The exact text whose SHA-256 is the snapshot hash: JSON.stringify of the array, no spaces. */
export function snapshotJson(snapshot: readonly DrawSnapshotEntry[]): string {
  return JSON.stringify(snapshot.map((e) => ({ entrant: e.entrant, entries: e.entries })));
}

export function snapshotHash(snapshot: readonly DrawSnapshotEntry[], sha256: Sha256 = defaultSha256): string {
  return bytesToHex(sha256(utf8ToBytes(snapshotJson(snapshot))));
}

function assertHex32(name: string, hex: string): void {
  if (!isHex32(hex)) throw new RangeError(`${name} must be 64 hex digits (32 bytes)`);
}

/** hex(SHA-256(seed bytes)): published before the entry period opens. */
export function commitmentOf(seedHex: string, sha256: Sha256 = defaultSha256): string {
  assertHex32('seed', seedHex);
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** SHA-256(seed ‖ snapshotHash ‖ utf8(beacon)), seed and hash as the 32 bytes their hex spells. */
export function drawKey(
  seedHex: string,
  snapshotHashHex: string,
  beacon: string,
  sha256: Sha256 = defaultSha256,
): Uint8Array {
  assertHex32('seed', seedHex);
  assertHex32('snapshotHash', snapshotHashHex);
  return sha256(concatBytes(hexToBytes(seedHex), hexToBytes(snapshotHashHex), utf8ToBytes(beacon)));
}

function uint32BigEndian(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

function firstUint64BigEndian(bytes: Uint8Array): bigint {
  let x = 0n;
  for (let i = 0; i < 8; i++) x = (x << 8n) | BigInt(bytes[i] ?? 0);
  return x;
}

/**
 * The winning ticket in [0, total): the first x = uint64be(SHA-256(key ‖ uint32be(counter))) below
 * the largest multiple of total that fits in 64 bits, reduced mod total. A value at or above that
 * limit would make the low tickets one chance likelier, so it is rejected and the counter moves on
 * (with total ≤ 2^53 that happens at most once in 2048 draws).
 */
export function drawTicket(
  key: Uint8Array,
  total: number,
  sha256: Sha256 = defaultSha256,
): { ticket: number; counter: number; x: bigint } {
  if (!Number.isSafeInteger(total) || total <= 0)
    throw new RangeError('total must be a positive safe integer');
  const big = BigInt(total);
  const limit = (TWO_POW_64 / big) * big;
  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    const x = firstUint64BigEndian(sha256(concatBytes(key, uint32BigEndian(counter))));
    if (x < limit) return { ticket: Number(x % big), counter, x };
  }
  // Each candidate is accepted with probability above 1/2; 2^32 rejections in a row do not happen.
  throw new Error('no ticket accepted within 2^32 counters');
}

/** Each entrant's tickets [from, to) in snapshot order: as many tickets as entries, whoever they are. */
export function ticketRanges(
  snapshot: readonly DrawSnapshotEntry[],
): { entrant: string; from: number; to: number }[] {
  let from = 0;
  return snapshot.map((e) => {
    const range = { entrant: e.entrant, from, to: from + e.entries };
    from = range.to;
    return range;
  });
}

/** The entrant whose cumulative range in snapshot order contains `ticket`. */
export function winnerOf(snapshot: readonly DrawSnapshotEntry[], ticket: number): string {
  let to = 0;
  for (const e of snapshot) {
    to += e.entries;
    if (ticket < to) return e.entrant;
  }
  throw new RangeError(`ticket ${ticket} is outside the snapshot's ${to} entries`);
}

/**
 * Why a snapshot breaks the contract, first problem first (empty when it is sound): an array of
 * { entrant: non-empty string, entries: positive integer }, strictly ascending by entrant (so each
 * entrant once), with a total that is a safe integer.
 */
export function snapshotProblems(snapshot: unknown): string[] {
  if (!Array.isArray(snapshot)) return ['the snapshot is not an array'];
  const problems: string[] = [];
  let total = 0;
  let previous: string | null = null;
  snapshot.forEach((line: unknown, i) => {
    const entry = (typeof line === 'object' && line !== null ? line : {}) as Partial<Record<string, unknown>>;
    const { entrant, entries } = entry;
    if (typeof entrant !== 'string' || entrant === '') {
      problems.push(`line ${i}: entrant must be a non-empty string`);
      return;
    }
    if (typeof entries !== 'number' || !Number.isSafeInteger(entries) || entries <= 0) {
      problems.push(`line ${i} (${entrant}): entries must be a positive integer`);
    } else {
      total += entries;
    }
    if (previous !== null && compareEntrants(previous, entrant) >= 0) {
      problems.push(
        previous === entrant
          ? `line ${i}: entrant ${entrant} appears twice`
          : `line ${i}: entrant ${entrant} comes after ${previous} (not ascending)`,
      );
    }
    previous = entrant;
  });
  if (!Number.isSafeInteger(total)) problems.push('the total is too large');
  return problems;
}

function sumEntries(snapshot: readonly DrawSnapshotEntry[]): number {
  return snapshot.reduce((sum, e) => sum + e.entries, 0);
}

/** The draw from the seed, the closed snapshot and the beacon. Throws on a snapshot that breaks the contract. */
export function runDraw(
  input: { seedHex: string; snapshot: readonly DrawSnapshotEntry[]; beacon: string },
  sha256: Sha256 = defaultSha256,
): DrawResult {
  const problems = snapshotProblems(input.snapshot);
  if (problems.length > 0) throw new RangeError(`invalid snapshot: ${problems[0]}`);
  const total = sumEntries(input.snapshot);
  if (total === 0) throw new RangeError('invalid snapshot: no entries');
  const hash = snapshotHash(input.snapshot, sha256);
  // drawTicket's x (a bigint) stays out of the result, so the result serialises with JSON.stringify.
  const key = drawKey(input.seedHex, hash, input.beacon, sha256);
  const { ticket, counter } = drawTicket(key, total, sha256);
  return { total, ticket, counter, winner: winnerOf(input.snapshot, ticket), snapshotHash: hash };
}

export type DrawCheckName = 'snapshot' | 'snapshotHash' | 'commitment' | 'total' | 'winner';

/** One check: `expected` is what the record recomputes to, `actual` what it publishes. */
export interface DrawCheck {
  name: DrawCheckName;
  ok: boolean;
  expected?: string;
  actual?: string;
}

export interface DrawVerification {
  ok: boolean;
  checks: DrawCheck[];
  /** The recomputed draw, when the seed and snapshot allowed it. */
  result: DrawResult | null;
}

function text(value: unknown): string {
  return value === null || value === undefined ? 'not published' : String(value);
}

/**
 * Recomputes a published draw: the snapshot is well formed (ascending, unique, positive integer
 * entries), its hash, the seed against the commitment, the total and the winner. The record may
 * come straight from JSON, so every field is checked for its type too.
 */
export function verifyDraw(record: DrawRecord, sha256: Sha256 = defaultSha256): DrawVerification {
  const checks: DrawCheck[] = [];
  const problems = snapshotProblems(record.snapshot);
  checks.push(
    problems.length === 0
      ? { name: 'snapshot', ok: true }
      : {
          name: 'snapshot',
          ok: false,
          expected: 'ascending, unique entrants with positive integer entries',
          actual: problems[0],
        },
  );
  const snapshot = problems.length === 0 ? (record.snapshot ?? []) : null;
  const hash = snapshot ? snapshotHash(snapshot, sha256) : null;
  checks.push({
    name: 'snapshotHash',
    ok:
      hash !== null && typeof record.snapshotHash === 'string' && record.snapshotHash.toLowerCase() === hash,
    expected: hash ?? 'a valid snapshot',
    actual: text(record.snapshotHash),
  });
  const commitment = isHex32(record.seed) ? commitmentOf(record.seed, sha256) : null;
  checks.push({
    name: 'commitment',
    ok:
      commitment !== null &&
      typeof record.commitment === 'string' &&
      record.commitment.toLowerCase() === commitment,
    expected: commitment ?? 'a 64-hex-digit seed',
    actual: text(record.commitment),
  });
  const total = snapshot ? sumEntries(snapshot) : null;
  checks.push({
    name: 'total',
    ok: total !== null && total > 0 && record.total === total,
    expected: text(total),
    actual: text(record.total),
  });
  let result: DrawResult | null = null;
  if (snapshot && total !== null && total > 0 && isHex32(record.seed)) {
    const beacon = typeof record.beacon === 'string' ? record.beacon : '';
    result = runDraw({ seedHex: record.seed, snapshot, beacon }, sha256);
  }
  checks.push({
    name: 'winner',
    ok: result !== null && record.winner === result.winner,
    expected: result?.winner ?? 'a published seed and a valid snapshot',
    actual: text(record.winner),
  });
  return { ok: checks.every((c) => c.ok), checks, result };
}

/**
 * A draw record from parsed JSON (the REST answer or a saved file), or the reason it is not one.
 * Field contents are verifyDraw's business; this checks the record is an object with its keys.
 */
export function readDrawRecord(
  value: unknown,
): { ok: true; record: DrawRecord } | { ok: false; problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'not a JSON object' };
  }
  const v = value as Partial<Record<keyof DrawRecord, unknown>>;
  const keys: (keyof DrawRecord)[] = [
    'drawId',
    'sweepId',
    'commitment',
    'snapshotHash',
    'snapshot',
    'seed',
    'beacon',
    'total',
    'winner',
  ];
  const missing = keys.filter((k) => !(k in v));
  if (missing.length > 0) return { ok: false, problem: `missing ${missing.join(', ')}` };
  return { ok: true, record: value as DrawRecord };
}
