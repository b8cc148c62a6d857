import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceUnit, type BalanceUnit } from '@member-area/domain';
import { useShell } from '../../../app/shell/ShellContext';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { ListBody } from '../../../ui/ListBody';
import { Panel } from '../../../ui/Panel';
import { formatNumber } from '../../../app/format';
import { useCoinPacks, useWallet } from '../hooks';
import { BuyCoinsDialog } from '../purchase/BuyCoinsDialog';
import { CoinMark } from './CoinMark';
import { WalletLine } from './WalletLine';
import styles from './WalletSection.module.css';

const asUnit = (value: string | undefined, fallback: BalanceUnit): BalanceUnit =>
  value === 'coins' || value === 'credits' ? value : fallback;

/**
 * The account page's wallet tab: the balance and its name (coins, or credits on clickplay: the
 * same word as the top bar's pill), buying coins where the brand sells packs, and the history,
 * newest first, dated in the member's time zone, one page at a time ("Show more").
 */
export function WalletSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const shellUnit = balanceUnit(useShell().layout);
  const query = useWallet();
  const packs = useCoinPacks();
  const [buying, setBuying] = useState(false);
  const first = query.data?.pages[0];
  const unit = asUnit(first?.unit, shellUnit);
  const items = query.data?.pages.flatMap((page) => page.activity.items);
  const timeZone = first?.timeZone ?? null;

  return (
    <>
      <Panel
        title={t('wallet.title')}
        actions={
          packs.data?.length ? (
            <Button
              icon={<Icon name="plus" size={16} />}
              onClick={() => setBuying(true)}
              aria-haspopup="dialog"
              data-testid="wallet-buy"
            >
              {t(`wallet.buy.title.${unit}`)}
            </Button>
          ) : null
        }
      >
        <p className={styles.balance} data-testid="wallet-coins">
          <CoinMark unit={unit} size={44} />
          <span data-testid="wallet-balance">{first ? formatNumber(first.coins, lang) : '—'}</span>
          <small>{t(`wallet.unit.${unit}`)}</small>
        </p>
      </Panel>
      <Panel title={t('wallet.activity.title')}>
        <ListBody
          query={query}
          items={items}
          empty={{
            title: t('wallet.activity.none'),
            icon: unit === 'credits' ? 'bolt' : 'coin',
            'data-testid': 'no-wallet-activity',
          }}
        >
          {(rows) => (
            <>
              <ul className={styles.activity} data-testid="wallet-activity">
                {rows.map((item) => (
                  <WalletLine key={item.id} item={item} unit={unit} timeZone={timeZone} />
                ))}
              </ul>
              {query.hasNextPage ? (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    loading={query.isFetchingNextPage}
                    loadingLabel={t('account.common.loading')}
                    onClick={() => void query.fetchNextPage()}
                    data-testid="wallet-more"
                  >
                    {t('wallet.activity.more')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </ListBody>
      </Panel>
      <BuyCoinsDialog
        open={buying}
        onOpenChange={setBuying}
        unit={unit}
        balance={first?.coins ?? null}
        returnPath="/account/wallet"
      />
    </>
  );
}
