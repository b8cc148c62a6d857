import type { CSSProperties, ReactNode } from 'react';
import styles from './Skeleton.module.css';

/** A shimmering placeholder of a given box; hidden from screen readers (the caller announces loading). */
export function Skeleton({
  width,
  height,
  radius,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={[styles.skeleton, className ?? ''].join(' ')}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}

/**
 * A block of skeletons while something loads: busy, with one announcement of what is loading for
 * screen readers (the skeletons themselves are hidden from them).
 */
export function SkeletonBlock({
  label,
  className,
  children,
  'data-testid': testId,
}: {
  /** What is loading ("Loading giveaways…"), said once. */
  label: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
