import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_REPOLL_MS } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { useRefreshAccount, type AccountInfo } from '../../account';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { activateSubscriptionMutation, addPaymentMethodMutation, updatePaymentMethodMutation } from '../api';
import { getPaymentMethod, takePaymentMethodIntent } from '../flow';
import { priceText, readPaymentReturn, withoutPaymentReturn } from '../payment-return';
import { ReceiptModal, type ReceiptView } from './ReceiptModal';
import styles from './Payment.module.css';

/**
 * Returns read by the purchases' own returns: the shell's (features/giveaways PurchaseReturn,
 * features/wallet) and the marketplace checkout's (features/marketplace OrderReturn).
 */
const OWN_RETURN_SLUGS: ReadonlySet<string> = new Set(['sweep', 'coins', 'order', 'upsell']);

// A return is handled once per page load, even when React mounts the handler twice.
const handled = new Set<string>();

type CardNotice = { tone: 'success' | 'danger'; text: string } | null;

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

/**
 * SPEC.md 4 "Payment return": reads `state` and `subscription_id`, clears the query, then activates
 * the subscription (repeating the reload once after 3 s) and shows the receipt; a card return links
 * the tokenised card. A state without its required keys changes nothing (SPEC.md 5).
 */
export function PaymentReturnHandler({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const [cardNotice, setCardNotice] = useState<CardNotice>(null);
  const [working, setWorking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const accountRef = useRef(account);
  accountRef.current = account;

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  useEffect(() => {
    const result = readPaymentReturn(search);
    if (result.kind === 'none') return;
    // Giveaway entries, coins, marketplace orders and the cross-sell have their own returns (usePurchaseReturn).
    if (result.kind === 'payment' && OWN_RETURN_SLUGS.has(result.state.slug)) return;
    const key = search.toString();
    navigate(
      { pathname: location.pathname, search: withoutPaymentReturn(search), hash: location.hash },
      { replace: true },
    );
    if (handled.has(key)) return;
    handled.add(key);
    if (result.kind === 'ignored') {
      console.warn('[payment] return ignored: state lacks required keys');
      return;
    }

    const run = async () => {
      setWorking(true);
      try {
        switch (result.kind) {
          case 'subscription': {
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
            return;
          }
          case 'payment-method': {
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
                ensureSucceeded(
                  (await gqlRequest(updatePaymentMethodMutation, variables)).member.updatePaymentMethod,
                );
              } else {
                const isDefault = !accountRef.current.paymentMethods.some((existing) => existing.isDefault);
                ensureSucceeded(
                  (await gqlRequest(addPaymentMethodMutation, { ...variables, isDefault })).member
                    .addPaymentMethod,
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
            return;
          }
          case 'payment': {
            // A slug no purchase here answers: the server never issues one, so the address is all
            // there is, and an address is not a payment. Only the server's word on its reference
            // (or its lack of one) is shown: a forged return reads "not found", never "received".
            const ref = search.get('subscription_id') ?? result.state.subscriptionId ?? '';
            try {
              const view = await confirmReturn(ref);
              await refresh();
              setReceipt(view);
            } catch (error) {
              setReceipt({ outcome: 'nothing', reason: errorMessage(error) });
            }
            return;
          }
        }
      } finally {
        setWorking(false);
      }
    };
    void run();
  }, [search, location.pathname, location.hash, navigate, refresh, errorMessage, t]);

  return (
    <>
      {working ? (
        <Notice tone="info" role="status" data-testid="payment-return-working">
          <span className={styles.returning}>
            <Spinner size={16} />
            {t('payment.returning')}
          </span>
        </Notice>
      ) : null}
      {cardNotice ? (
        <Notice
          tone={cardNotice.tone}
          role={cardNotice.tone === 'danger' ? 'alert' : 'status'}
          data-testid="card-notice"
        >
          {cardNotice.text}
        </Notice>
      ) : null}
      <ReceiptModal receipt={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}
