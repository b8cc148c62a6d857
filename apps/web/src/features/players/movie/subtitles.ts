import { storage } from '../../../app/storage';

/** The member's subtitle choice (a language code, or off), remembered on this device. */
const KEY = 'ma_player_subtitles';
export const SUBTITLES_OFF = 'off';

export function rememberedSubtitles(): string {
  return storage.get(KEY) ?? SUBTITLES_OFF;
}

export function rememberSubtitles(choice: string): void {
  storage.set(KEY, choice);
}

/** The language to show from the choice and the languages this video has (off when it has none of them). */
export function subtitleLanguage(choice: string, available: readonly string[]): string {
  if (choice === SUBTITLES_OFF) return SUBTITLES_OFF;
  if (available.includes(choice)) return choice;
  const base = choice.split('-')[0];
  return available.find((language) => language.split('-')[0] === base) ?? SUBTITLES_OFF;
}

/** Shows one text track and hides the others (the track elements start disabled). */
export function applySubtitles(video: HTMLVideoElement, language: string): void {
  for (const track of Array.from(video.textTracks)) {
    if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
    track.mode = track.language === language ? 'showing' : 'disabled';
  }
}
