/** Whether a file's content is the format its extension says (issue 32 point 5: "a wrong extension"). */

/**
 * The container names each extension may hold: ffprobe's format_name entries (comma separated,
 * `mov,mp4,m4a,3gp,3g2,mj2`) and music-metadata's container (`MPEG`, `FLAC`, `M4A/isom`), lower case.
 */
const CONTAINERS: Record<string, readonly string[]> = {
  mp4: ['mp4', 'mov', 'isom', 'mp42', 'm4a', 'm4v'],
  m4v: ['mp4', 'mov', 'isom', 'mp42', 'm4v'],
  mov: ['mov', 'mp4', 'qt'],
  m4a: ['mp4', 'm4a', 'mov', 'isom', 'mp42', 'm4b'],
  m4b: ['mp4', 'm4a', 'm4b', 'mov', 'isom', 'mp42'],
  mkv: ['matroska', 'ebml'],
  mka: ['matroska', 'ebml'],
  webm: ['webm', 'matroska', 'ebml'],
  mp3: ['mp3', 'mpeg'],
  flac: ['flac'],
  ogg: ['ogg'],
  oga: ['ogg'],
  opus: ['ogg', 'opus'],
  ogv: ['ogg'],
  wav: ['wav', 'wave'],
  aif: ['aiff'],
  aiff: ['aiff'],
  aac: ['aac', 'adts'],
  wma: ['asf'],
  wmv: ['asf'],
  avi: ['avi'],
  ts: ['mpegts'],
  m2ts: ['mpegts'],
  mts: ['mpegts'],
  mpg: ['mpeg', 'mpegvideo'],
  mpeg: ['mpeg', 'mpegvideo'],
  flv: ['flv'],
  wv: ['wv', 'wavpack'],
  ape: ['ape', 'monkey'],
  dsf: ['dsf'],
};

/**
 * Whether `formatName` (ffprobe's format_name or music-metadata's container) is a format files
 * with extension `ext` hold. An extension this table does not know is not judged (true).
 */
export function extensionMatchesContainer(ext: string, formatName: string): boolean {
  const expected = CONTAINERS[ext.replace(/^\./, '').toLowerCase()];
  if (!expected) return true;
  const names = formatName
    .toLowerCase()
    .split(/[,/]/)
    .map((n) => n.trim())
    .filter(Boolean);
  return names.some((n) => expected.includes(n));
}
