import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useFreshFactor } from '../auth/FreshFactor';
import type { ConsolePlanFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { planBrandKey, plansKey } from './plan-keys';
import { formatPrice } from './plan-money';
import { planNameIn } from './plan-text';
import { BrandPlans, PlanBrand, SetPlanOnSale } from './queries';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import desk from '../ui/Desk.module.css';
import styles from './PlansPage.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** `/brands/:brandId/plans`: the brand's plans, on sale or not (plans.edit on the brand). */
export function PlansPage() {
  const { t } = useTranslation();
  const { brandId, brandName, missing } = useBrandPage({
    brandKey: planBrandKey,
    document: PlanBrand,
    documentTitle: (brandName) => t('plans.listTitleOf', { brand: brandName }),
  });
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const plans = useQuery({
    queryKey: plansKey(brandId),
    queryFn: () => consoleRequest(BrandPlans, { brandId }),
  });
  const newPlanPath = `/brands/${encodeURIComponent(brandId)}/plans/new`;

  // An unknown brand (or one out of scope) has no plans to list: say so rather than "no plans yet".
  if (missing) return <BrandNotFound title={t('plans.listTitle')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('plans.listTitleOf', { brand: brandName })}
        sections
        actions={
          <ButtonLink to={newPlanPath} icon={<Icon name="plus" size={18} />} data-testid="plan-new">
            {t('plans.newPlan')}
          </ButtonLink>
        }
      />
      {outcome ? (
        <Notice
          className={desk.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="plans-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={plans}
        isEmpty={(data) => data.plans.length === 0}
        empty={{
          title: t('plans.empty'),
          icon: 'list',
          action: <ButtonLink to={newPlanPath}>{t('plans.newPlan')}</ButtonLink>,
        }}
      >
        {(data) => <PlanTable brandId={brandId} plans={data.plans} onOutcome={setOutcome} />}
      </QueryState>
    </>
  );
}

function PlanTable({
  brandId,
  plans,
  onOutcome,
}: {
  brandId: string;
  plans: readonly ConsolePlanFieldsFragment[];
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang);
  return (
    <ScrollRegion label={t('plans.listCaption')} className={desk.scroll}>
      <table className={tableStyles.table} data-testid="plan-list">
        <caption className="visually-hidden">{t('plans.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.name')}</th>
            <th scope="col">{t('plans.group')}</th>
            <th scope="col" className={desk.number}>
              {t('plans.priceInitial')}
            </th>
            <th scope="col" className={desk.number}>
              {t('plans.priceRecurring')}
            </th>
            <th scope="col" className={desk.number}>
              {t('plans.trialDays')}
            </th>
            <th scope="col">{t('plans.period')}</th>
            <th scope="col">{t('plans.mediaTypes')}</th>
            <th scope="col">{t('plans.membershipId')}</th>
            <th scope="col">{t('plans.onSale')}</th>
            <th scope="col" className={desk.number}>
              {t('plans.activeSubscribers')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const name = planNameIn(plan.texts, lang) || t('plans.unnamed');
            return (
              <tr key={plan.id} data-testid={`plan-row-${plan.id}`}>
                <td>
                  <Link
                    className={styles.name}
                    to={`/brands/${encodeURIComponent(brandId)}/plans/${encodeURIComponent(plan.id)}`}
                  >
                    {name}
                  </Link>
                  <span className="console-muted console-mono"> #{plan.id}</span>
                </td>
                <td className="console-mono">{plan.group}</td>
                <td className={desk.number}>
                  {formatPrice(plan.priceInitialMinor, plan.currency, lang, plan.symbol)}
                </td>
                <td className={desk.number}>
                  {formatPrice(plan.priceRecurringMinor, plan.currency, lang, plan.symbol)}
                </td>
                <td className={desk.number}>{number.format(plan.trialDays)}</td>
                <td>{t(`plans.every.${plan.interval}`, { count: plan.intervalCount })}</td>
                <td className={styles.media}>
                  {plan.mediaTypes
                    .map((type) => t(`plans.grantNames.${type}`, { defaultValue: type }))
                    .join(', ')}
                </td>
                <td>{plan.membershipId ?? t('plans.noMembership')}</td>
                <td>
                  <OnSaleSwitch plan={plan} name={name} brandId={brandId} onOutcome={onOutcome} />
                </td>
                <td className={desk.number}>{number.format(plan.activeSubscribers)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A checkbox shown as a switch: puts the plan on sale or takes it off (setPlanOnSale). */
function OnSaleSwitch({
  plan,
  name,
  brandId,
  onOutcome,
}: {
  plan: ConsolePlanFieldsFragment;
  name: string;
  brandId: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const withFreshFactor = useFreshFactor();
  const toggle = useMutation({
    mutationFn: (onSale: boolean) =>
      withFreshFactor(
        async () => (await consoleRequest(SetPlanOnSale, { id: plan.id, onSale })).setPlanOnSale,
        (answer) => answer.responseResult,
      ),
    onSuccess: (answer, onSale) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({
        tone: 'success',
        text: onSale ? t('plans.nowOnSale', { name }) : t('plans.nowOffSale', { name }),
      });
      void queryClient.invalidateQueries({ queryKey: plansKey(brandId) });
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: errorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  const checked = toggle.isPending ? Boolean(toggle.variables) : plan.onSale;
  return (
    <label className={desk.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        // Not `disabled` while saving: a disabled box drops the keyboard focus.
        aria-disabled={toggle.isPending || undefined}
        onChange={(event) => {
          if (!toggle.isPending) toggle.mutate(event.target.checked);
        }}
        data-testid={`plan-on-sale-${plan.id}`}
      />
      <span className={desk.track} aria-hidden="true" />
      <span className="visually-hidden">{name}: </span>
      <span>{t('plans.onSale')}</span>
    </label>
  );
}
