import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLEEP_MINUTES, formatPlaybackTime, minuteSleepTimer, type SleepTimer } from '@member-area/domain';
import { PlayerIcon } from '../core/icons';
import styles from './AudiobookPlayer.module.css';

const CHAPTER_END = 'chapter';
const OFF = 'off';

function valueOf(timer: SleepTimer | null): string {
  if (!timer) return OFF;
  switch (timer.kind) {
    case 'minutes':
      return String(timer.minutes);
    case 'chapterEnd':
      return CHAPTER_END;
  }
}

/** Sleep timer: 15/30/45/60 minutes or the end of the chapter, with the time left while it runs. */
export function SleepTimerControl({
  timer,
  secondsLeft,
  onChange,
}: {
  timer: SleepTimer | null;
  secondsLeft: number | null;
  onChange(timer: SleepTimer | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choose = (value: string) => {
    if (value === OFF) onChange(null);
    else if (value === CHAPTER_END) onChange({ kind: 'chapterEnd' });
    else onChange(minuteSleepTimer(Number(value), Date.now()));
  };
  return (
    <div className={styles.pickerWrap} data-active={timer ? true : undefined}>
      <PlayerIcon name="moon" size={18} className={styles.pickerIcon} />
      <label className="visually-hidden" htmlFor={id}>
        {t('players-audio.audiobook.sleep.label')}
      </label>
      <select
        id={id}
        className={styles.picker}
        value={valueOf(timer)}
        onChange={(event) => choose(event.target.value)}
        data-testid="audiobook-sleep"
      >
        <option value={OFF}>{t('players-audio.audiobook.sleep.off')}</option>
        {SLEEP_MINUTES.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {t('players-audio.audiobook.sleep.minutes', { count: minutes })}
          </option>
        ))}
        <option value={CHAPTER_END}>{t('players-audio.audiobook.sleep.chapterEnd')}</option>
      </select>
      {timer && secondsLeft !== null ? (
        <span className={styles.sleepLeft} role="timer" aria-live="off" data-testid="audiobook-sleep-left">
          {t('players-audio.audiobook.sleep.left', { time: formatPlaybackTime(Math.ceil(secondsLeft)) })}
        </span>
      ) : null}
    </div>
  );
}
