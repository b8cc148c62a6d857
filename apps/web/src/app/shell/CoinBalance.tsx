import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import styles from './CoinBalance.module.css';
import { intlLocale } from '@member-area/domain';

/** The balance pill of the clickcoins (coins) and clickplay (credits) layouts. */
export function CoinBalance({
  amount,
  kind,
  compact,
}: {
  amount: number | null;
  kind: 'coins' | 'credits';
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatted = amount === null ? '–' : new Intl.NumberFormat(intlLocale(i18n.language)).format(amount);
  const label = kind === 'coins' ? t('shell.coinsLabel') : t('shell.creditsLabel');
  return (
    <div
      className={[styles.pill, styles[kind], compact ? styles.compact : ''].join(' ')}
      data-testid="coin-balance"
      title={label}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name={kind === 'coins' ? 'coin' : 'bolt'} size={compact ? 16 : 18} strokeWidth={2} />
      </span>
      <span className="visually-hidden">{label}: </span>
      <span className={styles.amount}>{formatted}</span>
      {compact ? null : (
        <span className={styles.unit} aria-hidden="true">
          {kind === 'coins' ? t('shell.coinsUnit') : t('shell.creditsUnit')}
        </span>
      )}
    </div>
  );
}
