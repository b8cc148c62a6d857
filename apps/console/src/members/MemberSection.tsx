import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, intlLocale, money } from '@member-area/domain';
import { QueryState } from '../ui/QueryState';
import styles from './Members.module.css';

/**
 * One section of a member's page: a titled panel whose query loads, fails (with retry) and is empty
 * on its own, so a slow or failing section never hides the others.
 */
export function MemberSection<T>({
  id,
  title,
  intro,
  notice,
  query,
  isEmpty,
  emptyText,
  children,
}: {
  /** The panel's testid and its title's id: `member-<id>`. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** What the section's last write answered: shown whatever the list holds now. */
  notice?: ReactNode;
  query: UseQueryResult<T>;
  isEmpty(data: T): boolean;
  emptyText: string;
  children(data: T): ReactNode;
}) {
  const titleId = `member-${id}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid={`member-${id}`}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {intro ? <p className="console-muted">{intro}</p> : null}
      {notice}
      <QueryState query={query} isEmpty={isEmpty} empty={{ title: emptyText }}>
        {children}
      </QueryState>
    </section>
  );
}

/** Dates, times and money as a member's page shows them: in the staff member's language, times in UTC. */
export function useMemberFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(locale);
  return {
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    number: (n: number) => number.format(n),
    money: (minor: number, currency: string, symbol = '') =>
      formatMoney(money(minor, currency), i18n.language, symbol),
  };
}
