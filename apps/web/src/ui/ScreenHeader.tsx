import type { ReactNode } from 'react';
import styles from './ScreenHeader.module.css';

/**
 * The top of a screen: its icon in a tinted tile, the screen's title (the page's h1) and a line
 * under it, and, with `wrap`, actions beside them that go below on a narrow line.
 */
export function ScreenHeader({
  icon,
  title,
  subtitle,
  actions,
  wrap = false,
  iconClassName,
}: {
  /** The Icon the tile shows (decorative: the title names the screen). */
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  wrap?: boolean;
  /** A screen's own tint for the tile (its rule must outrank `.icon`). */
  iconClassName?: string;
}) {
  return (
    <header className={wrap ? `${styles.header} ${styles.wrap}` : styles.header}>
      <span className={iconClassName ? `${styles.icon} ${iconClassName}` : styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
