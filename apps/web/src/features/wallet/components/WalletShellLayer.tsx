import { Suspense } from 'react';
import type { BalanceUnit } from '@member-area/domain';
import { lazyPart } from '../../../app/lazy-part';
import { useReturnArrived } from '../../payment';
import { COIN_PURCHASE_SLUG } from '../purchase/pending';

// Loaded when a coin purchase comes back (issue 16), not with every screen of the shell.
const CoinPurchaseReturn = lazyPart(() =>
  import('../purchase/CoinPurchaseReturn').then((m) => m.CoinPurchaseReturn),
);

/**
 * The wallet's part of the member shell, mounted once before <main> (app/shell/ShellLayout.tsx):
 * the return from a coin purchase on any screen. Screens' own return handlers leave this slug to it.
 */
export function WalletShellLayer({ unit }: { unit: BalanceUnit }) {
  const returning = useReturnArrived(COIN_PURCHASE_SLUG);
  if (!returning) return null;
  return (
    <Suspense fallback={null}>
      <CoinPurchaseReturn unit={unit} />
    </Suspense>
  );
}
