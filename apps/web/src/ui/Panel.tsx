import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A titled card inside a section. */
export function Panel({
  title,
  description,
  actions,
  children,
  tone,
  'data-testid': testId,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  tone?: 'danger';
  'data-testid'?: string;
}) {
  return (
    <section
      className={[styles.panel, tone === 'danger' ? styles.panelDanger : ''].join(' ')}
      data-testid={testId}
    >
      {title || actions ? (
        <div className={styles.panelHeader}>
          <div>
            {title ? <h2 className={styles.panelTitle}>{title}</h2> : null}
            {description ? <p className={styles.panelDescription}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.panelActions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
