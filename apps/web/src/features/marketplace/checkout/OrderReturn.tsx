import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { ensureSucceeded } from '../../../app/outcome';
import { formatMoney } from '../../../app/format';
import { PurchaseReturnFeedback, usePurchaseReturn, type ReceiptView } from '../../payment';
import { paths } from '../paths';
import { confirmOrderPaymentMutation } from '../queries';
import { clearDraft, draftKey } from './draft';
import {
  clearPendingOrder,
  ORDER_PURCHASE_SLUG,
  parsePendingOrder,
  type PendingOrder,
} from './pending-order';
import { useAfterOrder } from './usePlaceOrder';

/**
 * SPEC.md 4 "Payment return" for an order paid by card (slug 'order'), on the checkout the hosted
 * page returns to, through the shared usePurchaseReturn: ecommerce.confirmOrderPayment marks the
 * order a verified payment paid (once; a replay answers the same order), the pending record and
 * the checkout's draft are cleared, the receipt names the order and the order confirmation shows
 * behind it. A payment cancelled on its page ends in a receipt that says nothing was charged: the
 * server cancelled the order and put its products back in the cart, which is read again.
 */
export function OrderReturn({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useSafeNavigate();
  const afterOrder = useAfterOrder();

  const credit = async (pending: PendingOrder, ref: string): Promise<ReceiptView> => {
    const payload = ensureSucceeded(
      (await gqlRequest(confirmOrderPaymentMutation, { orderId: pending.orderId, paymentRef: ref })).ecommerce
        .confirmOrderPayment,
    );
    const order = payload.order;
    if (!order) throw new Error('confirmOrderPayment answered no order');
    clearDraft(draftKey(memberId, pending.welcomeGift));
    navigate(paths.checkout({ step: 'confirmation', order: order.id }), { replace: true });
    void afterOrder();
    return {
      outcome: 'success',
      lead: t('payment.receipt.paymentReceived'),
      price: formatMoney(order.total, order.currency, i18n.language),
      reference: ref,
      details: [
        { label: t('marketplace.checkout.return.order'), value: order.number, testId: 'receipt-order' },
      ],
    };
  };

  const view = usePurchaseReturn({
    slug: ORDER_PURCHASE_SLUG,
    parsePending: parsePendingOrder,
    credit,
    nothingPending: t('marketplace.checkout.return.noPending'),
    // The server cancelled the order when its page was cancelled and put its lines back in the cart.
    onFailedPayment: () => {
      clearPendingOrder();
      void afterOrder();
    },
    failureReason: t('marketplace.checkout.return.failed'),
  });

  return (
    <PurchaseReturnFeedback
      view={view}
      progressLabel={t('marketplace.checkout.return.finishing')}
      data-testid="order-return-working"
    />
  );
}
