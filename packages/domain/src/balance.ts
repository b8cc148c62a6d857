/**
 * The name of the member's balance (SPEC.md 5: "Credits are added only on the clickplay layout";
 * SPEC.md 1 and 3: the coin wallet). One balance, one name per layout: the top bar's pill and the
 * account wallet must say the same word.
 */
import type { Layout } from './constants';

export type BalanceUnit = 'coins' | 'credits';

export function balanceUnit(layout: Layout): BalanceUnit {
  return layout === 'clickplay' ? 'credits' : 'coins';
}
