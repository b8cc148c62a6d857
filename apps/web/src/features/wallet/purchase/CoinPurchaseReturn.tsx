import { useTranslation } from 'react-i18next';
import type { BalanceUnit } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded } from '../../../app/outcome';
import { formatMoney, formatNumber } from '../../../app/format';
import {
  PurchaseReturnFeedback,
  usePurchaseReturn,
  type PaymentReturnState,
  type ReceiptView,
} from '../../payment';
import { useRefreshBalances } from '../hooks';
import { addCoinsMutation } from '../queries';
import { COIN_PURCHASE_SLUG, parsePendingCoinPurchase, type PendingCoinPurchase } from './pending';

/**
 * SPEC.md 4 "Payment return" for coins (slug 'coins'), anywhere in the shell, through the shared
 * usePurchaseReturn: member.addCoinsAfterPaymentSuccess credits the pack the verified payment
 * bought (once; a replay answers the same reference), the pending record is cleared, the receipt
 * names the coins, the amount, the reference and the new balance, and every balance on screen is
 * read again (the top bar's pill, the wallet tab).
 */
export function CoinPurchaseReturn({ unit }: { unit: BalanceUnit }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshBalances();

  const credit = async (
    purchase: PendingCoinPurchase,
    ref: string,
    returned: PaymentReturnState,
  ): Promise<ReceiptView> => {
    const payload = ensureSucceeded(
      (await gqlRequest(addCoinsMutation, { packId: purchase.packId, paymentRef: ref })).member
        .addCoinsAfterPaymentSuccess,
    );
    await refresh();
    const lang = i18n.language;
    const coins = payload.coins ?? purchase.coins;
    return {
      outcome: 'success',
      lead: t('payment.receipt.paymentReceived'),
      price:
        payload.amount !== null && payload.amount !== undefined
          ? formatMoney(payload.amount, purchase.currency, lang)
          : returned.price,
      reference: payload.transactionId ?? ref,
      details: [
        {
          label: t(`wallet.receipt.added.${unit}`),
          value: formatNumber(coins, lang),
          testId: 'receipt-coins',
        },
        ...(payload.balance !== null && payload.balance !== undefined
          ? [
              {
                label: t('wallet.receipt.balance'),
                value: formatNumber(payload.balance, lang),
                testId: 'receipt-balance',
              },
            ]
          : []),
      ],
    };
  };

  const view = usePurchaseReturn({
    slug: COIN_PURCHASE_SLUG,
    parsePending: parsePendingCoinPurchase,
    credit,
    nothingPending: t(`wallet.purchase.nothingPending.${unit}`),
  });

  return (
    <PurchaseReturnFeedback
      view={view}
      progressLabel={t(`wallet.purchase.finishing.${unit}`)}
      data-testid="coin-return-working"
    />
  );
}
