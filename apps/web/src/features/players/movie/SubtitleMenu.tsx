import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackData } from '../core/contract';
import { IconButton, controlStyles } from '../core/controls';
import { usePlayerLayer } from '../core/layers';
import { SUBTITLES_OFF } from './subtitles';

type Subtitle = NonNullable<PlaybackData['video']>['subtitles'][number];

/** Subtitles on/off and the language, as a menu of radio items. */
export function SubtitleMenu({
  subtitles,
  shown,
  onChoose,
  onOpenChange,
}: {
  subtitles: readonly Subtitle[];
  shown: string;
  onChoose(language: string): void;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the menu (not the player) and focus goes back to the button: core/layers.ts.
  usePlayerLayer('menu', open, () => setOpen(false), button);

  useEffect(() => {
    onOpenChange(open);
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    root.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, onOpenChange]);

  const choose = (language: string) => {
    onChoose(language);
    setOpen(false);
    button.current?.focus();
  };
  const options = [{ language: SUBTITLES_OFF, label: t('players.controls.subtitlesOff') }, ...subtitles];

  return (
    <div className={controlStyles.menuRoot} ref={root}>
      <IconButton
        ref={button}
        icon="captions"
        label={t('players.controls.subtitles')}
        aria-pressed={shown !== SUBTITLES_OFF}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="subtitles-button"
      />
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('players.controls.subtitles')}
          className={controlStyles.menu}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const items = [
                ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []),
              ];
              const at = items.indexOf(document.activeElement as HTMLButtonElement);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              items[(at + step + items.length) % items.length]?.focus();
            }
          }}
        >
          <p className={controlStyles.menuTitle}>{t('players.controls.subtitles')}</p>
          {options.map((option) => (
            <button
              key={option.language}
              type="button"
              role="menuitemradio"
              aria-checked={option.language === shown}
              className={controlStyles.menuItem}
              onClick={() => choose(option.language)}
              data-testid={`subtitle-${option.language}`}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
