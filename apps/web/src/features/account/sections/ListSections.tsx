import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import {
  accountKeys,
  giveawaysEnteredQuery,
  invoicesQuery,
  ordersQuery,
  transactionsQuery,
  walletQuery,
} from '../api';
import { Panel, SectionState } from '../components/AccountLayout';
import styles from '../components/Account.module.css';
import { formatDate, formatMoney, formatNumber } from '../format';
import { balanceUnit } from '@member-area/domain';
import { useShell } from '../../../app/shell/ShellContext';

/** Loading, error (with retry) and empty states around a list. */
function ListBody<T>({
  query,
  items,
  empty,
  emptyIcon,
  emptyTestId,
  children,
}: {
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  empty: string;
  emptyIcon: IconName;
  emptyTestId: string;
  children(items: readonly T[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionState kind="loading" title={t('account.common.loading')} />;
  if (query.isError || !items)
    return (
      <SectionState
        kind="error"
        title={t('account.common.loadFailed')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('account.common.retry')}
          </Button>
        }
      />
    );
  if (items.length === 0)
    return <SectionState kind="empty" icon={emptyIcon} title={empty} data-testid={emptyTestId} />;
  return <>{children(items)}</>;
}

export function TransactionsSection() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: accountKeys.transactions,
    queryFn: async () => (await gqlRequest(transactionsQuery)).member.info?.transactions ?? [],
  });
  return (
    <Panel title={t('account.transactions.title')} description={t('account.transactions.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={t('account.transactions.none')}
        emptyIcon="list"
        emptyTestId="no-transactions"
      >
        {(items) => (
          <table className={styles.table} data-testid="transactions">
            <thead>
              <tr>
                <th>{t('account.columns.date')}</th>
                <th>{t('account.columns.description')}</th>
                <th>{t('account.columns.status')}</th>
                <th className={styles.num}>{t('account.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td className={styles.muted}>{formatDate(item.date, i18n.language)}</td>
                  <td>
                    {item.description}
                    {item.failureCode ? (
                      <div className={styles.muted}>
                        {t(`account.errors.${item.failureCode}`, {
                          defaultValue: t('billing.paymentFailed'),
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    <span
                      className={`${styles.badge} ${item.status === 'succeeded' ? styles.badgeSuccess : styles.badgeDanger}`}
                    >
                      {t(`account.transactions.status.${item.status}`, { defaultValue: item.status })}
                    </span>
                  </td>
                  <td className={styles.num}>
                    {formatMoney(item.amount, item.currency, i18n.language, item.symbol)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </Panel>
  );
}

export function InvoicesSection() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: accountKeys.invoices,
    queryFn: async () => (await gqlRequest(invoicesQuery)).member.info?.invoices ?? [],
  });
  return (
    <Panel title={t('account.invoices.title')} description={t('account.invoices.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={t('account.invoices.none')}
        emptyIcon="receipt"
        emptyTestId="no-invoices"
      >
        {(items) => (
          <table className={styles.table} data-testid="invoices">
            <thead>
              <tr>
                <th>{t('account.invoices.number')}</th>
                <th>{t('account.columns.date')}</th>
                <th>{t('account.columns.description')}</th>
                <th className={styles.num}>{t('account.columns.amount')}</th>
                <th>
                  <span className="visually-hidden">{t('account.invoices.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid="invoice">
                  <td>{item.number}</td>
                  <td className={styles.muted}>{formatDate(item.date, i18n.language)}</td>
                  <td>{item.description}</td>
                  <td className={styles.num}>
                    {formatMoney(item.amount, item.currency, i18n.language, item.symbol)}
                  </td>
                  <td className={styles.num}>
                    <a
                      className={`${styles.link} ${styles.download}`}
                      href={item.pdfUrl}
                      download={`invoice-${item.number}.pdf`}
                      data-testid="invoice-download"
                      aria-label={t('account.invoices.downloadOne', { number: item.number })}
                    >
                      <Icon name="download" size={16} /> PDF
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </Panel>
  );
}

export function OrdersSection() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: accountKeys.orders,
    queryFn: async () => (await gqlRequest(ordersQuery)).ecommerce.getMemberOrders,
  });
  return (
    <Panel title={t('account.orders.title')} description={t('account.orders.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={t('account.orders.none')}
        emptyIcon="shopping-bag"
        emptyTestId="no-orders"
      >
        {(items) => (
          <table className={styles.table} data-testid="orders">
            <thead>
              <tr>
                <th>{t('account.orders.number')}</th>
                <th>{t('account.columns.date')}</th>
                <th>{t('account.orders.products')}</th>
                <th>{t('account.columns.status')}</th>
                <th className={styles.num}>{t('account.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.id}>
                  <td>{order.number}</td>
                  <td className={styles.muted}>{formatDate(order.date, i18n.language)}</td>
                  <td>
                    {order.products.map((product) => `${product.quantity} × ${product.name}`).join(', ')}
                    {order.freeGift ? (
                      <div className={styles.muted}>{t('account.orders.freeGift')}</div>
                    ) : null}
                  </td>
                  <td>
                    <span className={styles.badge}>
                      {t(`account.orders.status.${order.status}`, { defaultValue: order.status })}
                    </span>
                  </td>
                  <td className={styles.num}>
                    {formatMoney(order.total, order.currency, i18n.language, order.symbol)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </Panel>
  );
}

export function WalletSection() {
  const { t, i18n } = useTranslation();
  // The same name as the top bar's balance (credits on clickplay, coins elsewhere).
  const unit = balanceUnit(useShell().layout);
  const query = useQuery({
    queryKey: accountKeys.wallet,
    queryFn: async () => (await gqlRequest(walletQuery)).member.info?.wallet ?? null,
  });
  return (
    <>
      <Panel title={t('account.wallet.title')}>
        <p className={styles.balance} data-testid="wallet-coins">
          {query.data ? formatNumber(query.data.coins, i18n.language) : '—'}
          <small>{t(`account.wallet.${unit}`)}</small>
        </p>
      </Panel>
      <Panel title={t('account.wallet.activity')}>
        <ListBody
          query={query}
          items={query.data?.activity}
          empty={unit === 'credits' ? t('account.wallet.noneCredits') : t('account.wallet.none')}
          emptyIcon="coin"
          emptyTestId="no-wallet-activity"
        >
          {(items) => (
            <table className={styles.table} data-testid="wallet-activity">
              <thead>
                <tr>
                  <th>{t('account.columns.date')}</th>
                  <th>{t('account.columns.description')}</th>
                  <th className={styles.num}>
                    {unit === 'credits' ? t('account.wallet.amountCredits') : t('account.wallet.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td className={styles.muted}>{formatDate(item.date, i18n.language)}</td>
                    <td>{item.description}</td>
                    <td className={styles.num}>
                      {item.amount > 0 ? '+' : ''}
                      {formatNumber(item.amount, i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListBody>
      </Panel>
    </>
  );
}

export function GiveawaysSection() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: accountKeys.giveaways,
    queryFn: async () => (await gqlRequest(giveawaysEnteredQuery)).member.info?.giveawaysEntered ?? [],
  });
  return (
    <Panel title={t('account.giveaways.title')} description={t('account.giveaways.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={t('account.giveaways.none')}
        emptyIcon="ticket"
        emptyTestId="no-giveaways"
      >
        {(items) => (
          <ul className={styles.list} data-testid="giveaways-entered">
            {items.map((entry) => (
              <li key={entry.id} className={styles.listItem}>
                <div>
                  <strong>{entry.name}</strong>
                  <div className={styles.muted}>{formatDate(entry.date, i18n.language)}</div>
                </div>
                <div className={styles.formActions}>
                  <span className={styles.badge}>
                    {t(`account.giveaways.kind.${entry.kind}`, { defaultValue: entry.kind })}
                  </span>
                  <span className={styles.badge}>
                    {t('account.giveaways.entries', { count: entry.entries })}
                  </span>
                  <ButtonLink to={`/giveaways/id/${entry.sweepId}`} size="sm" variant="ghost">
                    {t('account.giveaways.view')}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </Panel>
  );
}
