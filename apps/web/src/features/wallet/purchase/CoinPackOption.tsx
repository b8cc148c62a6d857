import { useTranslation } from 'react-i18next';
import type { BalanceUnit } from '@member-area/domain';
import { Button } from '../../../ui/Button';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import { formatMoney, formatNumber } from '../../../app/format';
import { CoinMark } from '../components/CoinMark';
import type { CoinPack } from './BuyCoinsDialog';
import styles from './BuyCoinsDialog.module.css';

/** One pack to choose: its coins with the bonus, the featured ribbon, and its price. */
export function CoinPackOption({
  pack,
  unit,
  name,
  checked,
  onChoose,
}: {
  pack: CoinPack;
  unit: BalanceUnit;
  name: string;
  checked: boolean;
  onChoose(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = pack.coins + pack.bonusCoins;
  return (
    <label
      className={[styles.pack, pack.featured ? styles.featured : ''].join(' ')}
      data-testid={`coin-pack-${pack.id}`}
      data-featured={pack.featured || undefined}
    >
      <input
        type="radio"
        name={name}
        value={pack.id}
        checked={checked}
        onChange={onChoose}
        className={styles.radio}
      />
      <CoinMark unit={unit} size={36} />
      <span className={styles.packText}>
        <span className={styles.packCoins} data-testid="coin-pack-coins">
          {t(`wallet.buy.amount.${unit}`, { count: total, formatted: formatNumber(total, lang) })}
        </span>
        {pack.bonusCoins > 0 ? (
          <span className={styles.bonus} data-testid="coin-pack-bonus">
            {t('wallet.buy.bonus', {
              base: formatNumber(pack.coins, lang),
              bonus: formatNumber(pack.bonusCoins, lang),
            })}
          </span>
        ) : null}
      </span>
      {pack.featured ? <span className={styles.ribbon}>{t('wallet.buy.featured')}</span> : null}
      <span className={styles.price} data-testid="coin-pack-price">
        {formatMoney(pack.amount, pack.currency, lang, pack.symbol)}
      </span>
    </label>
  );
}

/** The packs while they load. */
export function PacksLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status">
      <Spinner size={22} />
      <span className="visually-hidden">{t('account.common.loading')}</span>
    </div>
  );
}

/** The packs could not be read: a retry. */
export function PacksLoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <RetryNotice
      message={t('wallet.buy.loadFailed')}
      retryLabel={t('account.common.retry')}
      onRetry={onRetry}
    />
  );
}

/** Cancel, or continue to the hosted payment page with the chosen pack. */
export function BuyCoinsFooter({
  busy,
  canContinue,
  onCancel,
  onContinue,
}: {
  busy: boolean;
  canContinue: boolean;
  onCancel(): void;
  onContinue(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('wallet.buy.cancel')}
      </Button>
      <Button
        loading={busy}
        loadingLabel={t('wallet.buy.opening')}
        disabled={!canContinue}
        onClick={onContinue}
        data-testid="buy-coins-continue"
      >
        {t('wallet.buy.continue')}
      </Button>
    </>
  );
}
