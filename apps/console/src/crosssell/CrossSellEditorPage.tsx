import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  LANGUAGE_CODES,
  UPSELL_TYPES,
  type CrossSellOfferDraftProblem,
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
  crossSellFormProblems,
  emptyCrossSellForm,
  formOfOffer,
  inputOfForm,
  problemLanguage,
  problemsOfExtra,
  type CrossSellForm,
  type CrossSellFormText,
} from './crosssell-form';
import { crossSellBrandKey, crossSellKey } from './crosssell-keys';
import { BrandCrossSellOffers, CreateCrossSellOffer, CrossSellBrand, UpdateCrossSellOffer } from './queries';
import desk from '../ui/Desk.module.css';
import panels from '../ui/LanguagePanels.module.css';

type Part = keyof CrossSellFormText;

/** `/brands/:brandId/crosssell/new` and `/brands/:brandId/crosssell/:offerId`: one offer's form (brand.edit). */
export function CrossSellEditorPage() {
  const { t } = useTranslation();
  const { brandId = '', offerId } = useParams();
  const brand = useQuery({
    queryKey: crossSellBrandKey(brandId),
    queryFn: () => consoleRequest(CrossSellBrand, { id: brandId }),
  });
  const offers = useQuery({
    queryKey: crossSellKey(brandId),
    queryFn: () => consoleRequest(BrandCrossSellOffers, { brandId }),
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  const title = offerId ? t('crosssell.editTitle') : t('crosssell.newTitle');
  useDocumentTitle(title);
  const listPath = `/brands/${encodeURIComponent(brandId)}/crosssell`;
  const header = (
    <BrandPageHeader
      brandId={brandId}
      brandName={brandName}
      title={title}
      trail={[{ to: listPath, label: t('crosssell.title') }]}
    />
  );
  const failed = brand.isError ? brand : offers.isError ? offers : null;
  if (brand.isPending || offers.isPending)
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
  const list = offers.data?.crossSellOffers ?? [];
  const offer = offerId ? list.find((o) => o.id === offerId) : undefined;
  const freeTypes = UPSELL_TYPES.filter((type) => !list.some((o) => o.type === type));
  if (
    !brand.data?.brand ||
    (offerId !== undefined && !offer) ||
    (offerId === undefined && freeTypes.length === 0)
  )
    return (
      <>
        {header}
        <SectionState
          kind="empty"
          title={
            !brand.data?.brand
              ? t('brands.notFound')
              : offerId
                ? t('errors.crosssell_offer_not_found')
                : t('crosssell.allTypesOffered')
          }
          action={<ButtonLink to={listPath}>{t('crosssell.backToList')}</ButtonLink>}
          data-testid="not-found"
        />
      </>
    );
  return (
    <>
      {header}
      <OfferForm
        brandId={brandId}
        offerId={offer?.id ?? null}
        currency={offer?.currency ?? null}
        freeTypes={freeTypes}
        initial={offer ? formOfOffer(offer) : emptyCrossSellForm(freeTypes[0] ?? 'vpn')}
      />
    </>
  );
}

function OfferForm({
  brandId,
  offerId,
  currency,
  freeTypes,
  initial,
}: {
  brandId: string;
  offerId: string | null;
  currency: string | null;
  freeTypes: readonly string[];
  initial: CrossSellForm;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<CrossSellOfferDraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(LANGUAGE_CODES.filter((code) => initial.texts[code].title !== '')),
  );
  const errorOf = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`crosssell.problems.${problem.code}`) : null;
  };
  const listPath = `/brands/${encodeURIComponent(brandId)}/crosssell`;

  // A refused save opens the languages it names and focuses its first field.
  useEffect(() => {
    const first = problems[0];
    if (!first) return;
    const langs = problems.map(problemLanguage).filter((l): l is string => l !== null);
    setOpen((previous) => new Set([...previous, ...langs]));
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(first.field)}"]`)?.focus(),
    );
  }, [problems]);

  const save = useMutation({
    mutationFn: async () => {
      const input = inputOfForm(form);
      return offerId === null
        ? (await consoleRequest(CreateCrossSellOffer, { brandId, type: form.type, input }))
            .createCrossSellOffer
        : (await consoleRequest(UpdateCrossSellOffer, { id: offerId, input })).updateCrossSellOffer;
    },
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        setProblems(problemsOfExtra(answer.responseResult.extra));
        setFailure(errorText(t, answer.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: crossSellKey(brandId) });
      const name = t(`crosssell.types.${form.type === 'media' ? 'media' : 'vpn'}`);
      void navigate(listPath, {
        state: {
          outcome: offerId === null ? t('crosssell.created', { name }) : t('crosssell.saved', { name }),
        },
      });
    },
    onError: (error) => setFailure(errorText(t, errorCodeOfError(error))),
  });

  const setText = (code: LanguageCode, part: Part, value: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [code]: { ...f.texts[code], [part]: value } } }));

  return (
    <form
      ref={formRef}
      className={desk.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = crossSellFormProblems(form);
        setProblems(found);
        if (found.length > 0) {
          setFailure(t('crosssell.fixProblems'));
          return;
        }
        setFailure(null);
        save.mutate();
      }}
      data-testid="crosssell-form"
    >
      {failure ? (
        <Notice tone="danger" role="alert" data-testid="crosssell-failure">
          {failure}
        </Notice>
      ) : null}
      <div className={desk.grid}>
        {offerId === null ? (
          <SelectField
            label={t('crosssell.fields.type')}
            options={freeTypes.map((type) => ({
              value: type,
              label: t(`crosssell.types.${type === 'media' ? 'media' : 'vpn'}`),
            }))}
            value={form.type}
            onChange={(event) => setForm((f) => ({ ...f, type: event.target.value }))}
            error={errorOf('type')}
            data-field="type"
            data-testid="crosssell-type"
          />
        ) : (
          <TextField
            label={t('crosssell.fields.type')}
            hint={t('crosssell.fields.typeFixed')}
            value={t(`crosssell.types.${form.type === 'media' ? 'media' : 'vpn'}`)}
            readOnly
            data-testid="crosssell-type"
          />
        )}
        <TextField
          label={t('crosssell.fields.price')}
          hint={currency ? t('crosssell.fields.priceHintIn', { currency }) : t('crosssell.fields.priceHint')}
          value={form.price}
          onChange={(event) => setForm((f) => ({ ...f, price: event.target.value }))}
          error={errorOf('amountMinor')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          data-field="amountMinor"
          data-testid="crosssell-price"
        />
      </div>
      <p className="console-muted">{t('crosssell.textsIntro')}</p>
      {problems.some((p) => p.field === 'texts') ? (
        <p className={panels.fieldError} role="alert">
          {t(`crosssell.problems.${problems.find((p) => p.field === 'texts')!.code}`)}
        </p>
      ) : null}
      <div className={panels.languages}>
        {LANGUAGE_CODES.map((code) => (
          <LanguageFields
            key={code}
            code={code}
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
        <Button type="submit" loading={save.isPending} data-testid="crosssell-save">
          {offerId === null ? t('crosssell.create') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={listPath}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

function LanguageFields({
  code,
  open,
  onToggle,
  text,
  onChange,
  errorOf,
}: {
  code: LanguageCode;
  open: boolean;
  onToggle(open: boolean): void;
  text: CrossSellFormText;
  onChange(part: Part, value: string): void;
  errorOf(part: Part): string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = LANGUAGE_NAMES[code];
  const written =
    text.title.trim() !== '' && text.description.trim() !== '' && text.callToAction.trim() !== '';
  const descriptionError = errorOf('description');
  return (
    <details
      className={panels.language}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-testid={`crosssell-texts-${code}`}
    >
      <summary className={panels.summary}>
        <Icon name="chevron-down" size={16} className={panels.chevron} />
        <span lang={code} className={panels.languageName}>
          {language}
        </span>
        {written ? (
          <span className={panels.written}>
            <Icon name="check-circle" size={14} /> {t('crosssell.written')}
          </span>
        ) : (
          <span className="console-muted">{t('crosssell.standardTexts')}</span>
        )}
      </summary>
      <fieldset className={panels.fields}>
        <legend className="visually-hidden">{language}</legend>
        <TextField
          label={t('crosssell.titleIn', { language })}
          value={text.title}
          onChange={(event) => onChange('title', event.target.value)}
          error={errorOf('title')}
          lang={code}
          maxLength={80}
          data-field={`texts.${code}.title`}
          data-testid={`crosssell-title-${code}`}
        />
        <TextField
          label={t('crosssell.ctaIn', { language })}
          hint={t('crosssell.ctaHint', { token: '{{price}}' })}
          value={text.callToAction}
          onChange={(event) => onChange('callToAction', event.target.value)}
          error={errorOf('callToAction')}
          lang={code}
          maxLength={40}
          data-field={`texts.${code}.callToAction`}
          data-testid={`crosssell-cta-${code}`}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-description`}>
            {t('crosssell.descriptionIn', { language })}
          </label>
          <div className={fieldStyles.control}>
            <textarea
              id={`${id}-description`}
              className={`${fieldStyles.input} ${panels.textarea}`}
              value={text.description}
              onChange={(event) => onChange('description', event.target.value)}
              lang={code}
              rows={3}
              maxLength={400}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? `${id}-description-error` : undefined}
              data-field={`texts.${code}.description`}
              data-testid={`crosssell-description-${code}`}
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
