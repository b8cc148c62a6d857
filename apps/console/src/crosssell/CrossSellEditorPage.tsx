import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LANGUAGE_CODES, UPSELL_TYPES, type LanguageCode } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { EditorLoad } from '../ui/EditorLoad';
import { LanguagePanels, LanguagesError, LanguageTextArea, useOpenLanguages } from '../ui/LanguagePanels';
import { useBrandPage } from '../ui/useBrandPage';
import { useEditorForm } from '../ui/useEditorForm';
import {
  crossSellFormProblems,
  emptyCrossSellForm,
  formOfOffer,
  inputOfForm,
  problemsOfExtra,
  type CrossSellForm,
  type CrossSellFormText,
} from './crosssell-form';
import { crossSellBrandKey, crossSellKey } from './crosssell-keys';
import { BrandCrossSellOffers, CreateCrossSellOffer, CrossSellBrand, UpdateCrossSellOffer } from './queries';
import desk from '../ui/Desk.module.css';

type Part = keyof CrossSellFormText;

/** `/brands/:brandId/crosssell/new` and `/brands/:brandId/crosssell/:offerId`: one offer's form (brand.edit). */
export function CrossSellEditorPage() {
  const { t } = useTranslation();
  const { offerId } = useParams();
  const title = offerId ? t('crosssell.editTitle') : t('crosssell.newTitle');
  const page = useBrandPage({
    brandKey: crossSellBrandKey,
    document: CrossSellBrand,
    documentTitle: () => title,
  });
  const { brandId, brand } = page;
  const offers = useQuery({
    queryKey: crossSellKey(brandId),
    queryFn: () => consoleRequest(BrandCrossSellOffers, { brandId }),
  });
  const listPath = `/brands/${encodeURIComponent(brandId)}/crosssell`;
  const list = offers.data?.crossSellOffers ?? [];
  const offer = offerId ? list.find((o) => o.id === offerId) : undefined;
  const freeTypes = UPSELL_TYPES.filter((type) => !list.some((o) => o.type === type));
  return (
    <EditorLoad
      header={page.header({ title, trail: [{ to: listPath, label: t('crosssell.title') }] })}
      queries={[brand, offers]}
      missing={() =>
        !brand.data?.brand
          ? t('brands.notFound')
          : offerId !== undefined && !offer
            ? t('errors.crosssell_offer_not_found')
            : offerId === undefined && freeTypes.length === 0
              ? t('crosssell.allTypesOffered')
              : null
      }
      back={{ to: listPath, label: t('crosssell.backToList') }}
    >
      {() => (
        <OfferForm
          brandId={brandId}
          offerId={offer?.id ?? null}
          currency={offer?.currency ?? null}
          freeTypes={freeTypes}
          initial={offer ? formOfOffer(offer) : emptyCrossSellForm(freeTypes[0] ?? 'vpn')}
        />
      )}
    </EditorLoad>
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
  const listPath = `/brands/${encodeURIComponent(brandId)}/crosssell`;
  const { form, setForm, set, problems, failure, formRef, saving, errorOf, onSubmit } = useEditorForm({
    initial,
    check: crossSellFormProblems,
    save: async (f) => {
      const input = inputOfForm(f);
      return offerId === null
        ? (await consoleRequest(CreateCrossSellOffer, { brandId, type: f.type, input })).createCrossSellOffer
        : (await consoleRequest(UpdateCrossSellOffer, { id: offerId, input })).updateCrossSellOffer;
    },
    refused: problemsOfExtra,
    problemsKey: 'crosssell.problems',
    fixProblemsKey: 'crosssell.fixProblems',
    listKey: crossSellKey(brandId),
    listPath,
    outcome: (_answer, f) => {
      const name = t(`crosssell.types.${f.type === 'media' ? 'media' : 'vpn'}`);
      return offerId === null ? t('crosssell.created', { name }) : t('crosssell.saved', { name });
    },
  });
  const { open, toggle } = useOpenLanguages(
    () => LANGUAGE_CODES.filter((code) => initial.texts[code].title !== ''),
    problems,
  );

  const setText = (code: LanguageCode, part: Part, value: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [code]: { ...f.texts[code], [part]: value } } }));

  return (
    <form ref={formRef} className={desk.form} noValidate onSubmit={onSubmit} data-testid="crosssell-form">
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
            onChange={(event) => set('type', event.target.value)}
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
          onChange={(event) => set('price', event.target.value)}
          error={errorOf('amountMinor')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          data-field="amountMinor"
          data-testid="crosssell-price"
        />
      </div>
      <p className="console-muted">{t('crosssell.textsIntro')}</p>
      <LanguagesError text={errorOf('texts')} />
      <LanguagePanels
        languages={LANGUAGE_CODES}
        open={open}
        onToggle={toggle}
        testId={(code) => `crosssell-texts-${code}`}
        isWritten={(code) => {
          const text = form.texts[code];
          return (
            text.title.trim() !== '' && text.description.trim() !== '' && text.callToAction.trim() !== ''
          );
        }}
        writtenLabel={t('crosssell.written')}
        unwritten={<span className="console-muted">{t('crosssell.standardTexts')}</span>}
      >
        {(code, language) => (
          <>
            <TextField
              label={t('crosssell.titleIn', { language })}
              value={form.texts[code].title}
              onChange={(event) => setText(code, 'title', event.target.value)}
              error={errorOf(`texts.${code}.title`)}
              lang={code}
              maxLength={80}
              data-field={`texts.${code}.title`}
              data-testid={`crosssell-title-${code}`}
            />
            <TextField
              label={t('crosssell.ctaIn', { language })}
              hint={t('crosssell.ctaHint', { token: '{{price}}' })}
              value={form.texts[code].callToAction}
              onChange={(event) => setText(code, 'callToAction', event.target.value)}
              error={errorOf(`texts.${code}.callToAction`)}
              lang={code}
              maxLength={40}
              data-field={`texts.${code}.callToAction`}
              data-testid={`crosssell-cta-${code}`}
            />
            <LanguageTextArea
              code={code}
              label={t('crosssell.descriptionIn', { language })}
              value={form.texts[code].description}
              onChange={(value) => setText(code, 'description', value)}
              rows={3}
              maxLength={400}
              error={errorOf(`texts.${code}.description`)}
              field={`texts.${code}.description`}
              testId={`crosssell-description-${code}`}
            />
          </>
        )}
      </LanguagePanels>
      <div className={desk.actions}>
        <Button type="submit" loading={saving} data-testid="crosssell-save">
          {offerId === null ? t('crosssell.create') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={listPath}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
