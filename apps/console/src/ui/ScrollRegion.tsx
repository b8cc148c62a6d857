import type { ReactNode } from 'react';
import styles from './ScrollRegion.module.css';

/**
 * A wide table's box, scrolled sideways on narrow screens (its own style: a caller's `className`
 * adds a border or padding, never the scrolling). Keyboard users must reach what is off to the side
 * (axe scrollable-region-focusable), so the box takes the focus and is named as a region.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className ? `${styles.region} ${className}` : styles.region}
    >
      {children}
    </div>
  );
}
