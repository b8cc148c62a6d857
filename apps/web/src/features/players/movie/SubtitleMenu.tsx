import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackData } from '../core/contract';
import { IconButton, RadioMenu } from '../core/controls';
import { SUBTITLES_OFF } from './subtitles';

type Subtitle = NonNullable<PlaybackData['video']>['subtitles'][number];

/** Subtitles on/off and the language, as a menu of radio items (core/controls/RadioMenu). */
export function SubtitleMenu({
  subtitles,
  shown,
  onChoose,
  onOpenChange,
}: {
  subtitles: readonly Subtitle[];
  shown: string;
  onChoose(language: string): void;
  /** The movie keeps its controls showing while the menu is open. */
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const options = [{ language: SUBTITLES_OFF, label: t('players.controls.subtitlesOff') }, ...subtitles];
  return (
    <RadioMenu
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        onOpenChange(value);
      }}
      title={t('players.controls.subtitles')}
      value={shown}
      options={options.map((option) => ({
        value: option.language,
        label: option.label,
        testId: `subtitle-${option.language}`,
      }))}
      onChoose={onChoose}
      trigger={
        <IconButton
          icon="captions"
          label={t('players.controls.subtitles')}
          aria-pressed={shown !== SUBTITLES_OFF}
          data-testid="subtitles-button"
        />
      }
    />
  );
}
