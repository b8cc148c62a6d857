import { useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useCart, useCheckoutQuote, useWelcomeGift } from '../hooks';
import { paths } from '../paths';
import { checkoutAddressInput } from './address';
import { paymentMethodToKeep, shippingOptionToKeep } from './checkout-rules';
import { clearDraft, type CheckoutDraft } from './draft';
import type { Quote } from './OrderSummary';
import type { PaymentProfile } from './payment-methods';
import { useCheckoutDraft, type CheckoutProfile } from './useCheckoutDraft';
import { useCheckoutStep } from './useCheckoutStep';
import { usePlaceOrder } from './usePlaceOrder';

/**
 * The first option (standard) is chosen for the member; a country that does not offer the chosen
 * option any more falls back to it too. Likewise the first method that can pay the total.
 */
function useDraftDefaults(
  current: Quote | undefined,
  step: string,
  draft: CheckoutDraft,
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>,
  paymentProfile: PaymentProfile,
) {
  useEffect(() => {
    if (!current || step === 'information') return;
    const offered = current.shippingOptions.map((option) => option.id);
    const kept = shippingOptionToKeep(offered, draft.shippingOption);
    if (kept !== draft.shippingOption) setDraft((previous) => ({ ...previous, shippingOption: kept }));
  }, [current, step, draft.shippingOption, setDraft]);
  useEffect(() => {
    if (!current || step !== 'payment') return;
    const kept = paymentMethodToKeep(current, paymentProfile, draft.paymentMethod);
    if (kept !== draft.paymentMethod) setDraft((previous) => ({ ...previous, paymentMethod: kept }));
  }, [current, step, draft.paymentMethod, paymentProfile, setDraft]);
}

function usePaymentProfile(profile: CheckoutProfile): PaymentProfile {
  return useMemo(
    () => ({
      coinsBalance: profile.coinsBalance,
      savedCardLast4:
        profile.paymentMethods.find((method) => method.isDefault && method.last4)?.last4 ?? null,
    }),
    [profile],
  );
}

/** The checkout's state: the draft, the step, the items, the quote and the order being placed. */
export function useCheckoutFlow(profile: CheckoutProfile, gift: boolean) {
  const { t } = useTranslation();
  const { key, draft, setDraft, editDraft, serverProblems, setServerProblems } = useCheckoutDraft(
    profile,
    gift,
  );
  const { step, orderId, stepRegion, hrefOf, go, navigate } = useCheckoutStep(draft, serverProblems, gift);
  const cart = useCart(!gift);
  const welcomeGift = useWelcomeGift();
  const hasItems = gift ? Boolean(welcomeGift.data) : (cart.data?.lines.length ?? 0) > 0;
  const quote = useCheckoutQuote(
    { welcomeGift: gift, country: draft.address.country || null, shippingOption: draft.shippingOption },
    step !== 'confirmation' && hasItems,
  );
  const current = quote.data;
  const paymentProfile = usePaymentProfile(profile);
  useDraftDefaults(current, step, draft, setDraft, paymentProfile);

  const order = usePlaceOrder({
    onPlaced: (id) => {
      // Kept in memory until the screen goes; a later checkout starts afresh.
      clearDraft(key);
      navigate(paths.checkout({ step: 'confirmation', order: id }), { replace: true });
    },
    onAddressRefused: (problems) => {
      setServerProblems(problems);
      go('information');
    },
  });
  const pay = () => {
    if (!current || !draft.shippingOption) return;
    void order.place({
      welcomeGift: gift,
      cartVersion: current.cartVersion,
      address: checkoutAddressInput(draft.address),
      saveAddress: draft.saveAddress,
      shippingOption: draft.shippingOption,
      // A free order needs no method; the server takes the first it offers.
      paymentMethod: draft.paymentMethod ?? current.paymentMethods[0] ?? 'card',
      returnPath: paths.checkout({ step: 'payment', gift }),
    });
  };

  useDocumentTitle(
    step === 'confirmation'
      ? t('marketplace.checkout.steps.confirmation')
      : gift
        ? t('marketplace.checkout.giftTitle')
        : t('marketplace.checkout.title'),
  );

  const itemsQuery = gift ? welcomeGift : cart;
  return {
    draft,
    setDraft,
    editDraft,
    serverProblems,
    step,
    orderId,
    stepRegion,
    hrefOf,
    go,
    cart,
    welcomeGift,
    hasItems,
    itemsQuery,
    quote,
    current,
    paymentProfile,
    order,
    pay,
  };
}

export type CheckoutFlowState = ReturnType<typeof useCheckoutFlow>;
