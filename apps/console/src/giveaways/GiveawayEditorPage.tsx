import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { FormSection } from '../brands/controls';
import { QueryState } from '../ui/QueryState';
import {
  FIXED_FIELDS,
  GIVEAWAY_CATEGORIES,
  emptyGiveawayForm,
  giveawayEditInputFromForm,
  giveawayFormOf,
  giveawayInputFromForm,
  problemText,
  refusalOf,
  type GiveawayCategory,
  type GiveawayForm,
  type GiveawayFormField,
} from './giveaway-form';
import { giveawayBrandKey, giveawayKey, giveawaysKey } from './giveaway-keys';
import { BrandGiveawayList, CreateGiveaway, GiveawayBrand, GiveawayDetail, UpdateGiveaway } from './queries';
import type { GiveawayDetailQuery } from '../gql/graphql';
import styles from './Giveaways.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';
import { GiveawayNotFound } from './GiveawayNotFound';

const FIELDS: readonly GiveawayFormField[] = [
  'name',
  'prize',
  'month',
  'months',
  'price',
  'entries',
  'multiplierPrice',
  'factor',
  'category',
  'physical',
  'memberOnly',
  'description',
  'image',
];

/** `/brands/:brandId/giveaways/new`: the fields of create-giveaway (giveaways.edit on the brand). */
export function GiveawayEditorPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const brand = useQuery({
    queryKey: giveawayBrandKey(brandId),
    queryFn: () => consoleRequest(GiveawayBrand, { id: brandId }),
  });
  const desk = useQuery({
    queryKey: giveawaysKey(brandId),
    queryFn: () => consoleRequest(BrandGiveawayList, { brandId }),
  });
  useDocumentTitle(t('giveaways.newTitle'));
  return (
    <>
      {/* While it loads or when it failed, the screen is still named (the editor brings its header). */}
      {desk.isSuccess ? null : <h1 className="console-page-title">{t('giveaways.newTitle')}</h1>}
      <QueryState query={desk}>
        {(data) =>
          data.giveaways ? (
            <GiveawayEditor
              brandId={brandId}
              brandName={brand.data?.brand?.name ?? brandId}
              currency={data.giveaways.currency}
              currentMonth={data.giveaways.currentMonth}
            />
          ) : (
            <BrandNotFound title={t('giveaways.newTitle')} />
          )
        }
      </QueryState>
    </>
  );
}

type EditedGiveaway = NonNullable<NonNullable<GiveawayDetailQuery['giveaways']>['one']>;

/**
 * `/brands/:brandId/giveaways/:giveawayId/edit`: the fields of update-giveaway (giveaways.edit). The
 * months and the category are shown but fixed (each month keeps its published draw commitment); a
 * field the server says is locked now (entries bought, a winner drawn) is disabled with its reason.
 */
export function GiveawayEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const giveawayId = params.giveawayId ?? '';
  const brand = useQuery({
    queryKey: giveawayBrandKey(brandId),
    queryFn: () => consoleRequest(GiveawayBrand, { id: brandId }),
  });
  const detail = useQuery({
    queryKey: giveawayKey(brandId, giveawayId),
    queryFn: () => consoleRequest(GiveawayDetail, { brandId, id: giveawayId }),
  });
  useDocumentTitle(t('giveaways.edit.title'));
  return (
    <>
      {/* While it loads or when it failed, the screen is still named (the editor brings its header). */}
      {detail.isSuccess ? null : <h1 className="console-page-title">{t('giveaways.edit.title')}</h1>}
      <QueryState query={detail}>
        {(data) =>
          data.giveaways?.one ? (
            <GiveawayEditor
              brandId={brandId}
              brandName={brand.data?.brand?.name ?? brandId}
              currency={data.giveaways.one.currency}
              currentMonth={data.giveaways.currentMonth}
              editing={{ giveaway: data.giveaways.one, decimals: data.giveaways.currencyDecimals }}
            />
          ) : (
            <GiveawayNotFound title={t('giveaways.edit.title')} brandId={brandId} />
          )
        }
      </QueryState>
    </>
  );
}

