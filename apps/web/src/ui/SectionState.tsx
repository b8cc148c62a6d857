import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './SectionState.module.css';

/** Loading, empty and error states inside a section. */
export function SectionState({
  kind,
  title,
  children,
  action,
  icon,
  'data-testid': testId,
}: {
  kind: 'loading' | 'empty' | 'error';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: Parameters<typeof Icon>[0]['name'];
  'data-testid'?: string;
}) {
  return (
    <div
      className={[styles.state, kind === 'error' ? styles.stateError : ''].join(' ')}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-busy={kind === 'loading' || undefined}
      data-testid={testId ?? `state-${kind}`}
    >
      {kind === 'loading' ? (
        <span className={styles.stateSpinner} aria-hidden="true" />
      ) : (
        <span className={styles.stateIcon}>
          <Icon name={icon ?? (kind === 'error' ? 'alert' : 'info')} size={24} />
        </span>
      )}
      <p className={styles.stateTitle}>{title}</p>
      {children ? <div className={styles.stateText}>{children}</div> : null}
      {action}
    </div>
  );
}
