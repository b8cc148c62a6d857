import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Icon } from '../../../ui/Icon';
import { accountKeys, invoicesQuery, transactionsQuery } from '../api';
import { Panel } from '../../../ui/Panel';
import { ListTable } from '../../../ui/ListTable';
import styles from '../../../ui/PanelContent.module.css';
import accountStyles from '../components/Account.module.css';
import { formatDate, formatMoney } from '../../../app/format';

export function TransactionsSection() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: accountKeys.transactions,
    queryFn: async () => (await gqlRequest(transactionsQuery)).member.info?.transactions ?? [],
  });
  return (
    <Panel title={t('account.transactions.title')} description={t('account.transactions.description')}>
      <ListTable
        query={query}
        items={query.data}
        empty={{ title: t('account.transactions.none'), icon: 'list', 'data-testid': 'no-transactions' }}
        data-testid="transactions"
        columns={[
          {
            head: t('account.columns.date'),
            kind: 'muted',
            cell: (item) => formatDate(item.date, i18n.language),
          },
          {
            head: t('account.columns.description'),
            cell: (item) => (
              <>
                {isRefund(item)
                  ? t('account.transactions.refundOf', { description: item.description })
                  : item.description}
                {item.failureCode ? (
                  <div className={styles.muted}>
                    {t(`account.errors.${item.failureCode}`, { defaultValue: t('billing.paymentFailed') })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            head: t('account.columns.status'),
            cell: (item) => (
              <span className={`${styles.badge} ${statusBadge(item.status)}`}>
                {t(`account.transactions.status.${item.status}`, { defaultValue: item.status })}
              </span>
            ),
          },
          {
            head: t('account.columns.amount'),
            kind: 'num',
            // A refund gives money back: shown as a negative amount beside the charges.
            cell: (item) =>
              `${isRefund(item) ? '−' : ''}${formatMoney(item.amount, item.currency, i18n.language, item.symbol)}`,
          },
        ]}
      />
    </Panel>
  );
}

/** A refund staff gave of a payment (kind `refund`, status `refunded`; docs/console.md "Member actions"). */
const isRefund = (item: { kind: string }) => item.kind === 'refund';

function statusBadge(status: string): string | undefined {
  if (status === 'succeeded') return styles.badgeSuccess;
  if (status === 'refunded') return styles.badgeAccent;
  return styles.badgeDanger;
}

export function InvoicesSection() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: accountKeys.invoices,
    queryFn: async () => (await gqlRequest(invoicesQuery)).member.info?.invoices ?? [],
  });
  return (
    <Panel title={t('account.invoices.title')} description={t('account.invoices.description')}>
      <ListTable
        query={query}
        items={query.data}
        empty={{ title: t('account.invoices.none'), icon: 'receipt', 'data-testid': 'no-invoices' }}
        data-testid="invoices"
        rowTestId="invoice"
        columns={[
          { head: t('account.invoices.number'), cell: (item) => item.number },
          {
            head: t('account.columns.date'),
            kind: 'muted',
            cell: (item) => formatDate(item.date, i18n.language),
          },
          { head: t('account.columns.description'), cell: (item) => item.description },
          {
            head: t('account.columns.amount'),
            kind: 'num',
            cell: (item) => formatMoney(item.amount, item.currency, i18n.language, item.symbol),
          },
          {
            head: <span className="visually-hidden">{t('account.invoices.download')}</span>,
            kind: 'num',
            cell: (item) => (
              <a
                className={`${accountStyles.link} ${accountStyles.download}`}
                href={item.pdfUrl}
                download={`invoice-${item.number}.pdf`}
                data-testid="invoice-download"
                aria-label={t('account.invoices.downloadOne', { number: item.number })}
              >
                <Icon name="download" size={16} /> PDF
              </a>
            ),
          },
        ]}
      />
    </Panel>
  );
}
