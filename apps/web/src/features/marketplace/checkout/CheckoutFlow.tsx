import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/LoadError';
import { CheckoutEmpty } from './CheckoutEmpty';
import { CheckoutStepPanel } from './CheckoutStepPanel';
import { Confirmation } from './Confirmation';
import { OrderSummary } from './OrderSummary';
import { StepNav } from './StepNav';
import { useCheckoutFlow } from './useCheckoutFlow';
import type { CheckoutProfile } from './useCheckoutDraft';
import { useSummaryLines } from './useSummaryLines';
import styles from './Checkout.module.css';

export type { CheckoutProfile } from './useCheckoutDraft';

/**
 * marketplace/checkout (SPEC.md 4 'Checkout'): Information, Shipping, Payment, then the order
 * confirmation, for the cart or (`?gift=1`) the welcome gift alone. The step is in the address and
 * what was entered in session storage, so a reload keeps both; every amount shown is checkoutQuote's.
 */
export function CheckoutFlow({ profile, gift }: { profile: CheckoutProfile; gift: boolean }) {
  const { t } = useTranslation();
  const flow = useCheckoutFlow(profile, gift);
  const { step, cart, welcomeGift, itemsQuery, quote } = flow;
  const lines = useSummaryLines(gift, welcomeGift.data, cart.data);

  // reachableStep shows the confirmation only with an order id.
  if (step === 'confirmation') return <Confirmation orderId={flow.orderId ?? ''} email={profile.email} />;
  if (itemsQuery.isError) return <LoadError onRetry={() => void itemsQuery.refetch()} />;
  if (!itemsQuery.isPending && !flow.hasItems) return <CheckoutEmpty gift={gift} />;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StepNav current={step} hrefOf={flow.hrefOf} />
        <section
          ref={flow.stepRegion}
          tabIndex={-1}
          className={styles.stepRegion}
          aria-label={t(`marketplace.checkout.steps.${step}`)}
          data-testid="checkout-step"
        >
          <CheckoutStepPanel step={step} flow={flow} profile={profile} gift={gift} />
        </section>
      </div>
      <OrderSummary
        lines={lines}
        currency={cart.data?.currency ?? welcomeGift.data?.prices.currency ?? ''}
        quote={flow.current}
        loading={quote.isFetching || itemsQuery.isPending}
        failed={quote.isError}
        onRetry={() => void quote.refetch()}
        shippingOption={flow.draft.shippingOption}
      />
    </div>
  );
}
