import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerIcon } from '../core/icons';
import { FullscreenToggle } from '../game/FullscreenToggle';
import type { useFullscreen } from '../game/useFullscreen';
import { FONT_STEPS, READER_THEMES, type ReaderTheme } from './reader-rules';
import styles from './EbookReader.module.css';

interface Props {
  tocButton: RefObject<HTMLButtonElement | null>;
  tocOpen: boolean;
  onToggleToc(): void;
  chapterTitle: string | null;
  fontStep: number;
  changeFont(delta: number): void;
  theme: ReaderTheme;
  setTheme(theme: ReaderTheme): void;
  fullscreen: ReturnType<typeof useFullscreen>;
}

/** The reader's toolbar: the table of contents, the chapter, text size, theme and full screen. */
export function ReaderToolbar(props: Props) {
  const { tocButton, tocOpen, onToggleToc, chapterTitle, fullscreen } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('players-reader.ebook.toolbar')}>
      <button
        ref={tocButton}
        type="button"
        className={styles.tocButton}
        aria-label={t('players-reader.ebook.toc')}
        aria-expanded={tocOpen}
        onClick={onToggleToc}
      >
        <PlayerIcon name="toc" size={20} />
        <span className={styles.tocButtonLabel}>{t('players-reader.ebook.toc')}</span>
      </button>
      <p className={styles.chapterTitle} aria-live="polite">
        {chapterTitle}
      </p>
      <TextSize fontStep={props.fontStep} changeFont={props.changeFont} />
      <ThemePicker theme={props.theme} setTheme={props.setTheme} />
      <FullscreenToggle fullscreen={fullscreen} className={styles.hideOnPhone} />
    </div>
  );
}

function TextSize({ fontStep, changeFont }: Pick<Props, 'fontStep' | 'changeFont'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.group} role="group" aria-label={t('players-reader.ebook.textSize')}>
      <button
        type="button"
        className={styles.toolButton}
        aria-label={t('players-reader.ebook.smallerText')}
        title={t('players-reader.ebook.smallerText')}
        disabled={fontStep === 0}
        onClick={() => changeFont(-1)}
      >
        <PlayerIcon name="text-smaller" size={20} />
      </button>
      <span className={styles.fontValue} aria-live="polite">
        {t('players-reader.ebook.fontPercent', { percent: FONT_STEPS[fontStep] })}
      </span>
      <button
        type="button"
        className={styles.toolButton}
        aria-label={t('players-reader.ebook.largerText')}
        title={t('players-reader.ebook.largerText')}
        disabled={fontStep === FONT_STEPS.length - 1}
        onClick={() => changeFont(1)}
      >
        <PlayerIcon name="text-larger" size={20} />
      </button>
    </div>
  );
}

function ThemePicker({ theme, setTheme }: Pick<Props, 'theme' | 'setTheme'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.group} role="radiogroup" aria-label={t('players-reader.ebook.theme')}>
      {READER_THEMES.map((name) => (
        <button
          key={name}
          type="button"
          role="radio"
          aria-checked={theme === name}
          className={styles.swatch}
          data-swatch={name}
          title={t(`players-reader.ebook.themes.${name}`)}
          aria-label={t(`players-reader.ebook.themes.${name}`)}
          onClick={() => setTheme(name)}
        >
          Aa
        </button>
      ))}
    </div>
  );
}
