/** The packaged files of imported titles (media_assets, migration 0035). Kysely only. */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { MediaAssetsTable } from '../../db/tables/media-assets';

export const PACKAGED_KINDS = ['video_hls', 'audio', 'ebook', 'game', 'download', 'poster'] as const;
export type PackagedKind = (typeof PACKAGED_KINDS)[number];

/** Kinds that are a folder of files (an HLS package, an unpacked game): the route serves the folder. */
const FOLDER_KINDS: readonly PackagedKind[] = ['video_hls', 'game'];

/** One packaged file of a title's part, as packaging hands it over. */
export interface PackagedAsset {
  /** 0 for the title, else the track or episode id, or the audiobook chapter's index. */
  partId: number;
  kind: PackagedKind;
  /** Relative to MEDIA_DIR, '/'-separated: the master playlist for video_hls, the entry page for a game. */
  file: string;
  mimeType: string;
  durationSeconds: number | null;
  bytes: number;
  sha256: string | null;
  /**
   * video_hls: `{ renditions: [{ name, width, height, bandwidth, codecs, playlist }] }`; audio of an
   * audiobook: `{ title }`; game: `{ controlsKey }`; download: `{ platform, version, fileName }`.
   */
  details: Record<string, unknown>;
  /** Order among the title's parts of a kind (audiobook chapters, downloads). */
  position: number;
}

export interface StoredAsset extends PackagedAsset {
  mediaId: number;
}

/** The folder (ending in '/') a folder asset opens, '' for a single file. */
export function folderOf(asset: Pick<PackagedAsset, 'kind' | 'file'>): string {
  if (!FOLDER_KINDS.includes(asset.kind)) return '';
  const slash = asset.file.lastIndexOf('/');
  return slash < 0 ? '' : asset.file.slice(0, slash + 1);
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toAsset(r: Selectable<MediaAssetsTable>): StoredAsset {
  return {
    mediaId: r.media_id,
    partId: r.part_id,
    kind: r.kind as PackagedKind,
    file: r.file,
    mimeType: r.mime_type,
    durationSeconds: r.duration_seconds,
    bytes: Number(r.bytes),
    sha256: r.sha256,
    details: parseDetails(r.details),
    position: r.position,
  };
}

/**
 * A title's assets replaced together (`partId` null: call it inside the transaction that shows the
 * title), or one part's only (a track, an episode, a chapter, the film itself), without touching the
 * title's other parts: each file of a title is packaged by its own job, several at once.
 */
export async function replaceAssets(
  trx: DbOrTrx,
  mediaId: number,
  partId: number | null,
  assets: readonly PackagedAsset[],
  now: string,
): Promise<void> {
  let old = trx.deleteFrom('media_assets').where('media_id', '=', mediaId);
  if (partId != null) old = old.where('part_id', '=', partId);
  await old.execute();
  if (assets.length === 0) return;
  await trx
    .insertInto('media_assets')
    .values(
      assets.map((a) => ({
        media_id: mediaId,
        part_id: partId ?? a.partId,
        kind: a.kind,
        file: a.file,
        folder: folderOf(a) || null,
        mime_type: a.mimeType,
        duration_seconds: a.durationSeconds,
        bytes: a.bytes,
        sha256: a.sha256,
        details: JSON.stringify(a.details),
        position: a.position,
        created_at: now,
      })),
    )
    .execute();
}

export async function deleteAssets(db: DbOrTrx, mediaIds: readonly number[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await db.deleteFrom('media_assets').where('media_id', 'in', mediaIds).execute();
}

/** The assets of these titles, by title, each title's in part and position order. */
export async function assetsOf(
  db: DbOrTrx,
  mediaIds: readonly number[],
): Promise<Map<number, StoredAsset[]>> {
  const out = new Map<number, StoredAsset[]>();
  if (mediaIds.length === 0) return out;
  const rows = await db
    .selectFrom('media_assets')
    .selectAll()
    .where('media_id', 'in', [...new Set(mediaIds)])
    .orderBy('media_id')
    .orderBy('position')
    .orderBy('part_id')
    .orderBy('kind')
    .execute();
  for (const r of rows) {
    const asset = toAsset(r);
    const list = out.get(r.media_id);
    if (list) list.push(asset);
    else out.set(r.media_id, [asset]);
  }
  return out;
}

/**
 * The asset that lets the media route serve `file`: the one whose file it is, or the folder asset
 * (HLS package, unpacked game) it lies under. The candidates are the file itself and every folder
 * above it, so both lookups are exact matches on indexed columns.
 */
export async function assetServing(db: DbOrTrx, file: string): Promise<StoredAsset | null> {
  const parts = file.split('/');
  const folders = parts.slice(0, -1).map((_, i) => `${parts.slice(0, i + 1).join('/')}/`);
  const row = await db
    .selectFrom('media_assets')
    .selectAll()
    .where((eb) => eb.or([eb('file', '=', file), ...(folders.length ? [eb('folder', 'in', folders)] : [])]))
    .orderBy('media_id')
    .limit(1)
    .executeTakeFirst();
  return row ? toAsset(row) : null;
}
