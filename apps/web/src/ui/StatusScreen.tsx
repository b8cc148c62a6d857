import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './StatusScreen.module.css';

export interface StatusScreenProps {
  icon: IconName;
  code?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  tone?: 'neutral' | 'danger';
  'data-testid'?: string;
  /** Fill the viewport (outside the shell) or the content area (inside it). */
  fullscreen?: boolean;
  top?: ReactNode;
}

export function StatusScreen({
  icon,
  code,
  title,
  children,
  actions,
  footer,
  tone = 'neutral',
  fullscreen,
  top,
  ...rest
}: StatusScreenProps) {
  return (
    <section
      className={[styles.screen, fullscreen ? styles.fullscreen : '', styles[tone]].join(' ')}
      data-testid={rest['data-testid']}
      aria-labelledby="status-title"
    >
      <div className={styles.glow} aria-hidden="true" />
      {top ? <div className={styles.top}>{top}</div> : null}
      <div className={styles.card}>
        <div className={styles.badge}>
          <Icon name={icon} size={30} strokeWidth={1.6} />
        </div>
        {code ? <p className={styles.code}>{code}</p> : null}
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </section>
  );
}
