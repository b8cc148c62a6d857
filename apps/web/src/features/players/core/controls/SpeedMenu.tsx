import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEEDS } from '@member-area/domain';
import { usePlayerLayer } from '../layers';
import styles from './controls.module.css';

export function formatSpeed(speed: number): string {
  return `${Number(speed.toFixed(2))}×`;
}

/**
 * Playback speed 0.5–2× as a small menu of radio items; Escape closes the menu, not the player
 * (the host's one rule, core/layers.ts), and focus goes back to the speed button.
 */
export function SpeedMenu({ speed, onChange }: { speed: number; onChange(speed: number): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  usePlayerLayer('menu', open, () => setOpen(false), button);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    root.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (value: number) => {
    onChange(value);
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.textButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('players.controls.speedValue', { speed: formatSpeed(speed) })}
        onClick={() => setOpen((value) => !value)}
        data-testid="speed-button"
      >
        {formatSpeed(speed)}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('players.controls.speed')}
          className={styles.menu}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              event.stopPropagation();
              const items = [
                ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []),
              ];
              const at = items.indexOf(document.activeElement as HTMLButtonElement);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              items[(at + step + items.length) % items.length]?.focus();
            }
          }}
        >
          <p className={styles.menuTitle}>{t('players.controls.speed')}</p>
          {PLAYBACK_SPEEDS.map((value) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={value === speed}
              className={styles.menuItem}
              onClick={() => choose(value)}
              data-testid={`speed-${value}`}
            >
              {value === 1 ? t('players.controls.normalSpeed') : formatSpeed(value)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
