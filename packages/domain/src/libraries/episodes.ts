/** Series episodes from folder and file names (issue 32 point 2: `Show/Season 01/Show S01E02.mkv`). */
import { libraryStem } from './paths';

export interface EpisodeName {
  show: string;
  /** 0 for specials (`Season 00`, `Specials`). */
  season: number;
  episode: number;
  /** The last episode of a multi-episode file (`S01E02E03` → 3); absent for one episode. */
  episodeEnd?: number;
  episodeTitle?: string;
}

// The lookbehinds keep `S01E02` from matching inside a word and `1x02` inside `1920x1080`.
const SXXEYY = /(?<![a-z0-9])s(\d{1,3})[ ._-]?e(\d{1,3})((?:[ ._-]?e\d{1,3})*)(?![0-9])/i;
const NXNN = /(?<![a-z0-9])(\d{1,2})x(\d{2,3})(?![a-z0-9])/i;
const SEASON_FOLDER = /^(?:season|series|saison|staffel|temporada|stagione)[ ._-]*(\d{1,3})$|^s(\d{1,3})$/i;
const SPECIALS_FOLDER = /^specials?$/i;
/** `02 - Title`, `E02 Title`, `Episode 2` inside a season folder. */
const EPISODE_ONLY = /^(?:e|ep|episode)?[ ._-]*(\d{1,3})(?![0-9])(.*)$/i;

/** Dots and underscores as spaces when the name has no space (`The.Show.S01E02`), separators trimmed. */
function cleanName(text: string): string {
  const spaced = /\s/.test(text) ? text : text.replace(/[._]/g, ' ');
  return spaced
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-._]+|[\s\-._]+$/g, '')
    .trim();
}

/** Release tags after the episode mark (`.720p.WEB-DL.x264`) are not the episode's title. */
const RELEASE_TAG =
  /(?<![a-z0-9])(?:\d{3,4}p|web(?:-?dl|rip)?|hdtv|bluray|brrip|dvdrip|x26[45]|h\.?26[45]|hevc|proper|repack)(?![a-z0-9])/i;

function episodeTitleOf(after: string): string {
  const tag = RELEASE_TAG.exec(after);
  return cleanName(tag ? after.slice(0, tag.index) : after);
}

/** A show folder's year (`Show (2019)`) helps other servers match it; it is not part of the title. */
function showNameOf(text: string): string {
  return cleanName(text.replace(/\s*[([]\d{4}[)\]]\s*$/, ''));
}

function seasonOfFolder(folder: string): number | null {
  if (SPECIALS_FOLDER.test(folder)) return 0;
  const m = SEASON_FOLDER.exec(folder.trim());
  return m ? Number(m[1] ?? m[2]) : null;
}

/**
 * The show, season and episode a file's relative path names, or null when it names no episode.
 * The show is the folder above the season folder, else the folder holding the file, else the file
 * name before the episode mark; the episode mark in the file name wins over the season folder.
 */
export function parseEpisodePath(relPath: string): EpisodeName | null {
  const segments = relPath.split('/').filter(Boolean);
  const file = segments.pop();
  if (!file) return null;
  const stem = libraryStem(file);

  let seasonIndex = -1;
  for (let i = segments.length - 1; i >= 0; i--) {
    if (seasonOfFolder(segments[i]!) !== null) {
      seasonIndex = i;
      break;
    }
  }
  const folderSeason = seasonIndex >= 0 ? seasonOfFolder(segments[seasonIndex]!) : null;

  let season: number;
  let episode: number;
  let episodeEnd: number | undefined;
  let before: string;
  let after: string;
  const sxe = SXXEYY.exec(stem) ?? NXNN.exec(stem);
  if (sxe) {
    season = Number(sxe[1]);
    episode = Number(sxe[2]);
    const more = sxe[3] ? [...sxe[3].matchAll(/e(\d{1,3})/gi)].map((m) => Number(m[1])) : [];
    if (more.length > 0) episodeEnd = more[more.length - 1];
    before = stem.slice(0, sxe.index);
    after = stem.slice(sxe.index + sxe[0].length);
  } else {
    if (folderSeason === null) return null;
    const m = EPISODE_ONLY.exec(stem);
    if (!m) return null;
    season = folderSeason;
    episode = Number(m[1]);
    before = '';
    after = m[2] ?? '';
  }

  const showFolder =
    seasonIndex > 0 ? segments[seasonIndex - 1] : seasonIndex < 0 ? segments.at(-1) : undefined;
  const show = showNameOf(showFolder ?? before);
  if (show === '') return null;
  const title = episodeTitleOf(after);
  return {
    show,
    season,
    episode,
    ...(episodeEnd !== undefined && episodeEnd > episode ? { episodeEnd } : {}),
    ...(title !== '' ? { episodeTitle: title } : {}),
  };
}
