import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlaybackData } from '../core/contract';
import { subtitlesToggledTo } from './movie-rules';
import {
  SUBTITLES_OFF,
  applySubtitles,
  rememberSubtitles,
  rememberedSubtitles,
  subtitleLanguage,
} from './subtitles';

type Video = NonNullable<PlaybackData['video']>;

export interface Subtitles {
  subtitles: Video['subtitles'];
  /** The language shown (or off). */
  shown: string;
  choose(language: string): void;
  /** The C key. */
  toggle(): void;
}

/**
 * The subtitles: the member's choice (remembered on the device) among the video's languages, the
 * <track> shown, and its cues lifted above the control bar while the controls show.
 */
export function useSubtitles(
  video: RefObject<HTMLVideoElement | null>,
  currentVideo: Video | null,
  sourceUrl: string | undefined,
  controlsVisible: boolean,
): Subtitles {
  const [choice, setChoice] = useState(rememberedSubtitles);
  const subtitles = currentVideo?.subtitles ?? [];
  const languages = subtitles.map((s) => s.language);
  const shown = subtitleLanguage(choice, languages);

  const choose = useCallback((language: string) => {
    setChoice(language);
    rememberSubtitles(language);
  }, []);

  const lastLanguage = useRef<string | null>(null);
  const toggle = () => {
    if (shown !== SUBTITLES_OFF) lastLanguage.current = shown;
    const uiLanguage = document.documentElement.lang.split('-')[0] ?? '';
    const pick = subtitlesToggledTo(shown, languages, lastLanguage.current, uiLanguage);
    if (pick) choose(pick);
  };

  useShownTrack(video, shown, sourceUrl);
  useLiftedCues(video, controlsVisible, shown, sourceUrl);
  return { subtitles, shown, choose, toggle };
}

/** The <track> elements start disabled; show the chosen one (and again when tracks load). */
function useShownTrack(video: RefObject<HTMLVideoElement | null>, shown: string, sourceUrl?: string) {
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    applySubtitles(el, shown);
    const onAdd = () => applySubtitles(el, shown);
    el.textTracks.addEventListener('addtrack', onAdd);
    return () => el.textTracks.removeEventListener('addtrack', onAdd);
  }, [shown, sourceUrl, video]);
}

/** Cues sit above the control bar while it shows (WebVTT line counts from the bottom when negative). */
function useLiftedCues(
  video: RefObject<HTMLVideoElement | null>,
  visible: boolean,
  shown: string,
  sourceUrl?: string,
) {
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const line = visible ? -4 : -2;
    const lift = () => {
      for (const track of Array.from(el.textTracks)) {
        if (track.mode !== 'showing') continue;
        for (const cue of Array.from(track.cues ?? [])) if (cue instanceof VTTCue) cue.line = line;
      }
    };
    lift();
    const tracks = Array.from(el.textTracks);
    for (const track of tracks) track.addEventListener('cuechange', lift);
    return () => {
      for (const track of tracks) track.removeEventListener('cuechange', lift);
    };
  }, [visible, shown, sourceUrl, video]);
}
