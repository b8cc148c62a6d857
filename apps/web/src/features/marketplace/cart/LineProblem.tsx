import type { HTMLAttributes } from 'react';
import { Icon } from '../../../ui/Icon';
import styles from './Cart.module.css';

/** Why a line cannot be bought as it is, or why a change to it was refused. */
export function LineProblem({
  children,
  ...rest
}: { children: string } & HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p className={styles.problem} {...rest}>
      <Icon name="alert" size={14} />
      <span>{children}</span>
    </p>
  );
}
