import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Icon } from '../../../ui/Icon';
import { accountKeys, invoicesQuery, transactionsQuery } from '../api';
import { Panel } from '../components/AccountLayout';
import { ListBody } from '../components/ListBody';
import styles from '../components/Account.module.css';
import { formatDate, formatMoney } from '../format';

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
