import type { CSSProperties, ReactNode } from 'react';
import layout from './AudioLayout.module.css';

/**
 * The frame the full music and audiobook players share: the blurred cover behind, the stage (cover,
 * title, transport) and the side panel (the item's own list, up next).
 */
export function AudioPlayerLayout({
  cover,
  testId,
  stageLabel,
  panel,
  children,
}: {
  cover: string;
  testId: string;
  stageLabel: string;
  panel: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={layout.player}
      style={{ '--cover': `url("${cover}")` } as CSSProperties}
      data-testid={testId}
    >
      <div className={layout.backdrop} aria-hidden="true" />
      <div className={layout.content}>
        <section className={layout.stage} aria-label={stageLabel}>
          {children}
        </section>
        {panel}
      </div>
    </div>
  );
}
