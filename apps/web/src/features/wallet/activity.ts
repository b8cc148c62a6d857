/**
 * The wallet history's lines as a member reads them (SPEC.md 3 'Wallet': activity with date,
 * description, amount): what each ledger kind looks like, and the amount with its sign.
 */
import { intlLocale } from '@member-area/domain';
import type { IconName } from '../../ui/Icon';

/** The icon of each ledger kind (wallet.graphql WalletActivity.kind); an unknown kind gets the coin. */
const KIND_ICONS: Readonly<Record<string, IconName>> = {
  purchase: 'card',
  bonus: 'sparkles',
  spend: 'shopping-bag',
  refund: 'refresh',
  onboarding_reward: 'trophy',
  adjustment: 'edit',
  credit: 'gamepad',
};

export function kindIcon(kind: string): IconName {
  return KIND_ICONS[kind] ?? 'coin';
}

/** '+1,100' for coins in, '-500' for coins out, in the member's language's digits and separators. */
export function formatSignedAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { signDisplay: 'exceptZero' }).format(amount);
}
