import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CHAMPION_MEMBERSHIP_IDS, PLAN_GRANT_TYPES, currencyMinorDigits } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useFreshFactor } from '../auth/FreshFactor';
import { CheckboxList, FormSection } from '../brands/controls';
import type { ConsolePlanFieldsFragment, PlanBrandQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import {
  INTERVAL_CHOICES,
  emptyPlanForm,
  languagesInOrder,
  planFieldOfError,
  planFormFromPlan,
  planInputFromForm,
  samePlanForm,
  type PlanForm,
  type PlanFormField,
} from './plan-form';
import { planBrandKey, planKey, plansKey } from './plan-keys';
import { minorToMajorText } from './plan-money';
import { planNameIn } from './plan-text';
import { PlanTexts } from './PlanTexts';
import { CreatePlan, PlanBrand, PlanDetail, UpdatePlan } from './queries';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import styles from './PlanEditorPage.module.css';

type Brand = NonNullable<PlanBrandQuery['brand']>;

/** `/brands/:brandId/plans/new` and `/brands/:brandId/plans/:planId`: one editor for both. */
export function PlanEditorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const planId = params.planId ?? null;
  const brand = useQuery({
    queryKey: planBrandKey(brandId),
    queryFn: () => consoleRequest(PlanBrand, { id: brandId }),
  });
  const plan = useQuery({
    queryKey: planKey(planId ?? ''),
    queryFn: () => consoleRequest(PlanDetail, { id: planId ?? '' }),
    enabled: planId !== null,
  });
  useDocumentTitle(planId ? t('plans.editTitle') : t('plans.newTitle'));

  const notFound = (
    <>
      <h1 className="console-page-title">{planId ? t('plans.editTitle') : t('plans.newTitle')}</h1>
      <SectionState
        kind="empty"
        title={t('plans.notFound')}
        action={<ButtonLink to="/brands">{t('brands.backToList')}</ButtonLink>}
        data-testid="not-found"
      />
    </>
  );

  return (
    <QueryState query={brand}>
      {(brandData) => {
        const found = brandData.brand;
        if (!found) return notFound;
        if (planId === null) return <PlanEditor brand={found} plan={null} />;
        return (
          <QueryState query={plan}>
            {(planData) =>
              planData.plan && planData.plan.brandId === found.id ? (
                <PlanEditor key={planData.plan.id} brand={found} plan={planData.plan} />
              ) : (
                notFound
              )
            }
          </QueryState>
        );
      }}
    </QueryState>
  );
}

type Saved = {
  responseResult: { succeeded: boolean; errorCode?: string | null; extra?: unknown };
  plan?: ConsolePlanFieldsFragment | null;
};

