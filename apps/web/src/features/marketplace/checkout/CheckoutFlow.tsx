import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCheckoutStep, resumeStep } from '@member-area/domain';
import { useBoot } from '../../../app/BootContext';
import { useSafeNavigate } from '../../../app/navigation';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import type { CheckoutProfileQuery } from '../../../gql/graphql';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { COUNTRY_CODES } from '../../../app/countries';
import { cartPanel } from '../cart/panel-state';
import { LoadError } from '../components/LoadError';
import { useCart, useCheckoutQuote, useWelcomeGift } from '../hooks';
import { addressLines } from '../orders/address-lines';
import { paths } from '../paths';
import {
  addressFormOf,
  checkoutAddressInput,
  checkoutAddressProblems,
  hasProblems,
  problemsAfterEdit,
  type FieldProblems,
} from './address';
import { Confirmation } from './Confirmation';
import { clearDraft, EMPTY_DRAFT, draftKey, readDraft, writeDraft, type CheckoutDraft } from './draft';
import { InformationStep } from './InformationStep';
import { OrderSummary, type SummaryLine } from './OrderSummary';
import { methodUsable, PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { StepNav, type FormStep } from './StepNav';
import { usePlaceOrder } from './usePlaceOrder';
import type { ReviewRow } from './Review';
import styles from './Checkout.module.css';

export type CheckoutProfile = NonNullable<CheckoutProfileQuery['member']['info']>;

function ReturnLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={styles.returnLink} data-testid="checkout-return">
      <Icon name="arrow-left" size={16} />
      {children}
    </Link>
  );
}

/**
 * marketplace/checkout (SPEC.md 4 'Checkout'): Information, Shipping, Payment, then the order
 * confirmation, for the cart or (`?gift=1`) the welcome gift alone. The step is in the address and
 * what was entered in session storage, so a reload keeps both; every amount shown is checkoutQuote's.
 */
