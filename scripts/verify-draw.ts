/**
 * npm run verify-draw -- <url-or-file>
 *
 * Recomputes a published giveaway draw (docs/draws.md) from its record: the JSON that
 * GET /api/draws/{drawId} answers, fetched from a URL or read from a file. Prints each check and
 * "VERIFIED: winner <entrant>", or what failed; exits 0 when verified, 1 otherwise. It trusts
 * nothing the server says beyond the record itself: every value is recomputed with SHA-256.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { readDrawRecord, verifyDraw, type DrawCheck, type Sha256 } from '@member-area/domain';

export interface DrawReport {
  ok: boolean;
  lines: string[];
}

const DESCRIPTIONS: Record<DrawCheck['name'], string> = {
  snapshot: 'snapshot ascending, unique, positive integer entries',
  snapshotHash: 'snapshotHash = SHA-256 of the snapshot JSON',
  commitment: 'commitment = SHA-256 of the revealed seed',
  total: 'total = sum of the entries',
  winner: 'winner recomputed from seed, snapshot and beacon',
};

function checkLines(check: DrawCheck): string[] {
  const head = `  ${check.ok ? '[ok]  ' : '[FAIL]'} ${DESCRIPTIONS[check.name]}`;
  if (check.ok) return [head];
  return [head, `         expected: ${check.expected ?? '-'}`, `         published: ${check.actual ?? '-'}`];
}

/** The CLI's pure part: a report for a parsed draw record (or anything else the source held). */
export function reportDraw(json: unknown, sha256?: Sha256): DrawReport {
  const read = readDrawRecord(json);
  if (!read.ok) return { ok: false, lines: [`NOT A DRAW RECORD: ${read.problem}`] };
  const { record } = read;
  const verification = verifyDraw(record, sha256);
  const lines = [`Draw ${String(record.drawId)} (giveaway ${String(record.sweepId)})`];
  for (const check of verification.checks) lines.push(...checkLines(check));
  const { result } = verification;
  if (result) {
    lines.push(`  ticket ${result.ticket} of ${result.total} (counter ${result.counter})`);
  }
  if (verification.ok && result) {
    lines.push(`VERIFIED: winner ${result.winner}`);
  } else {
    const failed = verification.checks.filter((c) => !c.ok).map((c) => c.name);
    lines.push(
      `NOT VERIFIED: ${failed.length} of ${verification.checks.length} checks failed (${failed.join(', ')})`,
    );
  }
  return { ok: verification.ok, lines };
}

/** A URL (http or https) is fetched; anything else is a file path. */
export async function loadSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`);
    return response.text();
  }
  return readFile(source, 'utf8');
}

async function main(args: string[]): Promise<number> {
  const source = args[0];
  if (!source || args.length > 1) {
    console.error('usage: npm run verify-draw -- <url-or-file>');
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(await loadSource(source));
  } catch (error) {
    console.error(`could not read ${source}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const report = reportDraw(json);
  for (const line of report.lines) console.log(line);
  return report.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
