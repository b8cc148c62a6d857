import { intlLocale } from '@member-area/domain';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button, ButtonLink } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { FactList } from '../../../ui/FactList';
import { Notice } from '../../../ui/Notice';
import { Panel } from '../../../ui/Panel';
import { SectionState } from '../../../ui/SectionState';
import styles from '../../../ui/PanelContent.module.css';
import { accountKeys, plansQuery, useRefreshAccount, type AccountInfo } from '../../account';
import { formatDate, formatMoney } from '../../../app/format';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { goToHostedPage } from '../../payment';
import { restartSubscriptionMutation, startCheckoutMutation } from '../api';
import { fetchUpsellPrice } from '../funnel';
import { isTrialStyle, planPeriodDays, pricePerMonth } from '../plans';
import type { PlansQuery } from '../../../gql/graphql';
import { billingDateView } from '@member-area/domain';

type Plan = PlansQuery['plan']['getPlans'][number];
type Membership = NonNullable<AccountInfo['membership']>;

const STATUS_TONE: Record<string, string> = {
  active: styles.badgeSuccess ?? '',
  trial: styles.badgeAccent ?? '',
  inactive: styles.badgeWarning ?? '',
};

export function MembershipSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const membership = account.membership;
  return (
    <>
      {account.accountState === 'not_active' ? (
        <Notice tone="warning" role="status" data-testid="notice-inactive">
          {t('account.notices.inactive')}
        </Notice>
      ) : null}
      {membership ? (
        <CurrentMembership account={account} membership={membership} />
      ) : (
        <Panel title={t('billing.membership.title')}>
          <Notice tone="info" role="status" data-testid="notice-no-subscription">
            {t('account.notices.noSubscription')}
          </Notice>
        </Panel>
      )}
      <PlansPanel account={account} />
    </>
  );
}

function CurrentMembership({ account, membership }: { account: AccountInfo; membership: Membership }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const money = (amount: number) => formatMoney(amount, membership.currency, locale, membership.symbol);
  const cancelled = Boolean(membership.cancelRefId);
  // Kept here: the cancelled notice that holds the restart button goes away once it succeeds.
  const [restarted, setRestarted] = useState(false);
  // A date that has passed is never shown as the next billing date (billingDateView).
  const renewalFact = () => {
    const view = billingDateView(
      {
        nextBillingDate: membership.nextBillingDate ?? null,
        cancelled,
        paymentFailed: membership.paymentFailed || account.billing.paymentFailed,
      },
      new Date().toISOString(),
    );
    switch (view.kind) {
      case 'next':
        return {
          label: t('billing.membership.nextBilling'),
          value: formatDate(view.date, locale),
          testId: 'membership-next-billing',
        };
      case 'overdue':
        return {
          label: t('billing.membership.overdueSince'),
          value: formatDate(view.since, locale),
          testId: 'membership-overdue-since',
        };
      case 'due':
        return {
          label: t('billing.membership.renewalProcessing'),
          value: formatDate(view.since, locale),
          testId: 'membership-renewal-processing',
        };
      case 'none':
        return {
          label: t('billing.membership.nextBilling'),
          value: formatDate(null, locale),
          testId: 'membership-next-billing',
        };
    }
  };
  return (
    <Panel
      title={t('billing.membership.title')}
      data-testid="membership"
      actions={
        <span
          className={`${styles.badge} ${STATUS_TONE[membership.status] ?? ''}`}
          data-testid="membership-status"
        >
          {t(`billing.status.${membership.status}`, { defaultValue: membership.status })}
        </span>
      }
    >
      {membership.paymentFailed || account.billing.paymentFailed ? (
        <Notice
          tone="danger"
          role="alert"
          data-testid="notice-payment-failed"
          title={t('billing.paymentFailed')}
          action={
            <ButtonLink to="/account/payment-methods" size="sm" variant="secondary">
              {t('billing.updatePaymentMethod')}
            </ButtonLink>
          }
        >
          {t('billing.paymentFailedHelp')}
        </Notice>
      ) : null}
      <FactList
        items={[
          { label: t('billing.membership.plan'), value: membership.planName, testId: 'membership-plan' },
          {
            label: t('billing.membership.pricePerMonth'),
            value: money(membership.pricePerMonth),
            testId: 'membership-price',
          },
          {
            label: t('billing.membership.billedEvery'),
            value: t('billing.membership.everyDays', { count: membership.billingPeriodDays }),
          },
          cancelled
            ? {
                label: t('billing.membership.accessUntil'),
                value: formatDate(membership.accessUntil, locale),
                testId: 'membership-access-until',
              }
            : renewalFact(),
        ]}
      />
      {restarted && !cancelled ? (
        <Notice tone="success" role="status" data-testid="restart-success">
          {t('billing.restart.done')}
        </Notice>
      ) : null}
      {cancelled ? (
        <CancelledNotice membership={membership} onRestarted={() => setRestarted(true)} />
      ) : membership.status !== 'inactive' ? (
        <div className={styles.formActions}>
          <ButtonLink to="/account/cancel" variant="ghost" data-testid="membership-cancel">
            {t('billing.membership.cancel')}
          </ButtonLink>
        </div>
      ) : null}
    </Panel>
  );
}

