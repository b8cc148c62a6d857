import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { FormError } from '../../../ui/FormError';
import styles from '../../../ui/PanelContent.module.css';
import { type AccountInfo } from '../../account';
import { formatMoney } from '../../../app/format';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { goToHostedPage } from '../../payment';
import { startCheckoutMutation } from '../api';
import { fetchUpsellPrice } from '../funnel';
import { isTrialStyle } from '../plans';
import type { Plan } from './PlansPanel';

/**
 * Starts the plan's checkout (member.startCheckout) with the member's default method and sends the
 * browser to the hosted page; the funnel's upsell price is read for the dialog.
 */
function useStartPlanCheckout(plan: Plan | null, account: AccountInfo) {
  const errorMessage = useResultErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payWithPaypal = account.paymentMethods.some(
    (method) => method.isDefault && method.provider === 'paypal',
  );
  const upsell = useQuery({
    queryKey: ['billing', 'funnel', plan?.id],
    queryFn: () => fetchUpsellPrice(plan?.id ?? ''),
    enabled: Boolean(plan),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

  const start = async () => {
    if (!plan) return;
    setBusy(true);
    setError(null);
    try {
      const result = ensureSucceeded(
        (
          await gqlRequest(startCheckoutMutation, {
            planId: plan.id,
            method: payWithPaypal ? 'paypal' : 'card',
            returnPath: '/account/membership',
          })
        ).member.startCheckout,
      );
      if (!result.url) throw new Error('no hosted page url');
      goToHostedPage(result.url);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return { busy, error, setError, payWithPaypal, upsell, start };
}

/** The checkout of a chosen plan: what will be charged and how, then on to the hosted page. */
export function CheckoutDialog({
  plan,
  account,
  onClose,
}: {
  plan: Plan | null;
  account: AccountInfo;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, setError, payWithPaypal, upsell, start } = useStartPlanCheckout(plan, account);
  const money = (amount: number) =>
    plan ? formatMoney(amount, plan.currency, i18n.language, plan.symbol) : '';
  return (
    <Dialog
      open={Boolean(plan)}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      busy={busy}
      title={t('billing.checkout.title', { plan: plan?.name ?? '' })}
      description={t('billing.checkout.description')}
      closeLabel={t('account.common.close')}
      data-testid="checkout-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('account.common.cancel')}
          </Button>
          <Button
            onClick={() => void start()}
            loading={busy}
            icon={<Icon name="lock" size={16} />}
            data-testid="checkout-continue"
          >
            {t('billing.checkout.continue')}
          </Button>
        </>
      }
    >
      {plan ? (
        <ul className={styles.perks}>
          <li>
            <Icon name="check-circle" size={18} />
            {isTrialStyle(plan)
              ? t('billing.plans.trialStyle', {
                  days: plan.trialPeriod,
                  initial: money(plan.priceInitial),
                  recurring: upsell.data ?? money(plan.priceRecurring),
                })
              : t('billing.checkout.recurring', { price: upsell.data ?? money(plan.priceRecurring) })}
          </li>
          <li>
            <Icon name="lock" size={18} />
            {payWithPaypal ? t('billing.checkout.paypal') : t('billing.checkout.secure')}
          </li>
        </ul>
      ) : null}
      <FormError message={error} />
    </Dialog>
  );
}
