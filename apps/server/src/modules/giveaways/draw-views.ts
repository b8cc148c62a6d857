/**
 * The public shape of a draw (GET /api/draws, GET /api/draws/{drawId}; docs/draws.md): the fields
 * of the contract, `{ drawId, sweepId, commitment, snapshotHash, snapshot, seed, beacon,
 * total, winner }`, plus what the public page shows around them. Nothing is shown before its time:
 * the snapshot, its hash and the total once the period is closed; the winner and the beacon once
 * drawn; the seed once published.
 */
import type { DrawHead } from './draw-repo';

export interface PublicDraw {
  drawId: string;
  sweepId: string;
  commitment: string;
  snapshotHash: string | null;
  /** Always null in the list (a snapshot can be megabytes): read it from /api/draws/{drawId}. */
  snapshot: null;
  seed: string | null;
  beacon: string | null;
  total: number | null;
  winner: string | null;
  sweepName: string;
  period: string;
  opensAt: string;
  closesAt: string;
  /** committed | rolled_over | drawn | unused */
  status: string;
  uniqueEntrants: number | null;
  drawnAt: string | null;
  publishedAt: string | null;
}

export function toPublicDraw(row: DrawHead & { sweep_name: string }): PublicDraw {
  const closed = row.closed_at !== null;
  const drawn = row.status === 'drawn';
  return {
    drawId: row.id,
    sweepId: row.sweep_id,
    commitment: row.commitment,
    snapshotHash: closed ? row.snapshot_hash : null,
    snapshot: null,
    seed: row.published_at !== null ? row.seed : null,
    beacon: drawn ? row.beacon : null,
    total: closed && row.total !== null ? Number(row.total) : null,
    winner: drawn ? row.winner_entrant : null,
    sweepName: row.sweep_name,
    period: row.period,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    status: row.status,
    uniqueEntrants: closed && row.unique_entrants !== null ? Number(row.unique_entrants) : null,
    drawnAt: row.drawn_at,
    publishedAt: row.published_at,
  };
}

/**
 * The full record as JSON text. The snapshot is stored exactly as it was hashed, so it is written
 * into the answer as it is: no parsing and re-serialising of up to megabytes per request, and the
 * bytes a verifier hashes are the bytes that were drawn.
 */
export function publicDrawJson(draw: PublicDraw, storedSnapshot: string | null): string {
  const head = JSON.stringify({ ...draw, snapshot: undefined });
  const snapshot = draw.snapshotHash !== null && storedSnapshot !== null ? storedSnapshot : 'null';
  return head === '{}' ? `{"snapshot":${snapshot}}` : `${head.slice(0, -1)},"snapshot":${snapshot}}`;
}
