import { createPersistedStore } from '../mini/persistedStore';

export type RepeatMode = 'off' | 'all' | 'one';

/** The repeat button cycles off → all → one → off. */
export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  switch (mode) {
    case 'off':
      return 'all';
    case 'all':
      return 'one';
    case 'one':
      return 'off';
  }
}

export interface MusicModes {
  repeat: RepeatMode;
  /** The queue's keys before shuffling (null: not shuffled), to put them back in order. */
  shuffleOrigin: string[] | null;
}

const REPEAT_MODES: readonly string[] = ['off', 'all', 'one'];

/** Kept across queue items and reloads (the host may mount a new player for the next track). */
export const musicModes = createPersistedStore<MusicModes>(
  'ma_music_modes',
  { repeat: 'off', shuffleOrigin: null },
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { repeat, shuffleOrigin } = raw as Record<string, unknown>;
    if (typeof repeat !== 'string' || !REPEAT_MODES.includes(repeat)) return undefined;
    const origin =
      Array.isArray(shuffleOrigin) && shuffleOrigin.every((k) => typeof k === 'string')
        ? (shuffleOrigin as string[])
        : null;
    return { repeat: repeat as RepeatMode, shuffleOrigin: origin };
  },
);