export function CheckoutFlow({ profile, gift }: { profile: CheckoutProfile; gift: boolean }) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useSafeNavigate();
  const boot = useBoot();
  const key = draftKey(profile.id, gift);
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const country = COUNTRY_CODES.includes(boot.country) ? boot.country : '';
    return readDraft(key) ?? { ...EMPTY_DRAFT, address: addressFormOf(profile.shippingAddress, country) };
  });
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  useEffect(() => writeDraft(key, draft), [key, draft]);

  const orderId = search.get('order');
  const asked = search.get('step');
  const requested = isCheckoutStep(asked) ? asked : 'information';
  // SPEC.md 4: the step asked for, unless an earlier one still needs the member (the domain's rule).
  const step = resumeStep({
    step: requested,
    addressValid: !hasProblems(checkoutAddressProblems(draft.address)) && !hasProblems(serverProblems),
    shippingOption: draft.shippingOption,
    orderId,
  });
  // A new step takes the focus, so keyboard and screen-reader users start where it starts.
  const stepRegion = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRegion.current?.focus({ preventScroll: true });
  }, [step]);
  const hrefOf = useCallback((target: FormStep) => paths.checkout({ step: target, gift }), [gift]);
  const go = (target: FormStep) => navigate(hrefOf(target));

  // The address names the step shown; a payment return's query is left to OrderReturn.
  useEffect(() => {
    if (step !== requested && !search.has('state'))
      navigate(paths.checkout({ step, gift, order: orderId ?? undefined }), { replace: true });
  }, [step, requested, search, gift, orderId, navigate]);

  const cart = useCart(!gift);
  const welcomeGift = useWelcomeGift();
  const hasItems = gift ? Boolean(welcomeGift.data) : (cart.data?.lines.length ?? 0) > 0;
  const quote = useCheckoutQuote(
    { welcomeGift: gift, country: draft.address.country || null, shippingOption: draft.shippingOption },
    step !== 'confirmation' && hasItems,
  );
  const current = quote.data;

  // The first option (standard) is chosen for the member; a country that does not offer the chosen
  // option any more falls back to it too. Likewise the first method that can pay the total.
  useEffect(() => {
    if (!current || step === 'information') return;
    const options = current.shippingOptions.map((option) => option.id);
    if (options.length > 0 && !options.includes(draft.shippingOption ?? ''))
      setDraft((previous) => ({ ...previous, shippingOption: options[0] ?? null }));
  }, [current, step, draft.shippingOption]);
  const paymentProfile = useMemo(
    () => ({
      coinsBalance: profile.coinsBalance,
      savedCardLast4:
        profile.paymentMethods.find((method) => method.isDefault && method.last4)?.last4 ?? null,
    }),
    [profile],
  );
  useEffect(() => {
    if (!current || step !== 'payment') return;
    const chosen = draft.paymentMethod;
    if (chosen && current.paymentMethods.includes(chosen) && methodUsable(chosen, current, paymentProfile))
      return;
    const first =
      current.paymentMethods.find((method) => methodUsable(method, current, paymentProfile)) ?? null;
    if (first !== chosen) setDraft((previous) => ({ ...previous, paymentMethod: first }));
  }, [current, step, draft.paymentMethod, paymentProfile]);

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

  useDocumentTitle(
    step === 'confirmation'
      ? t('marketplace.checkout.steps.confirmation')
      : gift
        ? t('marketplace.checkout.giftTitle')
        : t('marketplace.checkout.title'),
  );

  // reachableStep shows the confirmation only with an order id.
  if (step === 'confirmation') return <Confirmation orderId={orderId ?? ''} email={profile.email} />;

  const itemsQuery = gift ? welcomeGift : cart;
  if (itemsQuery.isError) return <LoadError onRetry={() => void itemsQuery.refetch()} />;
  if (!itemsQuery.isPending && !hasItems)
    return gift ? (
      <EmptyState
        icon="gift"
        title={t('marketplace.gift.notOffered')}
        data-testid="gift-not-offered"
        actions={<ButtonLink to={paths.home}>{t('marketplace.backToMarketplace')}</ButtonLink>}
      >
        {t('marketplace.gift.notOfferedBody')}
      </EmptyState>
    ) : (
      <EmptyState
        icon="shopping-bag"
        title={t('marketplace.cart.empty')}
        data-testid="checkout-empty"
        actions={<ButtonLink to={paths.home}>{t('marketplace.cart.browse')}</ButtonLink>}
      >
        {t('marketplace.cart.emptyBody')}
      </EmptyState>
    );

  const lines: SummaryLine[] = gift
    ? welcomeGift.data
      ? [
          {
            id: welcomeGift.data.id,
            name: welcomeGift.data.name,
            detail: t('marketplace.gift.badge'),
            quantity: 1,
            unitPrice: null,
            image: welcomeGift.data.image,
          },
        ]
      : []
    : (cart.data?.lines ?? []).map((line) => ({
        id: line.id,
        name: line.product.name,
        detail: line.variant
          ? t('marketplace.variant', { option: line.variant.option, name: line.variant.name })
          : null,
        quantity: line.quantity,
        unitPrice: line.product.prices.listAmount ?? line.product.prices.amount,
        image: line.product.image,
      }));

  const shipTo = addressLines(draft.address, i18n.language).join(', ');
  const contactRow: ReviewRow = {
    label: t('marketplace.checkout.review.contact'),
    value: profile.email,
    changeHref: hrefOf('information'),
    testId: 'review-contact',
  };
  const shipToRow: ReviewRow = {
    label: t('marketplace.checkout.review.shipTo'),
    value: shipTo,
    changeHref: hrefOf('information'),
    testId: 'review-ship-to',
  };
  const option = current?.shippingOptions.find((candidate) => candidate.id === draft.shippingOption);
  const methodRow: ReviewRow = {
    label: t('marketplace.checkout.review.method'),
    value: option
      ? t([`marketplace.checkout.shipping.option.${option.id}`, 'marketplace.checkout.shipping.option.other'])
      : '—',
    changeHref: hrefOf('shipping'),
    testId: 'review-method',
  };

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

  let panel;
  switch (step) {
    case 'information':
      panel = (
        <InformationStep
          draft={draft}
          onChange={(next) => {
            setServerProblems((problems) => problemsAfterEdit(problems, draft.address, next.address));
            setDraft(next);
          }}
          saved={profile.shippingAddress ?? null}
          email={profile.email}
          serverProblems={serverProblems}
          onContinue={() => go('shipping')}
          back={
            gift ? (
              <ReturnLink to={paths.home}>{t('marketplace.backToMarketplace')}</ReturnLink>
            ) : (
              <button
                type="button"
                className={styles.returnLink}
                onClick={cartPanel.open}
                data-testid="checkout-return"
              >
                <Icon name="arrow-left" size={16} />
                {t('marketplace.checkout.returnTo.cart')}
              </button>
            )
          }
        />
      );
      break;
    case 'shipping':
      panel = (
        <ShippingStep
          quote={current}
          value={draft.shippingOption}
          onChange={(shippingOption) => setDraft({ ...draft, shippingOption })}
          review={[contactRow, shipToRow]}
          onContinue={() => go('payment')}
          back={
            <ReturnLink to={hrefOf('information')}>
              {t('marketplace.checkout.returnTo.information')}
            </ReturnLink>
          }
        />
      );
      break;
    case 'payment':
      panel = (
        <PaymentStep
          quote={current}
          profile={paymentProfile}
          value={draft.paymentMethod}
          onChange={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
          review={[contactRow, shipToRow, methodRow]}
          onPay={pay}
          placing={order.placing}
          error={order.error}
          back={
            <ReturnLink to={hrefOf('shipping')}>{t('marketplace.checkout.returnTo.shipping')}</ReturnLink>
          }
        />
      );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StepNav current={step} hrefOf={hrefOf} />
        <section
          ref={stepRegion}
          tabIndex={-1}
          className={styles.stepRegion}
          aria-label={t(`marketplace.checkout.steps.${step}`)}
          data-testid="checkout-step"
        >
          {panel}
        </section>
      </div>
      <OrderSummary
        lines={lines}
        currency={cart.data?.currency ?? welcomeGift.data?.prices.currency ?? ''}
        quote={current}
        loading={quote.isFetching || itemsQuery.isPending}
        failed={quote.isError}
        onRetry={() => void quote.refetch()}
        shippingOption={draft.shippingOption}
      />
    </div>
  );
}
