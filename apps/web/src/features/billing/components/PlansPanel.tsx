import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { ListBody } from '../../../ui/ListBody';
import styles from '../../../ui/PanelContent.module.css';
import { accountKeys, plansQuery, type AccountInfo } from '../../account';
import { formatMoney } from '../../../app/format';
import type { PlansQuery } from '../../../gql/graphql';
import { isTrialStyle, planPeriodDays, pricePerMonth } from '../plans';
import { CheckoutDialog } from './CheckoutDialog';

export type Plan = PlansQuery['plan']['getPlans'][number];

/** One plan: its name, price a month, how it is billed, and the way to choose it. */
function PlanCard({
  plan,
  isCurrent,
  hasPlan,
  onChoose,
}: {
  plan: Plan;
  isCurrent: boolean;
  hasPlan: boolean;
  onChoose(): void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, plan.currency, i18n.language, plan.symbol);
  return (
    <article
      className={[styles.plan, isCurrent ? styles.planCurrent : ''].join(' ')}
      data-testid={`plan-${plan.id}`}
    >
      <div className={styles.cardTop}>
        <h3 className={styles.panelTitle}>{plan.name}</h3>
        {isCurrent ? (
          <span className={`${styles.badge} ${styles.badgeAccent}`}>{t('billing.plans.current')}</span>
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
          onClick={onChoose}
          aria-haspopup="dialog"
          data-testid={`plan-choose-${plan.id}`}
        >
          {hasPlan ? t('billing.plans.switch') : t('billing.plans.choose')}
        </Button>
      )}
    </article>
  );
}

/** The brand's plans, the member's current one marked; choosing one opens the checkout dialog. */
export function PlansPanel({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
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
      <ListBody query={plans} items={plans.data} empty={{ title: t('billing.plans.none') }}>
        {(items) => (
          <div className={styles.plans}>
            {items.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isCurrent={plan.id === current}
                hasPlan={Boolean(current)}
                onChoose={() => setChosen(plan)}
              />
            ))}
          </div>
        )}
      </ListBody>
      <CheckoutDialog plan={chosen} account={account} onClose={() => setChosen(null)} />
    </Panel>
  );
}
