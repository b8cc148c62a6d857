import type { BalanceUnit } from '@member-area/domain';
import { CoinPurchaseReturn } from '../purchase/CoinPurchaseReturn';

/**
 * The wallet's part of the member shell, mounted once before <main> (app/shell/ShellLayout.tsx):
 * the return from a coin purchase on any screen, read before a screen's own return handler runs.
 */
export function WalletShellLayer({ unit }: { unit: BalanceUnit }) {
  return <CoinPurchaseReturn unit={unit} />;
}
