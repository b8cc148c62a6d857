import type { ReactNode } from 'react';

/**
 * A wide table's box, scrolled sideways on narrow screens. Keyboard users must reach what is off to
 * the side (axe scrollable-region-focusable), so the box takes the focus and is named as a region.
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
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
