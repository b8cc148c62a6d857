import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEEDS } from '@member-area/domain';
import { RadioMenu } from './RadioMenu';
import styles from './controls.module.css';

export function formatSpeed(speed: number): string {
  return `${Number(speed.toFixed(2))}×`;
}

/** Playback speed 0.5–2× as a menu of radio items (core/controls/RadioMenu). */
export function SpeedMenu({ speed, onChange }: { speed: number; onChange(speed: number): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <RadioMenu
      open={open}
      onOpenChange={setOpen}
      title={t('players.controls.speed')}
      value={String(speed)}
      options={PLAYBACK_SPEEDS.map((value) => ({
        value: String(value),
        label: value === 1 ? t('players.controls.normalSpeed') : formatSpeed(value),
        testId: `speed-${value}`,
      }))}
      onChoose={(value) => onChange(Number(value))}
      trigger={
        <button
          type="button"
          className={styles.textButton}
          aria-label={t('players.controls.speedValue', { speed: formatSpeed(speed) })}
          data-testid="speed-button"
        >
          {formatSpeed(speed)}
        </button>
      }
    />
  );
}
