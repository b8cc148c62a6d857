import type { CSSProperties } from 'react';
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
