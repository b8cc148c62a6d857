import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceUnit } from '@member-area/domain';
import type { CoinPacksQuery } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { formatMoney, formatNumber } from '../../../app/format';
import { CoinMark } from '../components/CoinMark';
import { useCoinPacks } from '../hooks';
import { useStartCoinPurchase } from './useStartCoinPurchase';
import styles from './BuyCoinsDialog.module.css';

type CoinPack = CoinPacksQuery['member']['coinPacks'][number];

/** The pack chosen when the dialog opens: the one the brand features, else the first. */
function defaultPack(packs: readonly CoinPack[]): CoinPack | null {
  return packs.find((pack) => pack.featured) ?? packs[0] ?? null;
}

/**
 * SPEC.md 2 modal "buying coins": the host brand's packs (bonus shown, the featured one highlighted,
 * prices formatted for the member's language in the brand's currency, never computed here), one
 * chosen, then the hosted payment page. The member comes back to `returnPath`, where the shell's
 * CoinPurchaseReturn credits the pack and shows the receipt.
 */
export function BuyCoinsDialog({
  open,
  onOpenChange,
  unit,
  balance,
  returnPath,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  unit: BalanceUnit;
  balance: number | null;
  returnPath: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const packs = useCoinPacks(open);
  const purchase = useStartCoinPurchase();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const list = packs.data ?? [];
  const selected = list.find((pack) => pack.id === chosen) ?? defaultPack(list);
  const busy = purchase.busyPack !== null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`wallet.buy.title.${unit}`)}
      description={
        balance === null
          ? undefined
          : t(`wallet.buy.balance.${unit}`, { count: balance, formatted: formatNumber(balance, lang) })
      }
      closeLabel={t('account.common.close')}
      busy={busy}
      data-testid="buy-coins"
      footer={
        list.length > 0 ? (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('wallet.buy.cancel')}
            </Button>
            <Button
              loading={busy}
              loadingLabel={t('wallet.buy.opening')}
              disabled={!selected}
              onClick={() => (selected ? void purchase.start(selected, returnPath) : undefined)}
              data-testid="buy-coins-continue"
            >
              {t('wallet.buy.continue')}
            </Button>
          </>
        ) : null
      }
    >
      {packs.isPending ? (
        <div className={styles.state} role="status">
          <Spinner size={22} />
          <span className="visually-hidden">{t('account.common.loading')}</span>
        </div>
      ) : packs.isError ? (
        <Notice
          tone="danger"
          role="alert"
          action={
            <Button size="sm" variant="secondary" onClick={() => void packs.refetch()}>
              {t('account.common.retry')}
            </Button>
          }
        >
          {t('wallet.buy.loadFailed')}
        </Notice>
      ) : list.length === 0 ? (
        <p className={styles.state} data-testid="buy-coins-none">
          {t(`wallet.buy.none.${unit}`)}
        </p>
      ) : (
        <fieldset className={styles.packs} disabled={busy}>
          <legend className="visually-hidden">{t(`wallet.buy.choose.${unit}`)}</legend>
          {list.map((pack) => {
            const total = pack.coins + pack.bonusCoins;
            return (
              <label
                key={pack.id}
                className={[styles.pack, pack.featured ? styles.featured : ''].join(' ')}
                data-testid={`coin-pack-${pack.id}`}
                data-featured={pack.featured || undefined}
              >
                <input
                  type="radio"
                  name={name}
                  value={pack.id}
                  checked={selected?.id === pack.id}
                  onChange={() => setChosen(pack.id)}
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
          })}
        </fieldset>
      )}
      {purchase.error ? (
        <Notice tone="danger" role="alert" data-testid="buy-coins-error">
          {purchase.error}
        </Notice>
      ) : null}
      {list.length > 0 ? (
        <p className={styles.secure}>
          <Icon name="lock" size={14} />
          <span>{t('wallet.buy.secure')}</span>
        </p>
      ) : null}
    </Dialog>
  );
}
