import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded } from '../../../app/outcome';
import { accountKeys } from '../../account';
import type { PaymentReturnState, ReceiptView } from '../../payment';
import { formatCount, formatPrice } from '../format';
import { addEntriesMutation, giveawayKeys } from '../queries';
import type { PendingEntryPurchase } from './pending';

/**
 * Credits a paid entry purchase (sweep.addEntriesAfterPaypalSuccess), reads the giveaways and the
 * account again, and answers the receipt: the giveaway, the entries, the amount and the reference.
 */
export function useCreditEntries() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = useRef(i18n.language);
  language.current = i18n.language;

  return async (
    purchase: PendingEntryPurchase,
    ref: string,
    returned: PaymentReturnState,
  ): Promise<ReceiptView> => {
    const payload = ensureSucceeded(
      (
        await gqlRequest(addEntriesMutation, {
          sweepId: purchase.sweepId,
          entries: purchase.entries,
          paymentRef: ref,
        })
      ).sweep.addEntriesAfterPaypalSuccess,
    );
    const lang = language.current;
    const currency = payload.sweep?.price.currency;
    void queryClient.invalidateQueries({ queryKey: giveawayKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.account });
    return {
      outcome: 'success',
      lead: t('payment.receipt.paymentReceived'),
      price:
        payload.amount !== null && payload.amount !== undefined && currency
          ? formatPrice(payload.amount, currency, lang)
          : returned.price,
      reference: payload.transactionId ?? ref,
      details: [
        ...(payload.sweep
          ? [
              {
                label: t('giveaways.receipt.giveaway'),
                value: payload.sweep.name,
                testId: 'receipt-giveaway',
              },
            ]
          : []),
        {
          label: t('giveaways.receipt.entries'),
          value: formatCount(payload.entries ?? purchase.entries, lang),
          testId: 'receipt-entries',
        },
      ],
    };
  };
}
