import type { ReactNode } from 'react';
import styles from './PillNav.module.css';

/**
 * A screen's row of pill links (browse's tabs, search's type filter). The current pill carries
 * aria-current and is filled with the accent. Each pill's class is `pillClass(own)`: the screen's own
 * class only sizes it (min-height, padding, gap), so the two never set the same property.
 */
export function PillNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className={styles.row} aria-label={label}>
      {children}
    </nav>
  );
}

export function pillClass(own: string | undefined): string {
  return [styles.pill, own].filter(Boolean).join(' ');
}
