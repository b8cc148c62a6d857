/** A packaged file of an imported title (migration 0035; written by packaging, read by playback). */
export interface MediaAssetsTable {
  media_id: number;
  /** 0 for the title, else a track or episode id, or an audiobook chapter's index. */
  part_id: number;
  /** 'video_hls' | 'audio' | 'ebook' | 'game' | 'download' | 'poster' */
  kind: string;
  /** Relative to MEDIA_DIR; for video_hls the master playlist, for a game its entry page. */
  file: string;
  /** video_hls and game: the folder (ending in '/') the route serves; null for a single file. */
  folder: string | null;
  mime_type: string;
  duration_seconds: number | null;
  bytes: number;
  sha256: string | null;
  /** JSON object: renditions of an HLS package, a chapter's title, a download's platform/version/fileName. */
  details: string;
  position: number;
  created_at: string;
}

export interface MediaAssetTables {
  media_assets: MediaAssetsTable;
}
