import type { ButtonHTMLAttributes } from 'react';
import { controlStyles } from '../core/controls';
import { PlayerIcon, type PlayerIconName } from '../core/icons';

/**
 * A toggle (shuffle, repeat) drawn like the shared IconButton, for the icons only the audio players
 * use; aria-pressed carries its state and the shared style lights it in the brand colour.
 */
export function ModeButton({
  icon,
  label,
  pressed,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-pressed'> & {
  icon: PlayerIconName;
  label: string;
  pressed: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={[controlStyles.iconButton, controlStyles.md].join(' ')}
      {...rest}
    >
      <PlayerIcon name={icon} size={20} />
    </button>
  );
}
