import type { MutableRefObject } from 'react';
import type { TFunction } from 'i18next';
import { SUBSCRIPTION_REPOLL_MS } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded } from '../../../app/outcome';
import type { AccountInfo } from '../../account';
import { activateSubscriptionMutation, addPaymentMethodMutation, updatePaymentMethodMutation } from '../api';
import { getPaymentMethod, takePaymentMethodIntent } from '../flow';
import { priceText, readPaymentReturn } from '../payment-return';
import type { ReceiptView } from './ReceiptModal';

export type CardNotice = { tone: 'success' | 'danger'; text: string } | null;
type Returned<Kind> = Extract<ReturnType<typeof readPaymentReturn>, { kind: Kind }>;

/** What a return's handling shows and reads again. */
export interface ReturnContext {
  t: TFunction;
  refresh(): Promise<unknown>;
  errorMessage(error: unknown): string;
  setReceipt(receipt: ReceiptView): void;
  setCardNotice(notice: CardNotice): void;
  timer: MutableRefObject<ReturnType<typeof setTimeout> | null>;
  account: MutableRefObject<AccountInfo>;
}

/**
 * Asks the server to confirm (and credit, once) the checkout `ref` names, and answers the receipt
 * from the server's answer alone: its plan, its amount and currency. The return's own `price` is
 * the address's word, which anyone can type; it is never shown as what was charged.
 */
async function confirmReturn(ref: string): Promise<ReceiptView> {
  const payload = ensureSucceeded(
    (await gqlRequest(activateSubscriptionMutation, { subscriptionId: ref })).member.activateSubscription,
  );
  const extra = (payload.responseResult.extra ?? {}) as {
    amount?: unknown;
    symbol?: unknown;
    currency?: unknown;
    planName?: unknown;
  };
  return {
    outcome: 'success',
    planName: payload.subscription?.planName ?? (typeof extra.planName === 'string' ? extra.planName : null),
    price: priceText(
      typeof extra.amount === 'number' ? String(extra.amount) : null,
      typeof extra.symbol === 'string' ? extra.symbol : '',
      typeof extra.currency === 'string' ? extra.currency : '',
    ),
    reference: ref,
  };
}

/** A subscription's return: activated and its receipt shown, the account read again (twice). */
export async function subscriptionReturned(
  result: Returned<'subscription'>,
  { refresh, errorMessage, setReceipt, timer }: ReturnContext,
) {
  if (!result.state.isSuccess) {
    setReceipt({ outcome: 'failure' });
    return;
  }
  try {
    const view = await confirmReturn(result.subscriptionId);
    await refresh();
    // SPEC.md 4: the reload may be repeated once after 3 s (the provider may lag behind).
    timer.current = setTimeout(() => void refresh(), SUBSCRIPTION_REPOLL_MS);
    setReceipt(view);
  } catch (error) {
    setReceipt({ outcome: 'failure', reason: errorMessage(error) });
  }
}

/** A card (or PayPal) return: the tokenised method linked, added or updating the default one. */
export async function cardReturned(
  result: Returned<'payment-method'>,
  { t, refresh, errorMessage, setCardNotice, account: accountRef }: ReturnContext,
) {
  const intent = takePaymentMethodIntent();
  if (!result.state.isSuccess || !result.paymentMethodId) {
    setCardNotice({ tone: 'danger', text: t('payment.card.notAdded') });
    return;
  }
  try {
    const method = await getPaymentMethod(result.paymentMethodId);
    const variables = {
      paymentMethodId: method.id,
      ccLast: method.last4 ?? '',
      ccType: method.brand,
    };
    if (intent === 'update') {
      ensureSucceeded((await gqlRequest(updatePaymentMethodMutation, variables)).member.updatePaymentMethod);
    } else {
      const isDefault = !accountRef.current.paymentMethods.some((existing) => existing.isDefault);
      ensureSucceeded(
        (await gqlRequest(addPaymentMethodMutation, { ...variables, isDefault })).member.addPaymentMethod,
      );
    }
    await refresh();
    setCardNotice({
      tone: 'success',
      text:
        method.provider === 'paypal'
          ? t('payment.card.paypalLinked')
          : intent === 'update'
            ? t('payment.card.updated')
            : t('payment.card.added'),
    });
  } catch (error) {
    // Quiet case (SPEC.md 8): the message stays on this screen.
    setCardNotice({ tone: 'danger', text: errorMessage(error) });
  }
}

/**
 * A slug no purchase here answers: the server never issues one, so the address is all there is, and
 * an address is not a payment. Only the server's word on its reference (or its lack of one) is
 * shown: a forged return reads "not found", never "received".
 */
export async function paymentReturned(ref: string, { refresh, errorMessage, setReceipt }: ReturnContext) {
  try {
    const view = await confirmReturn(ref);
    await refresh();
    setReceipt(view);
  } catch (error) {
    setReceipt({ outcome: 'nothing', reason: errorMessage(error) });
  }
}
