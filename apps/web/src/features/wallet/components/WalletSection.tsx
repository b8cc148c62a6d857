import { balanceUnit } from '@member-area/domain';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell/ShellContext';
import { accountStyles as styles, formatDate, formatNumber, ListBody, Panel } from '../../account';
import { useWallet } from '../hooks';
import walletStyles from './WalletSection.module.css';

/** The account page's wallet tab: the balance, then its history. */
export function WalletSection() {
  const { t, i18n } = useTranslation();
  // The same name as the top bar's balance (credits on clickplay, coins elsewhere).
  const unit = balanceUnit(useShell().layout);
  const query = useWallet();
  return (
    <>
      <Panel title={t('account.wallet.title')}>
        <p className={walletStyles.balance} data-testid="wallet-coins">
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