function GiveawayEditor({
  brandId,
  brandName,
  currency,
  currentMonth,
  editing = null,
}: {
  brandId: string;
  brandName: string;
  currency: string;
  currentMonth: string;
  /** The giveaway being changed (null: a new one) and its currency's decimals. */
  editing?: { giveaway: EditedGiveaway; decimals: number } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<GiveawayForm>(() =>
    editing ? giveawayFormOf(editing.giveaway, editing.decimals) : emptyGiveawayForm(currentMonth),
  );
  const lockOf = (field: GiveawayFormField): string | null => {
    if (!editing) return null;
    const lock = editing.giveaway.locks.find((l) => l.field === field)?.lock;
    return lock ?? ((FIXED_FIELDS as readonly string[]).includes(field) ? 'commitment_published' : null);
  };
  const lockHint = (field: GiveawayFormField, hint?: string) => {
    const lock = lockOf(field);
    return lock ? t(`giveaways.edit.locks.${lock}`) : hint;
  };
  const [fieldError, setFieldError] = useState<{ field: GiveawayFormField; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const listPath = `/brands/${encodeURIComponent(brandId)}/giveaways`;
  const giveawayPath = editing ? `${listPath}/${encodeURIComponent(editing.giveaway.id)}` : listPath;
  const promotional = form.category === 'promotional';
  const title = editing ? t('giveaways.edit.title') : t('giveaways.newTitle');

  const set = <K extends keyof GiveawayForm>(key: K, value: GiveawayForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const errorOf = (field: GiveawayFormField) => (fieldError?.field === field ? fieldError.text : null);

  function refuse(field: GiveawayFormField | null, text: string) {
    setFieldError(field ? { field, text } : null);
    setFormError(text);
    setErrorVersion((v) => v + 1);
  }

  // After a refused save, the field in error takes the focus (WCAG 3.3.1), else the form's error.
  useEffect(() => {
    if (errorVersion === 0) return;
    const field = fieldError?.field;
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`) : null;
    (target ?? formErrorRef.current)?.focus();
  }, [errorVersion, fieldError]);

  const save = useMutation({
    mutationFn: async () => {
      const checked = giveawayInputFromForm(form);
      if (!checked.ok) {
        refuse(checked.field, problemText(t, checked.problem));
        return null;
      }
      if (editing)
        return (
          await consoleRequest(UpdateGiveaway, {
            brandId,
            giveawayId: editing.giveaway.id,
            input: giveawayEditInputFromForm(checked.input),
          })
        ).updateGiveaway;
      return (await consoleRequest(CreateGiveaway, { brandId, input: checked.input })).createGiveaway;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (!answer.responseResult.succeeded || !answer.giveaway) {
        const refusal = refusalOf(t, answer.responseResult, FIELDS);
        refuse(refusal.field, refusal.text);
        return;
      }
      const created = answer.giveaway;
      if (editing) {
        void queryClient.invalidateQueries({ queryKey: giveawayKey(brandId, created.id) });
        void queryClient.invalidateQueries({ queryKey: giveawaysKey(brandId) });
        void navigate(giveawayPath, {
          state: { outcome: t('giveaways.edit.saved', { name: created.name, id: created.id }) },
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: giveawaysKey(brandId) });
      void navigate(`${listPath}/${encodeURIComponent(created.id)}`, {
        state: { outcome: t('giveaways.created', { name: created.name, id: created.id }) },
      });
    },
    onError: (error) => refuse(null, errorText(t, (error as { errorCode?: string }).errorCode)),
  });

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={title}
        trail={[
          { to: listPath, label: t('giveaways.listTitle') },
          ...(editing ? [{ to: giveawayPath, label: editing.giveaway.name }] : []),
        ]}
      />
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
        noValidate
        data-testid="giveaway-form"
      >
        <div ref={formErrorRef} tabIndex={-1}>
          <FormError message={formError} />
        </div>

        <FormSection id="giveaway-about" title={t('giveaways.sections.what')}>
          <TextField
            label={t('giveaways.name')}
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            error={errorOf('name')}
            maxLength={120}
            required
            autoComplete="off"
            data-field="name"
            data-testid="giveaway-name"
          />
          <TextField
            label={t('giveaways.prize')}
            hint={t('giveaways.prizeHint')}
            value={form.prize}
            onChange={(event) => set('prize', event.target.value)}
            error={errorOf('prize')}
            maxLength={500}
            required
            autoComplete="off"
            data-field="prize"
            data-testid="giveaway-prize"
          />
          <TextField
            label={t('giveaways.description')}
            hint={t('giveaways.descriptionHint')}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
            error={errorOf('description')}
            maxLength={2000}
            autoComplete="off"
            data-field="description"
            data-testid="giveaway-description"
          />
          <TextField
            label={t('giveaways.image')}
            hint={t('giveaways.imageHint')}
            value={form.image}
            onChange={(event) => set('image', event.target.value)}
            error={errorOf('image')}
            maxLength={300}
            autoComplete="off"
            spellCheck={false}
            data-field="image"
            data-testid="giveaway-image"
          />
          <SelectField
            label={t('giveaways.category')}
            hint={lockHint('category')}
            options={GIVEAWAY_CATEGORIES.map((category) => ({
              value: category,
              label: t(`giveaways.categories.${category}`),
            }))}
            value={form.category}
            onChange={(event) => set('category', event.target.value as GiveawayCategory)}
            error={errorOf('category')}
            disabled={lockOf('category') !== null}
            data-field="category"
            data-testid="giveaway-category"
          />
          <div className={styles.checks}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.physical}
                disabled={lockOf('physical') !== null}
                onChange={(event) => set('physical', event.target.checked)}
                data-field="physical"
                data-testid="giveaway-physical"
              />
              {t('giveaways.physical')}
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.memberOnly || !promotional}
                disabled={!promotional || lockOf('memberOnly') !== null}
                onChange={(event) => set('memberOnly', event.target.checked)}
                data-field="memberOnly"
                data-testid="giveaway-member-only"
              />
              {t('giveaways.memberOnly')}
            </label>
          </div>
          {(['physical', 'memberOnly'] as const).map((field) =>
            lockOf(field) ? (
              <p key={field} className="console-muted" data-testid={`giveaway-lock-${field}`}>
                {t(`giveaways.${field}`)}: {lockHint(field)}
              </p>
            ) : null,
          )}
        </FormSection>

        <FormSection
          id="giveaway-period"
          title={t('giveaways.sections.when')}
          description={t('giveaways.whenHelp')}
        >
          <div className={styles.twoColumns}>
            <TextField
              label={t('giveaways.firstMonth')}
              hint={lockHint('month', t('giveaways.monthHint', { example: form.month || currentMonth }))}
              type="month"
              value={form.month}
              onChange={(event) => set('month', event.target.value)}
              error={errorOf('month')}
              required
              disabled={lockOf('month') !== null}
              data-field="month"
              data-testid="giveaway-month"
            />
            <TextField
              label={t('giveaways.months')}
              hint={lockHint('months', t('giveaways.monthsHint'))}
              value={form.months}
              onChange={(event) => set('months', event.target.value)}
              error={errorOf('months')}
              inputMode="numeric"
              autoComplete="off"
              disabled={lockOf('months') !== null}
              data-field="months"
              data-testid="giveaway-months"
            />
          </div>
        </FormSection>

        {promotional ? (
          <FormSection
            id="giveaway-pricing"
            title={t('giveaways.sections.price')}
            description={t('giveaways.priceHelp', { currency })}
          >
            <div className={styles.twoColumns}>
              <TextField
                label={t('giveaways.priceIn', { currency })}
                hint={lockHint('price', t('giveaways.amountHint'))}
                value={form.price}
                onChange={(event) => set('price', event.target.value)}
                error={errorOf('price')}
                inputMode="decimal"
                autoComplete="off"
                disabled={lockOf('price') !== null}
                data-field="price"
                data-testid="giveaway-price"
              />
              <TextField
                label={t('giveaways.priceEntries')}
                hint={lockHint('entries')}
                value={form.entries}
                onChange={(event) => set('entries', event.target.value)}
                error={errorOf('entries')}
                inputMode="numeric"
                autoComplete="off"
                disabled={lockOf('entries') !== null}
                data-field="entries"
                data-testid="giveaway-entries"
              />
              <TextField
                label={t('giveaways.multiplierPriceIn', { currency })}
                hint={lockHint('multiplierPrice', t('giveaways.amountHint'))}
                value={form.multiplierPrice}
                onChange={(event) => set('multiplierPrice', event.target.value)}
                error={errorOf('multiplierPrice')}
                inputMode="decimal"
                autoComplete="off"
                disabled={lockOf('multiplierPrice') !== null}
                data-field="multiplierPrice"
                data-testid="giveaway-multiplier-price"
              />
              <TextField
                label={t('giveaways.factor')}
                hint={lockHint('factor', t('giveaways.factorHint'))}
                value={form.factor}
                onChange={(event) => set('factor', event.target.value)}
                error={errorOf('factor')}
                inputMode="numeric"
                autoComplete="off"
                disabled={lockOf('factor') !== null}
                data-field="factor"
                data-testid="giveaway-factor"
              />
            </div>
          </FormSection>
        ) : null}

        <div className={styles.saveBar}>
          <ButtonLink to={giveawayPath} variant="ghost">
            {t('giveaways.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('common.saving')}
            data-testid="giveaway-save"
          >
            {editing ? t('giveaways.edit.save') : t('giveaways.create')}
          </Button>
        </div>
      </form>
    </>
  );
}
