import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded } from '../../../app/outcome';
import { formatMoney } from '../../../app/format';
import { queryKeys } from '../../member';
import {
  PurchaseReturnFeedback,
  usePurchaseReturn,
  type PaymentReturnState,
  type ReceiptView,
} from '../../payment';
import { CROSSSELL_SLUG, parsePendingCrossSell, type PendingCrossSell } from '../pending';
import { addCrossSellMutation, crossSellKeys } from '../queries';

/**
 * SPEC.md 4 "Payment return" for the cross-sell (slug 'upsell'), through the shared
 * usePurchaseReturn: member.addCrossSellAfterPaymentSuccess adds the offer to the member's
 * subscription once, the receipt says what was added, and the member (menu, media types) is read again.
 */
export function CrossSellReturn() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();

  const credit = async (
    pending: PendingCrossSell,
    ref: string,
    returned: PaymentReturnState,
  ): Promise<ReceiptView> => {
    const payload = ensureSucceeded(
      (await gqlRequest(addCrossSellMutation, { offerId: pending.offerId, paymentRef: ref })).member
        .addCrossSellAfterPaymentSuccess,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.viewer }),
      queryClient.invalidateQueries({ queryKey: queryKeys.shellMenu }),
      queryClient.invalidateQueries({ queryKey: crossSellKeys.offer }),
    ]);
    return {
      outcome: 'success',
      lead: t('payment.receipt.paymentReceived'),
      price:
        payload.amount !== null && payload.amount !== undefined
          ? formatMoney(payload.amount, pending.currency, i18n.language)
          : returned.price,
      reference: payload.transactionId ?? ref,
      details: [
        {
          label: t('crosssell.receipt.added'),
          value: t(`crosssell.receipt.${pending.type}`),
          testId: 'receipt-addon',
        },
      ],
    };
  };

  const view = usePurchaseReturn({
    slug: CROSSSELL_SLUG,
    parsePending: parsePendingCrossSell,
    credit,
    nothingPending: t('crosssell.receipt.nothingPending'),
  });

  return (
    <PurchaseReturnFeedback
      view={view}
      progressLabel={t('crosssell.receipt.finishing')}
      data-testid="crosssell-return-working"
    />
  );
}
