import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { PlayerIcon, type PlayerIconName } from '../icons';
import styles from './controls.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: PlayerIconName;
  /** The accessible name (icon-only buttons need one). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  /** Text shown beside the icon (e.g. "10" on the rewind button). */
  badge?: ReactNode;
}

/** A round icon-only player button with its aria-label and a tooltip-like title. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, size = 'md', badge, className, ...rest },
  ref,
) {
  const iconSize = size === 'lg' ? 30 : size === 'sm' ? 18 : 22;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={[styles.iconButton, styles[size], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <PlayerIcon name={icon} size={iconSize} />
      {badge !== undefined ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
});
