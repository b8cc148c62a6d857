import { useTranslation } from 'react-i18next';
import { clampVolume } from '@member-area/domain';
import { IconButton } from './IconButton';
import styles from './controls.module.css';

export interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onVolume(volume: number): void;
  onToggleMute(): void;
}

/** Mute button plus a volume slider (the slider hides on narrow screens, where the OS owns volume). */
export function VolumeControl({ volume, muted, onVolume, onToggleMute }: VolumeControlProps) {
  const { t } = useTranslation();
  const silent = muted || volume === 0;
  return (
    <div className={styles.volume}>
      <IconButton
        icon={silent ? 'muted' : 'volume'}
        label={silent ? t('players.controls.unmute') : t('players.controls.mute')}
        aria-pressed={silent}
        onClick={onToggleMute}
        data-testid="mute-button"
      />
      <input
        type="range"
        className={styles.volumeRange}
        min={0}
        max={1}
        step={0.05}
        value={silent ? 0 : volume}
        aria-label={t('players.controls.volume')}
        aria-valuetext={`${Math.round((silent ? 0 : volume) * 100)}%`}
        onChange={(event) => onVolume(clampVolume(Number(event.target.value)))}
        style={{ ['--fill' as string]: `${(silent ? 0 : volume) * 100}%` }}
        data-testid="volume-range"
      />
    </div>
  );
}
