import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './EmptyState.module.css';

/** A quiet "nothing here yet" panel inside a screen (not a full status screen). */
export function EmptyState({
  icon,
  title,
  children,
  actions,
  'data-testid': testId,
}: {
  icon: IconName;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section className={styles.empty} data-testid={testId} role="status">
      <span className={styles.badge}>
        <Icon name={icon} size={26} strokeWidth={1.6} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