function PlanEditor({ brand, plan }: { brand: Brand; plan: ConsolePlanFieldsFragment | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withFreshFactor = useFreshFactor();
  const isNew = plan === null;
  const currency = plan?.currency ?? brand.currency;
  const initial = useMemo(() => (plan ? planFormFromPlan(plan) : emptyPlanForm()), [plan]);
  const [form, setForm] = useState<PlanForm>(initial);
  const [fieldError, setFieldError] = useState<{ field: PlanFormField; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const languages = useMemo(() => languagesInOrder(brand.defaultLanguage), [brand.defaultLanguage]);
  const listPath = `/brands/${encodeURIComponent(brand.id)}/plans`;
  const dirty = !samePlanForm(form, initial);

  const set = <K extends keyof PlanForm>(key: K, value: PlanForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const errorOf = (field: PlanFormField) => (fieldError?.field === field ? fieldError.text : null);

  /** A price as the fields expect it: 9.99 in the currency's own digits ("9.99", "10", "9.990"). */
  const example = minorToMajorText(Math.round(9.99 * 10 ** currencyMinorDigits(currency)), currency);
  /** What an error code says here: a price is typed in major units, not the server's cents. */
  const messageOf = (code: string) =>
    code === 'plan_price_invalid' ? t('plans.priceInvalid', { currency, example }) : errorText(t, code);

  function refuse(code: string, field: PlanFormField | null) {
    const text = messageOf(code);
    setFieldError(field ? { field, text } : null);
    setFormError(text);
    setErrorVersion((v) => v + 1);
  }

  // After a refused save, the control in error takes the focus (WCAG 3.3.1), else the form's error.
  useEffect(() => {
    if (errorVersion === 0) return;
    const field = fieldError?.field;
    const marked = field ? formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`) : null;
    const target =
      marked && marked.matches('input, select, textarea')
        ? marked
        : marked?.querySelector<HTMLElement>('input:not(:disabled), select, textarea');
    // A language's fields sit in a <details>: open it first, or the field cannot take the focus.
    const details = target?.closest('details');
    if (details && !details.open) details.open = true;
    (target ?? formErrorRef.current)?.focus();
  }, [errorVersion, fieldError]);

  const save = useMutation({
    mutationFn: async (): Promise<Saved | null> => {
      const checked = planInputFromForm(form, currency, lang);
      if (!checked.ok) {
        refuse(checked.errorCode, checked.field);
        return null;
      }
      const { input } = checked;
      if (isNew)
        return withFreshFactor(
          async () => (await consoleRequest(CreatePlan, { brandId: brand.id, input })).createPlan,
          (answer) => answer.responseResult,
        );
      return withFreshFactor(
        async () => (await consoleRequest(UpdatePlan, { id: plan.id, input })).updatePlan,
        (answer) => answer.responseResult,
      );
    },
    onSuccess: (answer) => {
      if (!answer) return;
      const { responseResult } = answer;
      if (!responseResult.succeeded || !answer.plan) {
        const code = responseResult.errorCode ?? 'internal_error';
        refuse(code, planFieldOfError(responseResult.extra));
        return;
      }
      const saved = answer.plan;
      queryClient.setQueryData(planKey(saved.id), { plan: saved });
      void queryClient.invalidateQueries({ queryKey: plansKey(brand.id) });
      const name = planNameIn(saved.texts, lang);
      void navigate(listPath, {
        state: { outcome: isNew ? t('plans.created', { name }) : t('plans.saved', { name }) },
      });
    },
    onError: (error) => refuse((error as { errorCode?: string }).errorCode ?? 'internal_error', null),
  });

  const title = isNew
    ? t('plans.newTitle')
    : t('plans.editTitleOf', { name: planNameIn(plan.texts, lang) || `#${plan.id}` });
  return (
    <>
      <BrandPageHeader
        brandId={brand.id}
        brandName={brand.name}
        title={title}
        trail={[{ to: listPath, label: t('plans.listTitle') }]}
      />
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
        noValidate
        data-testid="plan-form"
      >
        <div ref={formErrorRef} tabIndex={-1}>
          <FormError message={formError} />
        </div>

        <FormSection id="plan-texts" title={t('plans.sections.texts')} description={t('plans.textsHelp')}>
          <PlanTexts
            languages={languages}
            defaultLanguage={brand.defaultLanguage}
            texts={form.texts}
            onChange={(texts) => set('texts', texts)}
            error={fieldError && fieldError.field.startsWith('name-') ? fieldError : null}
            errorVersion={errorVersion}
          />
        </FormSection>

        <FormSection id="plan-pricing" title={t('plans.sections.pricing')}>
          {!isNew ? (
            <Notice tone="info" data-testid="plan-price-note">
              {t('plans.priceChangeNote')}
            </Notice>
          ) : null}
          <div className={styles.twoColumns}>
            <TextField
              label={t('plans.priceInitialIn', { currency })}
              hint={t('plans.priceHint', { example })}
              value={form.priceInitial}
              onChange={(event) => set('priceInitial', event.target.value)}
              error={errorOf('priceInitial')}
              inputMode="decimal"
              autoComplete="off"
              required
              data-field="priceInitial"
              data-testid="plan-price-initial"
            />
            <TextField
              label={t('plans.priceRecurringIn', { currency })}
              hint={t('plans.priceHint', { example })}
              value={form.priceRecurring}
              onChange={(event) => set('priceRecurring', event.target.value)}
              error={errorOf('priceRecurring')}
              inputMode="decimal"
              autoComplete="off"
              required
              data-field="priceRecurring"
              data-testid="plan-price-recurring"
            />
            <TextField
              label={t('plans.trialDays')}
              hint={t('plans.trialDaysHint')}
              value={form.trialDays}
              onChange={(event) => set('trialDays', event.target.value)}
              error={errorOf('trialDays')}
              inputMode="numeric"
              autoComplete="off"
              data-field="trialDays"
              data-testid="plan-trial-days"
            />
          </div>
          <fieldset className={styles.reset}>
            <legend className={styles.legend}>{t('plans.period')}</legend>
            <div className={styles.twoColumns}>
              <TextField
                label={t('plans.intervalCount')}
                value={form.intervalCount}
                onChange={(event) => set('intervalCount', event.target.value)}
                error={errorOf('intervalCount')}
                inputMode="numeric"
                autoComplete="off"
                data-field="intervalCount"
                data-testid="plan-interval-count"
              />
              <SelectField
                label={t('plans.interval')}
                options={INTERVAL_CHOICES.map((interval) => ({
                  value: interval,
                  label: t(`plans.intervals.${interval}`),
                }))}
                value={form.interval}
                onChange={(event) => set('interval', event.target.value)}
                error={errorOf('interval')}
                data-field="interval"
                data-testid="plan-interval"
              />
            </div>
          </fieldset>
        </FormSection>

        <FormSection id="plan-grants" title={t('plans.sections.grants')}>
          <TextField
            label={t('plans.group')}
            hint={t('plans.groupHint')}
            value={form.group}
            onChange={(event) => set('group', event.target.value)}
            error={errorOf('group')}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            data-field="group"
            data-testid="plan-group"
          />
          <div data-field="mediaTypes">
            <CheckboxList
              legend={t('plans.mediaTypes')}
              options={PLAN_GRANT_TYPES.map((type) => ({
                value: type,
                label: t(`plans.grantNames.${type}`),
              }))}
              checked={form.mediaTypes}
              onChange={(mediaTypes) => set('mediaTypes', mediaTypes)}
              error={errorOf('mediaTypes')}
              columns
              data-testid="plan-media-types"
            />
          </div>
          <SelectField
            label={t('plans.membershipId')}
            hint={isNew ? t('plans.membershipHint') : t('plans.membershipFixed')}
            options={[
              { value: '', label: t('plans.noMembership') },
              ...CHAMPION_MEMBERSHIP_IDS.map((id) => ({
                value: String(id),
                label: t('plans.champion', { id }),
              })),
            ]}
            value={form.membershipId}
            onChange={(event) => set('membershipId', event.target.value)}
            error={errorOf('membershipId')}
            disabled={!isNew}
            data-field="membershipId"
            data-testid="plan-membership"
          />
        </FormSection>

        <div className={styles.saveBar}>
          <p role="status" className={styles.saveStatus}>
            {dirty ? t('plans.unsaved') : null}
          </p>
          <ButtonLink to={listPath} variant="ghost">
            {t('plans.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('common.saving')}
            data-testid="plan-save"
          >
            {isNew ? t('plans.create') : t('plans.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
