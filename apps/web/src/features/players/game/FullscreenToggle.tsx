import { useTranslation } from 'react-i18next';
import { IconButton } from '../core/controls';
import type { useFullscreen } from './useFullscreen';

/** The game's or the reader's full-screen button, where the browser offers full screen. */
export function FullscreenToggle({
  fullscreen,
  className,
}: {
  fullscreen: ReturnType<typeof useFullscreen>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!fullscreen.supported) return null;
  return (
    <IconButton
      icon={fullscreen.active ? 'fullscreen-exit' : 'fullscreen'}
      size="sm"
      label={t(fullscreen.active ? 'players-reader.exitFullscreen' : 'players-reader.fullscreen')}
      className={className}
      onClick={fullscreen.toggle}
    />
  );
}
