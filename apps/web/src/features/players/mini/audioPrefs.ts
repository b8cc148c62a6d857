import { createPersistedStore } from './persistedStore';

/** The member's listening volume and mute, shared by the music and audiobook players. */
export interface VolumePrefs {
  volume: number;
  muted: boolean;
}

export const volumePrefs = createPersistedStore<VolumePrefs>(
  'ma_audio_volume',
  { volume: 1, muted: false },
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { volume, muted } = raw as Record<string, unknown>;
    if (typeof volume !== 'number' || !Number.isFinite(volume) || typeof muted !== 'boolean')
      return undefined;
    return { volume: Math.min(1, Math.max(0, volume)), muted };
  },
);
