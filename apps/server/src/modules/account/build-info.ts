import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const STARTED_AT = new Date().toISOString();

function readCommit(): string {
  try {
    const head = fs.readFileSync(path.join(ROOT, '.git/HEAD'), 'utf8').trim();
    const m = /^ref: (.+)$/.exec(head);
    const sha = m?.[1] ? fs.readFileSync(path.join(ROOT, '.git', m[1]), 'utf8').trim() : head;
    return /^[0-9a-f]{40}$/.test(sha) ? sha.slice(0, 12) : 'unknown';
  } catch {
    return 'unknown';
  }
}

const COMMIT = readCommit();

/** What the staff diagnostics panel shows about the running build. */
export function buildInfo(version: string): { buildVersion: string; buildCommit: string; buildTime: string } {
  return { buildVersion: version, buildCommit: COMMIT, buildTime: STARTED_AT };
}
