import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Notice.module.css';

type Tone = 'info' | 'warning' | 'danger' | 'success';

const TONE_ICON: Record<Tone, IconName> = {
  info: 'info',
  warning: 'alert',
  danger: 'alert',
  success: 'check-circle',
};

export interface NoticeProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  'data-testid'?: string;
  className?: string;
}

export function Notice({ tone = 'info', title, children, action, role, className, ...rest }: NoticeProps) {
  return (
    <div
      className={[styles.notice, styles[tone], className ?? ''].join(' ')}
      role={role}
      data-testid={rest['data-testid']}
    >
      <span className={styles.icon}>
        <Icon name={TONE_ICON[tone]} size={20} />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
