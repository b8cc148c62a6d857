import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { asLanguageCode, DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { EditorLoad } from '../ui/EditorLoad';
import { defaultLanguageFirst } from '../ui/language-panels';
import { LanguagePanels, LanguagesError, LanguageTextArea, useOpenLanguages } from '../ui/LanguagePanels';
import { useBrandPage } from '../ui/useBrandPage';
import { useEditorForm } from '../ui/useEditorForm';
import {
  emptyImpactForm,
  formOfItem,
  impactFormProblems,
  inputOfForm,
  problemsOfExtra,
  type ImpactForm,
} from './impact-form';
import { impactBrandKey, impactsKey } from './impact-keys';
import { BrandImpactItems, CreateImpactItem, ImpactBrand, UpdateImpactItem } from './queries';
import desk from '../ui/Desk.module.css';

type Part = keyof ImpactForm['texts'][LanguageCode];

/** `/brands/:brandId/impacts/new` and `/brands/:brandId/impacts/:itemId`: one item's form (brand.edit). */
export function ImpactEditorPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const title = itemId ? t('impacts.editTitle') : t('impacts.newTitle');
  const page = useBrandPage({ brandKey: impactBrandKey, document: ImpactBrand, documentTitle: () => title });
  const { brandId, brand } = page;
  const items = useQuery({
    queryKey: impactsKey(brandId),
    queryFn: () => consoleRequest(BrandImpactItems, { brandId }),
  });
  const listPath = `/brands/${encodeURIComponent(brandId)}/impacts`;
  const item = itemId ? items.data?.impactItems.find((i) => i.id === itemId) : undefined;
  const categories = items.data?.impactCategories ?? [];
  return (
    <EditorLoad
      header={page.header({ title, trail: [{ to: listPath, label: t('impacts.title') }] })}
      queries={[brand, items]}
      missing={() =>
        !brand.data?.brand
          ? t('brands.notFound')
          : itemId !== undefined && !item
            ? t('errors.impact_not_found')
            : null
      }
      back={{ to: listPath, label: t('impacts.backToList') }}
    >
      {() => (
        <ItemForm
          brandId={brandId}
          itemId={item?.id ?? null}
          fundedQuantity={item?.fundedQuantity ?? 0}
          categories={categories}
          defaultLanguage={asLanguageCode(brand.data?.brand?.defaultLanguage) ?? DEFAULT_LANGUAGE}
          initial={item ? formOfItem(item) : emptyImpactForm(categories[0]?.id ?? '')}
        />
      )}
    </EditorLoad>
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
  const listPath = `/brands/${encodeURIComponent(brandId)}/impacts`;
  const { form, setForm, set, problems, failure, formRef, saving, errorOf, onSubmit } = useEditorForm({
    initial,
    check: (f) => impactFormProblems(f, defaultLanguage, fundedQuantity),
    save: async (f) => {
      const input = inputOfForm(f);
      return itemId === null
        ? (await consoleRequest(CreateImpactItem, { brandId, slug: f.slug.trim(), input })).createImpactItem
        : (await consoleRequest(UpdateImpactItem, { id: itemId, input })).updateImpactItem;
    },
    refused: problemsOfExtra,
    problemsKey: 'impacts.problems',
    fixProblemsKey: 'impacts.fixProblems',
    listKey: impactsKey(brandId),
    listPath,
    outcome: (answer) => {
      const name = answer.item?.texts[0]?.name ?? '';
      return itemId === null ? t('impacts.created', { name }) : t('impacts.saved', { name });
    },
    textsField: `texts.${defaultLanguage}.name`,
  });
  const languages = defaultLanguageFirst(LANGUAGE_CODES, defaultLanguage);
  const { open, toggle } = useOpenLanguages(
    () => languages.filter((code) => code === defaultLanguage || initial.texts[code].name !== ''),
    problems,
  );

  const setText = (code: LanguageCode, part: Part, value: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [code]: { ...f.texts[code], [part]: value } } }));

  return (
    <form ref={formRef} className={desk.form} noValidate onSubmit={onSubmit} data-testid="impact-form">
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
      <LanguagesError text={errorOf('texts')} />
      <LanguagePanels
        languages={languages}
        open={open}
        onToggle={toggle}
        testId={(code) => `impact-texts-${code}`}
        required={defaultLanguage}
        requiredLabel={t('impacts.requiredLanguage')}
        isWritten={(code) => {
          const text = form.texts[code];
          return text.name.trim() !== '' && text.description.trim() !== '' && text.unit.trim() !== '';
        }}
        writtenLabel={t('impacts.written')}
      >
        {(code, language) => (
          <>
            <TextField
              label={t('impacts.nameIn', { language })}
              value={form.texts[code].name}
              onChange={(event) => setText(code, 'name', event.target.value)}
              error={errorOf(`texts.${code}.name`)}
              required={code === defaultLanguage}
              lang={code}
              maxLength={80}
              data-field={`texts.${code}.name`}
              data-testid={`impact-name-${code}`}
            />
            <TextField
              label={t('impacts.unitIn', { language })}
              hint={t('impacts.unitHint')}
              value={form.texts[code].unit}
              onChange={(event) => setText(code, 'unit', event.target.value)}
              error={errorOf(`texts.${code}.unit`)}
              required={code === defaultLanguage}
              lang={code}
              maxLength={30}
              data-field={`texts.${code}.unit`}
              data-testid={`impact-unit-${code}`}
            />
            <LanguageTextArea
              code={code}
              label={t('impacts.descriptionIn', { language })}
              value={form.texts[code].description}
              onChange={(value) => setText(code, 'description', value)}
              rows={4}
              maxLength={1000}
              required={code === defaultLanguage}
              error={errorOf(`texts.${code}.description`)}
              field={`texts.${code}.description`}
              testId={`impact-description-${code}`}
            />
          </>
        )}
      </LanguagePanels>
      <div className={desk.actions}>
        <Button type="submit" loading={saving} data-testid="impact-save">
          {itemId === null ? t('impacts.create') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={`/brands/${encodeURIComponent(brandId)}/impacts`}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
