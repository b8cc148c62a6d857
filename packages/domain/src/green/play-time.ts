/**
 * "Hours streamed" for the green page (SPEC.md 9 "Trees": one tree per hour streamed), measured from
 * real playback time rather than from how far into each title a member got: a member who watches a
 * film twice streamed it twice, and one who skips to the end did not stream it at all.
 *
 * The players save progress every PLAYER_SAVE_INTERVAL_SECONDS while playing, and at once on pause,
 * close or a chapter change (apps/web/src/features/players/core/progress-saver.ts). Each save is
 * credited with the play time since the previous save of the same title, measured on the server's
 * clock: never more than the position advanced (a paused player saving again, or a seek backwards,
 * earns nothing) and never more than MAX_CREDITED_GAP_SECONDS (after a pause the first save spans the
 * whole pause, of which at most one interval was playing).
 */

/** How often a playing player saves its progress (the web's progress saver). */
export const PLAYER_SAVE_INTERVAL_SECONDS = 10;
/** The most one save can credit: one and a half save intervals. */
export const MAX_CREDITED_GAP_SECONDS = PLAYER_SAVE_INTERVAL_SECONDS * 1.5;

export interface PlaySample {
  /** The stored progress of the title: seconds into it, for the streamed media types. */
  progress: number;
  /** When the server stored it (ms since the epoch). */
  atMs: number;
}

/**
 * Seconds of real play a save adds, from the title's previous save (null for its first): the first
 * save of a title credits what it reports played, up to one gap.
 */
export function creditedPlaySeconds(previous: PlaySample | null, next: PlaySample): number {
  const advanced = next.progress - (previous?.progress ?? 0);
  const elapsed = previous ? (next.atMs - previous.atMs) / 1000 : MAX_CREDITED_GAP_SECONDS;
  const credit = Math.min(advanced, elapsed, MAX_CREDITED_GAP_SECONDS);
  return Number.isFinite(credit) && credit > 0 ? credit : 0;
}
