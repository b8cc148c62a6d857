import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioMenu, controlStyles } from '../core/controls';
import { QUALITY_AUTO, qualityOptions, renditionName, type QualityLevel } from './hls-rules';

/**
 * The rendition of an HLS film (issue 32 point 3), as a menu of radio items (core/controls/RadioMenu,
 * like speed and subtitles): "Auto (720p)" names what adaptive bitrate plays, each height pins it.
 * The button says what plays: "720p", or "Auto" while adaptive.
 */
export function QualityMenu({
  levels,
  value,
  playingHeight,
  onChoose,
  onOpenChange,
  className,
}: {
  levels: readonly QualityLevel[];
  value: string;
  playingHeight: number | null;
  onChoose(value: string): void;
  /** The movie keeps its controls showing while the menu is open. */
  onOpenChange(open: boolean): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pinned = levels.find((level) => String(level.index) === value);
  const shown = pinned ? renditionName(pinned.height) : t('players.controls.qualityAuto');
  return (
    <RadioMenu
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
      title={t('players.controls.quality')}
      value={pinned ? value : QUALITY_AUTO}
      options={qualityOptions(levels, playingHeight, (rendition) =>
        rendition
          ? t('players.controls.qualityAutoPlaying', { rendition })
          : t('players.controls.qualityAuto'),
      )}
      onChoose={onChoose}
      trigger={
        <button
          type="button"
          className={[controlStyles.textButton, className].filter(Boolean).join(' ')}
          aria-label={t('players.controls.qualityValue', { quality: shown })}
          data-testid="quality-button"
        >
          {shown}
        </button>
      }
    />
  );
}