function CancelledNotice({ membership, onRestarted }: { membership: Membership; onRestarted(): void }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restart = async () => {
    setBusy(true);
    setError(null);
    try {
      ensureSucceeded(
        (await gqlRequest(restartSubscriptionMutation, { subscriptionId: membership.subscriptionId })).member
          .restartSubscription,
      );
      onRestarted();
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Notice
        tone="info"
        data-testid="membership-cancelled"
        title={t('billing.cancelled.title')}
        action={
          membership.canRestart ? (
            <Button onClick={() => void restart()} loading={busy} size="sm" data-testid="membership-restart">
              {t('billing.restart.action')}
            </Button>
          ) : undefined
        }
      >
        <p>
          {t('billing.cancelled.reference', { reference: membership.cancelRefId })}{' '}
          {t('billing.cancelled.access', { date: formatDate(membership.accessUntil, i18n.language) })}
        </p>
        {membership.purgeDate ? (
          <p>{t('billing.cancelled.kept', { date: formatDate(membership.purgeDate, i18n.language) })}</p>
        ) : null}
      </Notice>
      {error ? (
        <Notice tone="danger" role="alert" data-testid="form-error">
          {error}
        </Notice>
      ) : null}
    </>
  );
}

function PlansPanel({ account }: { account: AccountInfo }) {
  const { t, i18n } = useTranslation();
  const plans = useQuery({
    queryKey: accountKeys.plans,
    queryFn: async () => (await gqlRequest(plansQuery)).plan.getPlans,
    staleTime: 5 * 60_000,
  });
  const [chosen, setChosen] = useState<Plan | null>(null);
  const current =
    account.membership && account.membership.status !== 'inactive' ? account.membership.planId : null;

  return (
    <Panel title={t('billing.plans.title')} description={t('billing.plans.description')} data-testid="plans">
      {plans.isPending ? (
        <SectionState kind="loading" title={t('account.common.loading')} />
      ) : plans.isError ? (
        <SectionState
          kind="error"
          title={t('account.common.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void plans.refetch()}>
              {t('account.common.retry')}
            </Button>
          }
        />
      ) : plans.data.length === 0 ? (
        <SectionState kind="empty" title={t('billing.plans.none')} />
      ) : (
        <div className={styles.plans}>
          {plans.data.map((plan) => {
            const isCurrent = plan.id === current;
            const money = (amount: number) => formatMoney(amount, plan.currency, i18n.language, plan.symbol);
            return (
              <article
                key={plan.id}
                className={[styles.plan, isCurrent ? styles.planCurrent : ''].join(' ')}
                data-testid={`plan-${plan.id}`}
              >
                <div className={styles.cardTop}>
                  <h3 className={styles.panelTitle}>{plan.name}</h3>
                  {isCurrent ? (
                    <span className={`${styles.badge} ${styles.badgeAccent}`}>
                      {t('billing.plans.current')}
                    </span>
                  ) : null}
                </div>
                {/* A div: a big bold paragraph reads to axe as a heading made by hand (p-as-heading). */}
                <div className={styles.planPrice}>
                  {money(pricePerMonth(plan))} <small>{t('billing.plans.perMonth')}</small>
                </div>
                <p className={styles.muted}>
                  {isTrialStyle(plan)
                    ? t('billing.plans.trialStyle', {
                        days: plan.trialPeriod,
                        initial: money(plan.priceInitial),
                        recurring: money(plan.priceRecurring),
                      })
                    : t('billing.plans.billed', {
                        price: money(plan.priceRecurring),
                        count: planPeriodDays(plan),
                      })}
                </p>
                <p className={styles.muted}>{plan.description}</p>
                {isCurrent ? null : (
                  <Button
                    variant="secondary"
                    onClick={() => setChosen(plan)}
                    aria-haspopup="dialog"
                    data-testid={`plan-choose-${plan.id}`}
                  >
                    {current ? t('billing.plans.switch') : t('billing.plans.choose')}
                  </Button>
                )}
              </article>
            );
          })}
        </div>
      )}
      <CheckoutDialog plan={chosen} account={account} onClose={() => setChosen(null)} />
    </Panel>
  );
}

function CheckoutDialog({
  plan,
  account,
  onClose,
}: {
  plan: Plan | null;
  account: AccountInfo;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
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
      {error ? (
        <Notice tone="danger" role="alert" data-testid="form-error">
          {error}
        </Notice>
      ) : null}
    </Dialog>
  );
}
