import { clampSpeed } from '@member-area/domain';
import { createPersistedStore } from '../mini/persistedStore';

/** The listening speed, remembered across books and reloads (0.5–2×). */
export const audiobookSpeed = createPersistedStore<number>('ma_audiobook_speed', 1, (raw) =>
  typeof raw === 'number' && Number.isFinite(raw) ? clampSpeed(raw) : undefined,
);
