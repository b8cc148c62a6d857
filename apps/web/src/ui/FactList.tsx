import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Put on the value (`<dd>`), which is what journeys read. */
  testId?: string;
}

/**
 * Label/value facts in a responsive grid: small uppercase labels over their values (profile
 * details, plan details, a giveaway's entries). `size="lg"` gives the values more weight, for a
 * screen whose facts are its main content (the giveaway page).
 */
export function FactList({ items, size = 'md' }: { items: readonly Fact[]; size?: 'md' | 'lg' }) {
  return (
    <dl className={[styles.facts, size === 'lg' ? styles.large : ''].join(' ')}>
      {items.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
