import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceUnit } from '@member-area/domain';
import type { CoinPacksQuery } from '../../../gql/graphql';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { formatNumber } from '../../../app/format';
import { useCoinPacks } from '../hooks';
import { useStartCoinPurchase } from './useStartCoinPurchase';
import { BuyCoinsFooter, CoinPackOption, PacksLoadFailed, PacksLoading } from './CoinPackOption';
import styles from './BuyCoinsDialog.module.css';

export type CoinPack = CoinPacksQuery['member']['coinPacks'][number];

/** The pack chosen when the dialog opens: the one the brand features, else the first. */
function defaultPack(packs: readonly CoinPack[]): CoinPack | null {
  return packs.find((pack) => pack.featured) ?? packs[0] ?? null;
}

interface BuyCoinsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  unit: BalanceUnit;
  balance: number | null;
  returnPath: string;
}

/**
 * SPEC.md 2 modal "buying coins": the host brand's packs (bonus shown, the featured one highlighted,
 * prices formatted for the member's language in the brand's currency, never computed here), one
 * chosen, then the hosted payment page. The member comes back to `returnPath`, where the shell's
 * CoinPurchaseReturn credits the pack and shows the receipt.
 */
export function BuyCoinsDialog({ open, onOpenChange, unit, balance, returnPath }: BuyCoinsDialogProps) {
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
          <BuyCoinsFooter
            busy={busy}
            canContinue={Boolean(selected)}
            onCancel={() => onOpenChange(false)}
            onContinue={() => (selected ? void purchase.start(selected, returnPath) : undefined)}
          />
        ) : null
      }
    >
      {packs.isPending ? (
        <PacksLoading />
      ) : packs.isError ? (
        <PacksLoadFailed onRetry={() => void packs.refetch()} />
      ) : list.length === 0 ? (
        <p className={styles.state} data-testid="buy-coins-none">
          {t(`wallet.buy.none.${unit}`)}
        </p>
      ) : (
        <fieldset className={styles.packs} disabled={busy}>
          <legend className="visually-hidden">{t(`wallet.buy.choose.${unit}`)}</legend>
          {list.map((pack) => (
            <CoinPackOption
              key={pack.id}
              pack={pack}
              unit={unit}
              name={name}
              checked={selected?.id === pack.id}
              onChoose={() => setChosen(pack.id)}
            />
          ))}
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
