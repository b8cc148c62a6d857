// The final table of `npm run bench`: every figure in bench/results.json that carries a `met` flag,
// next to its target and baseline, as a markdown table. `node scripts/bench/summary.mjs` prints it;
// with `--readme` it also replaces the table between the bench-figures markers in docs/benchmarks.md
// (the README's benchmarks section moved there).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../web-build.mjs';
import { RESULTS_FILE } from './results.mjs';

const README = path.join(root, 'docs', 'benchmarks.md');
const START = '<!-- bench-figures:start (node scripts/bench/summary.mjs --readme) -->';
const END = '<!-- bench-figures:end -->';
/** Bookkeeping, not figures. */
const SKIP = new Set([
  'met',
  'target',
  'targets',
  'baseline',
  'measuredAt',
  'loadAverage',
  'cores',
  'metParts',
]);
const MAX_CELL = 220;

function format(value) {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(format).join(', ');
  return Object.entries(value)
    .map(([k, v]) => `${k} ${format(v)}`)
    .join(', ');
}

const cell = (text) => {
  const flat = text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return flat.length > MAX_CELL ? `${flat.slice(0, MAX_CELL - 1)}…` : flat;
};

/** The rows of one entry: each object with a boolean `met`, with its nearest target and baseline. */
function rowsOf(name, node, inherited = { target: undefined, baseline: undefined }) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const context = {
    target: node.target ?? node.targets ?? inherited.target,
    baseline: node.baseline ?? inherited.baseline,
  };
  const children = Object.entries(node).filter(
    ([k, v]) => !SKIP.has(k) && v && typeof v === 'object' && !Array.isArray(v) && hasMet(v),
  );
  const rows = [];
  if (typeof node.met === 'boolean') {
    const own = Object.entries(node).filter(
      ([k, v]) => !SKIP.has(k) && !(v && typeof v === 'object' && hasMet(v)),
    );
    rows.push({
      name,
      figures: own.map(([k, v]) => `${k} ${format(v)}`).join('; '),
      target: format(context.target),
      baseline: format(context.baseline),
      met: node.met,
    });
  }
  for (const [key, child] of children) rows.push(...rowsOf(`${name} › ${key}`, child, context));
  return rows;
}

function hasMet(node) {
  if (!node || typeof node !== 'object') return false;
  if (typeof node.met === 'boolean') return true;
  return Object.values(node).some((v) => v && typeof v === 'object' && !Array.isArray(v) && hasMet(v));
}

/** The markdown table of bench/results.json (entries measured before `since`, if given, marked as such). */
export function summaryTable({ since } = {}) {
  if (!fs.existsSync(RESULTS_FILE)) return '(no bench/results.json yet: run `npm run bench`)';
  const all = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8'));
  const lines = ['| benchmark | figures | target | baseline | met |', '|---|---|---|---|---|'];
  for (const [name, entry] of Object.entries(all)) {
    const stale = since && entry.measuredAt && new Date(entry.measuredAt) < since;
    const label = `${name}${stale ? ' (earlier run)' : ''}`;
    const rows = rowsOf(label, entry);
    if (rows.length === 0)
      rows.push({ name: label, figures: format(entry), target: '–', baseline: '–', met: null });
    for (const r of rows)
      lines.push(
        `| ${cell(r.name)} | ${cell(r.figures)} | ${cell(r.target)} | ${cell(r.baseline)} | ${r.met === null ? '–' : r.met ? 'yes' : '**no**'} |`,
      );
  }
  const when = Object.values(all)
    .map((e) => e.measuredAt)
    .filter(Boolean)
    .sort();
  const loads = Object.values(all)
    .map((e) => e.loadAverage)
    .filter((n) => typeof n === 'number');
  lines.push(
    '',
    `Measured ${when[0] ?? '?'} – ${when.at(-1) ?? '?'} on ${Object.values(all)[0]?.cores ?? '?'} cores, ` +
      `1-minute load average ${loads.length ? `${Math.min(...loads)}–${Math.max(...loads)}` : '?'}.`,
  );
  return lines.join('\n');
}

/** Replaces the table between the markers in docs/benchmarks.md. */
export function writeReadmeTable(table) {
  const readme = fs.readFileSync(README, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/benchmarks.md has no ${START} … ${END} block`);
  fs.writeFileSync(README, `${readme.slice(0, from + START.length)}\n\n${table}\n\n${readme.slice(to)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const table = summaryTable();
  console.log(table);
  if (process.argv.includes('--readme')) writeReadmeTable(table);
}
