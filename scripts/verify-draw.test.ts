import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSource, reportDraw } from './verify-draw';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/draw-example.json');
const record = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
const nodeSha = (data: Uint8Array) => createHash('sha256').update(data).digest();

describe('verify-draw report', () => {
  it('verifies the worked example of docs/draws.md', () => {
    const report = reportDraw(record);
    expect(report.ok).toBe(true);
    expect(report.lines).toEqual([
      'Draw drw_example_2026_05 (giveaway 1001)',
      '  [ok]   snapshot ascending, unique, positive integer entries',
      '  [ok]   snapshotHash = SHA-256 of the snapshot JSON',
      '  [ok]   commitment = SHA-256 of the revealed seed',
      '  [ok]   total = sum of the entries',
      '  [ok]   winner recomputed from seed, snapshot and beacon',
      '  ticket 44 of 50 (counter 0)',
      'VERIFIED: winner p_e81a4b07',
    ]);
    expect(reportDraw(record, nodeSha)).toEqual(report);
  });

  it('names a wrong winner with the expected and the published one', () => {
    const report = reportDraw({ ...record, winner: 'm_b7e2a610' });
    expect(report.ok).toBe(false);
    expect(report.lines).toContain('  [FAIL] winner recomputed from seed, snapshot and beacon');
    expect(report.lines).toContain('         expected: p_e81a4b07');
    expect(report.lines).toContain('         published: m_b7e2a610');
    expect(report.lines.at(-1)).toBe('NOT VERIFIED: 1 of 5 checks failed (winner)');
  });

  it('fails a draw whose seed is not yet published', () => {
    const report = reportDraw({ ...record, seed: null });
    expect(report.ok).toBe(false);
    expect(report.lines.at(-1)).toBe('NOT VERIFIED: 2 of 5 checks failed (commitment, winner)');
  });

  it.each([
    { json: [], expected: 'NOT A DRAW RECORD: not a JSON object' },
    { json: 'text', expected: 'NOT A DRAW RECORD: not a JSON object' },
    {
      json: { drawId: 'x' },
      expected:
        'NOT A DRAW RECORD: missing sweepId, commitment, snapshotHash, snapshot, seed, beacon, total, winner',
    },
  ])('refuses $json', ({ json, expected }) => {
    expect(reportDraw(json)).toEqual({ ok: false, lines: [expected] });
  });
});

describe('loadSource', () => {
  it('reads a file', async () => {
    expect(JSON.parse(await loadSource(FIXTURE))).toEqual(record);
  });

  it('fetches a URL and reports an HTTP error', async () => {
    const body = JSON.stringify(record);
    const server = createServer((req, res) => {
      if (req.url === '/api/draws/drw_example_2026_05') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await loadSource(`http://127.0.0.1:${port}/api/draws/drw_example_2026_05`)).toBe(body);
      await expect(loadSource(`http://127.0.0.1:${port}/api/draws/none`)).rejects.toThrow('HTTP 404');
    } finally {
      server.close();
    }
  });
});
