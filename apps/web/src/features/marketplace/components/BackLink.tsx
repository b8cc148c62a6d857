import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import styles from './Marketplace.module.css';

/** "← Back to …": the marketplace's return links. */
export function BackLink({
  to,
  children,
  'data-testid': testId,
}: {
  to: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Link to={to} className={styles.back} data-testid={testId}>
      <Icon name="arrow-left" size={16} />
      {children}
    </Link>
  );
}
