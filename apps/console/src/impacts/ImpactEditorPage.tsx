import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  asLanguageCode,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type ImpactItemDraftProblem,
  type LanguageCode,
} from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import { SelectField } from '@web/ui/SelectField';
import fieldStyles from '@web/ui/Field.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import {
  emptyImpactForm,
  formOfItem,
  impactFormProblems,
  inputOfForm,
  problemLanguage,
  problemsOfExtra,
  type ImpactForm,
} from './impact-form';
import { impactBrandKey, impactsKey } from './impact-keys';
import { BrandImpactItems, CreateImpactItem, ImpactBrand, UpdateImpactItem } from './queries';
import desk from '../ui/Desk.module.css';
import panels from '../ui/LanguagePanels.module.css';

/** `/brands/:brandId/impacts/new` and `/brands/:brandId/impacts/:itemId`: one item's form (brand.edit). */
export function ImpactEditorPage() {
  const { t } = useTranslation();
  const { brandId = '', itemId } = useParams();
  const brand = useQuery({
    queryKey: impactBrandKey(brandId),
    queryFn: () => consoleRequest(ImpactBrand, { id: brandId }),
  });
  const items = useQuery({
    queryKey: impactsKey(brandId),
    queryFn: () => consoleRequest(BrandImpactItems, { brandId }),
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  const title = itemId ? t('impacts.editTitle') : t('impacts.newTitle');
  useDocumentTitle(title);
  const header = (
    <BrandPageHeader
      brandId={brandId}
      brandName={brandName}
      title={title}
      trail={[{ to: `/brands/${encodeURIComponent(brandId)}/impacts`, label: t('impacts.title') }]}
    />
  );
  const failed = brand.isError ? brand : items.isError ? items : null;
  if (brand.isPending || items.isPending)
    return (
      <>
        {header}
        <SectionState kind="loading" title={t('common.loading')} />
      </>
    );
  if (failed)
    return (
      <>
        {header}
        <SectionState
          kind="error"
          title={t('common.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void failed.refetch()} data-testid="retry">
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(t, errorCodeOfError(failed.error))}
        </SectionState>
      </>
    );
  const item = itemId ? items.data?.impactItems.find((i) => i.id === itemId) : undefined;
  const categories = items.data?.impactCategories ?? [];
  if (!brand.data?.brand || (itemId !== undefined && !item))
    return (
      <>
        {header}
        <SectionState
          kind="empty"
          title={brand.data?.brand ? t('errors.impact_not_found') : t('brands.notFound')}
          action={
            <ButtonLink to={`/brands/${encodeURIComponent(brandId)}/impacts`}>
              {t('impacts.backToList')}
            </ButtonLink>
          }
          data-testid="not-found"
        />
      </>
    );
  return (
    <>
      {header}
      <ItemForm
        brandId={brandId}
        itemId={item?.id ?? null}
        fundedQuantity={item?.fundedQuantity ?? 0}
        categories={categories}
        defaultLanguage={asLanguageCode(brand.data.brand.defaultLanguage) ?? DEFAULT_LANGUAGE}
        initial={item ? formOfItem(item) : emptyImpactForm(categories[0]?.id ?? '')}
      />
    </>
  );
}

function ItemForm({
  brandId,
  itemId,
  fundedQuantity,
  categories,
  defaultLanguage,
  initial,
}: {
  brandId: string;
  itemId: string | null;
  fundedQuantity: number;
  categories: readonly { id: string; name: string }[];
  defaultLanguage: LanguageCode;
  initial: ImpactForm;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<ImpactItemDraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const languages = [defaultLanguage, ...LANGUAGE_CODES.filter((code) => code !== defaultLanguage)];
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(languages.filter((code) => code === defaultLanguage || initial.texts[code].name !== '')),
  );
  const set = <K extends keyof ImpactForm>(key: K, value: ImpactForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`impacts.problems.${problem.code}`) : null;
  };

  // A refused save opens the languages it names and focuses its first field.
  useEffect(() => {
    const first = problems[0];
    if (!first) return;
    const langs = problems.map(problemLanguage).filter((l): l is string => l !== null);
    setOpen((previous) => new Set([...previous, ...langs]));
    const field = first.field === 'texts' ? `texts.${defaultLanguage}.name` : first.field;
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)?.focus(),
    );
  }, [problems, defaultLanguage]);

  const save = useMutation({
    mutationFn: async () => {
      const input = inputOfForm(form);
      return itemId === null
        ? (await consoleRequest(CreateImpactItem, { brandId, slug: form.slug.trim(), input }))
            .createImpactItem
        : (await consoleRequest(UpdateImpactItem, { id: itemId, input })).updateImpactItem;
    },
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        setProblems(problemsOfExtra(answer.responseResult.extra));
        setFailure(errorText(t, answer.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: impactsKey(brandId) });
      const name = answer.item?.texts[0]?.name ?? '';
      void navigate(`/brands/${encodeURIComponent(brandId)}/impacts`, {
        state: { outcome: itemId === null ? t('impacts.created', { name }) : t('impacts.saved', { name }) },
      });
    },
    onError: (error) => setFailure(errorText(t, errorCodeOfError(error))),
  });

  const setText = (code: LanguageCode, part: 'name' | 'description' | 'unit', value: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [code]: { ...f.texts[code], [part]: value } } }));

  return (
    <form
      ref={formRef}
      className={desk.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = impactFormProblems(form, defaultLanguage, fundedQuantity);
        setProblems(found);
        if (found.length > 0) {
          setFailure(t('impacts.fixProblems'));
          return;
        }
        setFailure(null);
        save.mutate();
      }}
      data-testid="impact-form"
    >
      {failure ? (
        <Notice tone="danger" role="alert" data-testid="impact-failure">
          {failure}
        </Notice>
      ) : null}
      <div className={desk.grid}>
        <TextField
          label={t('impacts.fields.slug')}
          hint={itemId === null ? t('impacts.fields.slugHint') : t('impacts.fields.slugFixed')}
          value={form.slug}
          onChange={(event) => set('slug', event.target.value)}
          readOnly={itemId !== null}
          error={errorOf('slug')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={60}
          data-field="slug"
          data-testid="impact-slug"
        />
        <SelectField
          label={t('impacts.fields.category')}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          value={form.categoryId}
          onChange={(event) => set('categoryId', event.target.value)}
          error={errorOf('categoryId')}
          data-field="categoryId"
          data-testid="impact-category"
        />
        <TextField
          label={t('impacts.fields.price')}
          hint={t('impacts.fields.priceHint')}
          value={form.pricePerUnit}
          onChange={(event) => set('pricePerUnit', event.target.value)}
          error={errorOf('pricePerUnit')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          data-field="pricePerUnit"
          data-testid="impact-price"
        />
        <TextField
          label={t('impacts.fields.target')}
          hint={
            fundedQuantity > 0
              ? t('impacts.fields.targetFunded', { funded: fundedQuantity })
              : t('impacts.fields.targetHint')
          }
          value={form.targetQuantity}
          onChange={(event) => set('targetQuantity', event.target.value)}
          error={errorOf('targetQuantity')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          data-field="targetQuantity"
          data-testid="impact-target"
        />
        <TextField
          label={t('impacts.fields.memberTarget')}
          hint={t('impacts.fields.memberTargetHint')}
          value={form.memberTarget}
          onChange={(event) => set('memberTarget', event.target.value)}
          error={errorOf('memberTarget')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          data-field="memberTarget"
          data-testid="impact-member-target"
        />
      </div>
      {problems.some((p) => p.field === 'texts') ? (
        <p className={panels.fieldError} role="alert">
          {t(`impacts.problems.${problems.find((p) => p.field === 'texts')!.code}`)}
        </p>
      ) : null}
      <div className={panels.languages}>
        {languages.map((code) => (
          <LanguageFields
            key={code}
            code={code}
            required={code === defaultLanguage}
            open={open.has(code)}
            onToggle={(isOpen) =>
              setOpen((previous) => {
                const next = new Set(previous);
                if (isOpen) next.add(code);
                else next.delete(code);
                return next;
              })
            }
            text={form.texts[code]}
            onChange={(part, value) => setText(code, part, value)}
            errorOf={(part) => errorOf(`texts.${code}.${part}`)}
          />
        ))}
      </div>
      <div className={desk.actions}>
        <Button type="submit" loading={save.isPending} data-testid="impact-save">
          {itemId === null ? t('impacts.create') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={`/brands/${encodeURIComponent(brandId)}/impacts`}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

function LanguageFields({
  code,
  required,
  open,
  onToggle,
  text,
  onChange,
  errorOf,
}: {
  code: LanguageCode;
  required: boolean;
  open: boolean;
  onToggle(open: boolean): void;
  text: { name: string; description: string; unit: string };
  onChange(part: 'name' | 'description' | 'unit', value: string): void;
  errorOf(part: 'name' | 'description' | 'unit'): string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = LANGUAGE_NAMES[code];
  const written = text.name.trim() !== '' && text.description.trim() !== '' && text.unit.trim() !== '';
  const descriptionError = errorOf('description');
  return (
    <details
      className={panels.language}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-testid={`impact-texts-${code}`}
    >
      <summary className={panels.summary}>
        <Icon name="chevron-down" size={16} className={panels.chevron} />
        <span lang={code} className={panels.languageName}>
          {language}
        </span>
        {required ? <span className={panels.badge}>{t('impacts.requiredLanguage')}</span> : null}
        {written ? (
          <span className={panels.written}>
            <Icon name="check-circle" size={14} /> {t('impacts.written')}
          </span>
        ) : null}
      </summary>
      <fieldset className={panels.fields}>
        <legend className="visually-hidden">{language}</legend>
        <TextField
          label={t('impacts.nameIn', { language })}
          value={text.name}
          onChange={(event) => onChange('name', event.target.value)}
          error={errorOf('name')}
          required={required}
          lang={code}
          maxLength={80}
          data-field={`texts.${code}.name`}
          data-testid={`impact-name-${code}`}
        />
        <TextField
          label={t('impacts.unitIn', { language })}
          hint={t('impacts.unitHint')}
          value={text.unit}
          onChange={(event) => onChange('unit', event.target.value)}
          error={errorOf('unit')}
          required={required}
          lang={code}
          maxLength={30}
          data-field={`texts.${code}.unit`}
          data-testid={`impact-unit-${code}`}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-description`}>
            {t('impacts.descriptionIn', { language })}
          </label>
          <div className={fieldStyles.control}>
            <textarea
              id={`${id}-description`}
              className={`${fieldStyles.input} ${panels.textarea}`}
              value={text.description}
              onChange={(event) => onChange('description', event.target.value)}
              lang={code}
              rows={4}
              maxLength={1000}
              required={required}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? `${id}-description-error` : undefined}
              data-field={`texts.${code}.description`}
              data-testid={`impact-description-${code}`}
            />
          </div>
          {descriptionError ? (
            <p id={`${id}-description-error`} className={panels.fieldError}>
              {descriptionError}
            </p>
          ) : null}
        </div>
      </fieldset>
    </details>
  );
}
