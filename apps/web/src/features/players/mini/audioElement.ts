import { useEffect, type RefObject } from 'react';
import { usePersisted } from './persistedStore';
import { volumePrefs } from './audioPrefs';

/**
 * play() without a floating promise. Resolves false when the browser refused (autoplay policy
 * after a reload with no click yet, or the source changed under it): the member then presses play.
 */
export async function playSafely(audio: HTMLAudioElement): Promise<boolean> {
  try {
    await audio.play();
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies the member's volume and mute to the element. `factor` (0..1) scales it without changing
 * the preference: the sleep timer fades out through it.
 */
export function useAppliedVolume(ref: RefObject<HTMLAudioElement | null>, factor = 1): void {
  const { volume, muted } = usePersisted(volumePrefs);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.volume = Math.min(1, Math.max(0, volume * factor));
    audio.muted = muted;
  }, [ref, volume, muted, factor]);
}

export function toggleMute(): void {
  volumePrefs.set((p) => ({ ...p, muted: !p.muted }));
}
