import { useTranslation } from 'react-i18next';
import { paths } from '../paths';
import { InformationStep } from './InformationStep';
import { PaymentStep } from './PaymentStep';
import { ReturnLink, ReturnToCart } from './ReturnLink';
import { ShippingStep } from './ShippingStep';
import type { FormStep } from './StepNav';
import type { CheckoutFlowState } from './useCheckoutFlow';
import type { CheckoutProfile } from './useCheckoutDraft';
import { useReviewRows } from './useReviewRows';

/** The form of the step shown, wired to the checkout's state. */
export function CheckoutStepPanel({
  step,
  flow,
  profile,
  gift,
}: {
  step: FormStep;
  flow: CheckoutFlowState;
  profile: CheckoutProfile;
  gift: boolean;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, hrefOf, current } = flow;
  const review = useReviewRows(profile.email, draft, current, hrefOf);
  switch (step) {
    case 'information':
      return (
        <InformationStep
          draft={draft}
          onChange={flow.editDraft}
          saved={profile.shippingAddress ?? null}
          email={profile.email}
          serverProblems={flow.serverProblems}
          onContinue={() => flow.go('shipping')}
          back={
            gift ? (
              <ReturnLink to={paths.home}>{t('marketplace.backToMarketplace')}</ReturnLink>
            ) : (
              <ReturnToCart />
            )
          }
        />
      );
    case 'shipping':
      return (
        <ShippingStep
          quote={current}
          value={draft.shippingOption}
          onChange={(shippingOption) => setDraft({ ...draft, shippingOption })}
          review={[review.contact, review.shipTo]}
          onContinue={() => flow.go('payment')}
          back={
            <ReturnLink to={hrefOf('information')}>
              {t('marketplace.checkout.returnTo.information')}
            </ReturnLink>
          }
        />
      );
    case 'payment':
      return (
        <PaymentStep
          quote={current}
          profile={flow.paymentProfile}
          value={draft.paymentMethod}
          onChange={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
          review={[review.contact, review.shipTo, review.method]}
          onPay={flow.pay}
          placing={flow.order.placing}
          error={flow.order.error}
          back={
            <ReturnLink to={hrefOf('shipping')}>{t('marketplace.checkout.returnTo.shipping')}</ReturnLink>
          }
        />
      );
  }
}
