/** Track numbers and chapter order from file names, for files whose tags lack them (issue 32 point 2). */
import { libraryStem } from './paths';

export interface TrackName {
  track: number;
  /** From a disc-track prefix (`1-02 Title`). */
  disc?: number;
  title: string;
}

const DISC_TRACK = /^(\d{1,2})[-.](\d{1,3})(?![0-9])[\s._-]*(.*)$/;
const TRACK = /^(\d{1,3})(?![0-9])(?:\s*[-._)]\s*|\s+)(.+)$/;

/**
 * `01 - Title.mp3` → track 1 "Title"; `1-02 Title.flac` → disc 1, track 2 "Title"; `01. Title`,
 * `01 Title`. Null when the name starts with no number (then the tags or the folder order decide).
 * A four-digit start (`2001 - A Space Odyssey`) is a title, not a track.
 */
export function parseTrackFromName(fileName: string): TrackName | null {
  const stem = libraryStem(fileName).trim();
  const dt = DISC_TRACK.exec(stem);
  if (dt && Number(dt[1]) > 0 && Number(dt[2]) > 0) {
    return { disc: Number(dt[1]), track: Number(dt[2]), title: dt[3]!.trim() || stem };
  }
  const t = TRACK.exec(stem);
  if (t && Number(t[1]) > 0) return { track: Number(t[1]), title: t[2]!.trim() || stem };
  return null;
}

const NATURAL = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * An audiobook's chapter files in reading order (issue 32: "one file per chapter in a folder"):
 * numbers compare as numbers, so "Chapter 2" comes before "Chapter 10"; case and accents aside;
 * ties in that order break on the exact name so the order never depends on the folder listing.
 */
export function audiobookChapterOrder(names: readonly string[]): string[] {
  return [...names].sort((a, b) => NATURAL.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}
