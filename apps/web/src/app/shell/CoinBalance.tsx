import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { intlLocale, type BalanceUnit } from '@member-area/domain';
import { Icon } from '../../ui/Icon';
import { BuyCoinsDialogOnDemand, CoinMark, preloadBuyCoinsDialog } from '../../features/wallet';
import styles from './CoinBalance.module.css';

/**
 * The balance pill of the clickcoins (coins) and clickplay (credits) layouts. Pressing it opens the
 * buying-coins dialog; the purchase comes back to the screen it was opened on.
 */
export function CoinBalance({
  amount,
  kind,
  compact,
}: {
  amount: number | null;
  kind: BalanceUnit;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const formatted = amount === null ? '–' : new Intl.NumberFormat(intlLocale(i18n.language)).format(amount);
  const label = kind === 'coins' ? t('shell.coinsLabel') : t('shell.creditsLabel');
  return (
    <>
      <button
        type="button"
        className={[styles.pill, styles[kind], compact ? styles.compact : ''].join(' ')}
        data-testid="coin-balance"
        aria-haspopup="dialog"
        title={t(`wallet.buy.title.${kind}`)}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadBuyCoinsDialog}
        onFocus={preloadBuyCoinsDialog}
      >
        <CoinMark unit={kind} size={compact ? 28 : 30} />
        <span className="visually-hidden">{label}: </span>
        <span className={styles.amount} data-testid="coin-balance-amount">
          {formatted}
        </span>
        {compact ? null : (
          <span className={styles.unit} aria-hidden="true">
            {kind === 'coins' ? t('shell.coinsUnit') : t('shell.creditsUnit')}
          </span>
        )}
        <span className={styles.plus} aria-hidden="true">
          <Icon name="plus" size={compact ? 12 : 14} strokeWidth={2.5} />
        </span>
      </button>
      <BuyCoinsDialogOnDemand
        open={open}
        onOpenChange={setOpen}
        unit={kind}
        balance={amount}
        returnPath={pathname}
      />
    </>
  );
}
