import { readDrawRecord, TRANSACTION_ID_HEADER, type DrawRecord } from '@member-area/domain';
import { newTransactionId } from '../../../app/ids';
import { ApiError, errorDetails, readJson } from '../../../app/rest';

/** What the pages show of a draw (GET /api/draws lists these; the list may leave snapshots out). */
export interface DrawSummary {
  drawId: string;
  sweepId: string;
  sweepName: string;
  /** 'YYYY-MM', an Eastern-Time month. */
  period: string;
  opensAt: string;
  closesAt: string;
  /** committed | rolled_over | drawn | unused */
  status: string;
  uniqueEntrants: number | null;
  total: number | null;
  /** The winning entrant's pseudonym, once drawn. */
  winner: string | null;
  drawnAt: string | null;
  publishedAt: string | null;
}

/**
 * A draw as GET /api/draws/{drawId} publishes it (docs/draws.md): the record anyone can verify, and
 * what the page says about it. Fields the server has not published yet are null.
 */
export type PublicDraw = DrawRecord & DrawSummary;

export const drawRecordUrl = (drawId: string) => `/api/draws/${encodeURIComponent(drawId)}`;

const fieldsOf = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const countOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The displayed fields of one draw of the list, or null for something that is not one. */
export function toDrawSummary(value: unknown): DrawSummary | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const drawId = text(v.drawId);
  if (!drawId) return null;
  return {
    drawId,
    sweepId: text(v.sweepId),
    sweepName: text(v.sweepName),
    period: text(v.period),
    opensAt: text(v.opensAt),
    closesAt: text(v.closesAt),
    status: text(v.status),
    uniqueEntrants: countOrNull(v.uniqueEntrants),
    total: countOrNull(v.total),
    winner: textOrNull(v.winner),
    drawnAt: textOrNull(v.drawnAt),
    publishedAt: textOrNull(v.publishedAt),
  };
}

/**
 * One published record. The verifiable part is kept exactly as the server sent it (the domain's
 * readDrawRecord checks only that its keys are there), so verifyDraw judges what was published.
 */
export function toPublicDraw(value: unknown): PublicDraw | null {
  const read = readDrawRecord(value);
  const summary = toDrawSummary(value);
  if (!read.ok || !summary) return null;
  return { ...read.record, ...summary, winner: read.record.winner, total: read.record.total };
}

async function getJson(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', [TRANSACTION_ID_HEADER]: newTransactionId() },
    });
  } catch {
    throw new ApiError('network', null);
  }
  const data = await readJson(response);
  if (!response.ok) {
    const code = errorDetails(data).errorCode;
    throw new ApiError(typeof code === 'string' ? code : 'internal_error', response.status);
  }
  return data;
}

/** GET /api/draws: `{ draws }`, the host brand's draws, newest first (snapshots left out). */
export async function fetchDraws(): Promise<DrawSummary[]> {
  const list = fieldsOf(await getJson('/api/draws')).draws;
  if (!Array.isArray(list)) throw new ApiError('internal_error', 200);
  return list.map(toDrawSummary).filter((draw): draw is DrawSummary => draw !== null);
}

/** GET /api/draws/{drawId}; null for a draw this brand does not have (404). */
export async function fetchDraw(drawId: string): Promise<PublicDraw | null> {
  try {
    const draw = toPublicDraw(await getJson(drawRecordUrl(drawId)));
    if (!draw) throw new ApiError('internal_error', 200);
    return draw;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
