import { balanceUnit } from '@member-area/domain';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell/ShellContext';
import { formatDate, formatNumber, ListTable, Panel } from '../../account';
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
        <ListTable
          query={query}
          items={query.data?.activity.items}
          empty={{
            title: unit === 'credits' ? t('account.wallet.noneCredits') : t('account.wallet.none'),
            icon: 'coin',
            'data-testid': 'no-wallet-activity',
          }}
          data-testid="wallet-activity"
          columns={[
            {
              head: t('account.columns.date'),
              kind: 'muted',
              cell: (item) => formatDate(item.date, i18n.language),
            },
            { head: t('account.columns.description'), cell: (item) => item.description },
            {
              head: unit === 'credits' ? t('account.wallet.amountCredits') : t('account.wallet.amount'),
              kind: 'num',
              cell: (item) => (
                <>
                  {item.amount > 0 ? '+' : ''}
                  {formatNumber(item.amount, i18n.language)}
                </>
              ),
            },
          ]}
        />
      </Panel>
    </>
  );
}
