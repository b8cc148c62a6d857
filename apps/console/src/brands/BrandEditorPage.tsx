import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { LANGUAGE_CODES, LAYOUTS, MEDIA_TYPES, roleAllows, staffMay } from '@member-area/domain';
import { countryOptions } from '@web/app/countries';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Button, ButtonLink } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useFreshFactor } from '../auth/FreshFactor';
import type { ConsoleBrandFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { BRANDS_KEY } from './BrandsPage';
import { BrandPreview } from './BrandPreview';
import type { BrandInput } from '../gql/graphql';
import {
  brandFormFromBrand,
  brandInputFromForm,
  emptyBrandForm,
  menuOnlyInput,
  sameBrand,
  type BrandForm,
} from './brand-form';
import { colourProblems, controlProblems, problemsOf, type ControlProblem } from './brand-problems';
import { CheckboxList, ColourField, FormSection, TextListEditor } from './controls';
import { ErrorSummary, focusControl } from './ErrorSummary';
import { FeatureTagGroups } from './FeatureTagGroups';
import { unknownTagsOf } from './feature-tags';
import { LogoUpload, type LogoUrls } from './LogoUpload';
import { MenuEditor } from './MenuEditor';
import { currencyOptions } from './options';
import { BrandDetail, CreateBrand, UpdateBrand, brandKey } from './queries';
import { BrandSections } from './BrandSections';
import styles from './BrandEditorPage.module.css';

/** `/brands/new` (owners) and `/brands/:brandId`: one editor for both. */
export function BrandEditorPage() {
  const { t } = useTranslation();
  const { brandId } = useParams();
  const query = useQuery({
    queryKey: brandKey(brandId ?? ''),
    queryFn: () => consoleRequest(BrandDetail, { id: brandId ?? '' }),
    enabled: Boolean(brandId),
  });
  useDocumentTitle(brandId ? (query.data?.brand?.name ?? t('brands.editTitle')) : t('brands.newTitle'));
  if (!brandId) return <BrandEditor brand={null} />;
  return (
    <QueryState query={query}>
      {(data) =>
        data.brand ? (
          <BrandEditor key={data.brand.id} brand={data.brand} />
        ) : (
          <>
            <h1 className="console-page-title">{t('brands.editTitle')}</h1>
            <SectionState
              kind="empty"
              title={t('brands.notFound')}
              action={<ButtonLink to="/brands">{t('brands.backToList')}</ButtonLink>}
              data-testid="brand-not-found"
            />
          </>
        )
      }
    </QueryState>
  );
}

type Saved = {
  responseResult: { succeeded: boolean; errorCode?: string | null; extra?: unknown };
  brand?: ConsoleBrandFieldsFragment | null;
};

function BrandEditor({ brand }: { brand: ConsoleBrandFieldsFragment | null }) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withFreshFactor = useFreshFactor();
  const isNew = brand === null;
  const initial = useMemo(() => (brand ? brandFormFromBrand(brand) : emptyBrandForm()), [brand]);
  const [form, setForm] = useState<BrandForm>(initial);
  const [savedForm, setSavedForm] = useState<BrandForm>(initial);
  const [urls, setUrls] = useState<LogoUrls | null>(
    brand ? { logoUrl: brand.logoUrl, iconUrl: brand.iconUrl } : null,
  );
  const [problems, setProblems] = useState<ControlProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const location = useLocation();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const [savedMessage, setSavedMessage] = useState<string | null>(justCreated ? t('brands.created') : null);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const leavingSaved = useRef(false);

  const editable = isNew ? roleAllows(staff.role, 'brand.create') : staffMay(staff, 'brand.edit', brand.id);
  // A content editor (menu.edit without brand.edit) saves the menu alone (console-resolvers.ts).
  const menuOnly = !isNew && !editable && staffMay(staff, 'menu.edit', brand.id);
  const canSave = editable || menuOnly;
  const menuEditable = isNew ? editable : staffMay(staff, 'menu.edit', brand.id);
  const unknownTags = brand && editable ? unknownTagsOf(brand.tags) : [];
  const dirty = !sameBrand(form, savedForm);

  const change = (partial: Partial<BrandForm>) => {
    setForm((previous) => ({ ...previous, ...partial }));
    setSavedMessage(null);
  };
  const set = <K extends keyof BrandForm>(key: K, value: BrandForm[K]) => change({ [key]: value });
  const errorOf = (control: string) => {
    const problem = problems.find((candidate) => candidate.control === control);
    return problem ? errorText(t, problem.code) : null;
  };

  // After a refused save, the first control in error takes the focus (WCAG 3.3.1), else the
  // summary or the form's error.
  useEffect(() => {
    if (errorVersion === 0) return;
    const first = problems[0];
    if (first && formRef.current && focusControl(formRef.current, first.control)) return;
    (summaryRef.current ?? formErrorRef.current)?.focus();
    // Only a new refusal moves the focus, not an edit that changes the problems.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorVersion]);

  const showProblems = (refused: ControlProblem[], message: string | null) => {
    setProblems(refused);
    setFormError(refused.length > 0 ? null : message);
    setErrorVersion((v) => v + 1);
  };

  const inputOfForm = (): BrandInput =>
    menuOnly && brand ? menuOnlyInput(brand, form) : brandInputFromForm(form);

  const save = useMutation({
    mutationFn: async (input: BrandInput): Promise<Saved> => {
      if (isNew) {
        const id = form.id.trim();
        return withFreshFactor(
          async () => (await consoleRequest(CreateBrand, { id, input })).createBrand,
          (answer) => answer.responseResult,
        );
      }
      return withFreshFactor(
        async () => (await consoleRequest(UpdateBrand, { id: brand.id, input })).updateBrand,
        (answer) => answer.responseResult,
      );
    },
    onSuccess: (answer, input) => {
      const { responseResult } = answer;
      if (!responseResult.succeeded || !answer.brand) {
        const code = responseResult.errorCode ?? 'internal_error';
        const refused = controlProblems(problemsOf(responseResult.extra, code), form, input);
        showProblems(refused, errorText(t, code));
        return;
      }
      const next = brandFormFromBrand(answer.brand);
      setProblems([]);
      setFormError(null);
      void queryClient.invalidateQueries({ queryKey: BRANDS_KEY });
      queryClient.setQueryData(brandKey(answer.brand.id), { brand: answer.brand });
      if (isNew) {
        // The guard reads state from the last render, which still holds the unsaved form.
        leavingSaved.current = true;
        void navigate(`/brands/${encodeURIComponent(answer.brand.id)}`, {
          replace: true,
          state: { created: true },
        });
        return;
      }
      setForm(next);
      setSavedForm(next);
      setSavedMessage(t('brands.saved'));
      setPreviewVersion((v) => v + 1);
    },
    onError: (error) => {
      showProblems([], errorText(t, (error as { errorCode?: string }).errorCode));
    },
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingSaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const languageOptions = LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const currencies = useMemo(
    () => currencyOptions(i18n.language, form.currency),
    [i18n.language, form.currency],
  );
  const title = isNew ? t('brands.newTitle') : t('brands.editTitleOf', { name: brand.name });

  return (
    <>
      <div className="console-page-header">
        <div>
          <p className={styles.crumb}>
            <Link to="/brands">{t('brands.listTitle')}</Link>
          </p>
          <h1 className="console-page-title">{title}</h1>
        </div>
      </div>
      {!isNew ? <BrandSections brandId={brand.id} brandName={brand.name} /> : null}
      {!editable ? (
        <Notice tone="info" data-testid="brand-read-only">
          {menuOnly ? t('brands.menuOnly') : t('brands.readOnly')}
        </Notice>
      ) : null}
      {unknownTags.length > 0 ? (
        <Notice tone="warning" data-testid="brand-unknown-tags">
          {t('brands.unknownTags', { list: unknownTags.join(', ') })}
        </Notice>
      ) : null}
      <div className={styles.layout}>
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setSavedMessage(null);
            const input = inputOfForm();
            // The colours the server would refuse, refused here with its own rule before sending.
            const local = colourProblems(input).filter(
              (problem) => !menuOnly || problem.field.startsWith('menu.'),
            );
            if (local.length > 0) {
              showProblems(controlProblems(local, form, input), null);
              return;
            }
            save.mutate(input);
          }}
          noValidate
          data-testid="brand-form"
        >
          <ErrorSummary ref={summaryRef} problems={problems} form={form} formRef={formRef} />
          <div ref={formErrorRef} tabIndex={-1} className={styles.formError}>
            <FormError message={formError} />
          </div>
          <nav aria-label={t('brands.sectionsNav')} className={styles.sectionsNav}>
            <ul>
              {(['identity', 'look', 'features', 'menu', 'contact', 'money', 'giveaways'] as const).map(
                (section) => (
                  <li key={section}>
                    <a href={`#brand-${section}`}>{t(`brands.sections.${section}`)}</a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {/* Two fieldsets around the menu: a content editor edits the menu, the rest stays read-only. */}
          <fieldset className={styles.reset} disabled={!editable}>
            <FormSection id="brand-identity" title={t('brands.sections.identity')}>
              {isNew ? (
                <TextField
                  label={t('brands.id')}
                  hint={t('brands.idHint')}
                  value={form.id}
                  onChange={(event) => set('id', event.target.value)}
                  error={errorOf('id')}
                  data-field="id"
                  spellCheck={false}
                  autoCapitalize="off"
                  required
                  data-testid="brand-id"
                />
              ) : (
                <p>
                  <span className="console-muted">{t('brands.id')}: </span>
                  <code className="console-mono">{brand.id}</code>
                </p>
              )}
              <TextField
                label={t('brands.name')}
                value={form.name}
                onChange={(event) => set('name', event.target.value)}
                error={errorOf('name')}
                data-field="name"
                required
                data-testid="brand-name"
              />
              <TextListEditor
                legend={t('brands.hosts')}
                hint={t('brands.hostsHint')}
                itemLabel={(index) =>
                  index === 0 ? t('brands.primaryHost') : t('brands.hostN', { n: index + 1 })
                }
                addLabel={t('brands.addHost')}
                removeLabel={(index) => t('brands.removeHost', { n: index + 1 })}
                values={form.hosts}
                onChange={(hosts) => set('hosts', hosts)}
                error={errorOf('hosts')}
                rowError={(index) => errorOf(`hosts.${index}`)}
                field="hosts"
                inputProps={{ spellCheck: false, autoCapitalize: 'off', inputMode: 'url' }}
                data-testid="brand-hosts"
              />
              <SelectField
                label={t('brands.layout')}
                hint={t('brands.layoutHint')}
                options={LAYOUTS.map((layout) => ({ value: layout, label: t(`brands.layouts.${layout}`) }))}
                value={form.layout}
                onChange={(event) => set('layout', event.target.value)}
                error={errorOf('layout')}
                data-field="layout"
                data-testid="brand-layout"
              />
            </FormSection>

            <FormSection id="brand-look" title={t('brands.sections.look')}>
              <div className={styles.twoColumns}>
                <ColourField
                  label={t('brands.accentColor')}
                  hint={t('brands.accentColorHint')}
                  value={form.accentColor}
                  onChange={(value) => set('accentColor', value)}
                  kind="text"
                  error={errorOf('accentColor')}
                  field="accentColor"
                  data-testid="brand-accent"
                />
                <ColourField
                  label={t('brands.accentColorExact')}
                  hint={t('brands.accentColorExactHint')}
                  value={form.accentColorExact}
                  onChange={(value) => set('accentColorExact', value)}
                  kind="fill"
                  error={errorOf('accentColorExact')}
                  field="accentColorExact"
                  data-testid="brand-accent-exact"
                />
              </div>
              <LogoUpload brandId={brand?.id ?? null} urls={urls} onUploaded={setUrls} disabled={!editable} />
            </FormSection>

            <FormSection id="brand-features" title={t('brands.sections.features')}>
              <CheckboxList
                legend={t('brands.mediaTypes')}
                options={MEDIA_TYPES.map((type) => ({
                  value: type,
                  label: t(`brands.mediaTypeNames.${type}`),
                }))}
                checked={form.mediaTypes}
                onChange={(mediaTypes) => set('mediaTypes', mediaTypes)}
                error={errorOf('mediaTypes')}
                field="mediaTypes"
                columns
                data-testid="brand-media-types"
              />
              <FeatureTagGroups
                groups="features"
                form={form}
                onChange={change}
                errorOf={errorOf}
                data-testid="brand-feature-tags"
              />
            </FormSection>
          </fieldset>
          <FormSection
            id="brand-menu"
            title={t('brands.sections.menu')}
            description={t('brands.menu.description')}
          >
            <MenuEditor
              items={form.menu}
              onChange={(menu) => set('menu', menu)}
              disabled={!menuEditable}
              error={errorOf('menu')}
              errorOf={errorOf}
            />
          </FormSection>
          <fieldset className={styles.reset} disabled={!editable}>
            <FormSection id="brand-contact" title={t('brands.sections.contact')}>
              <div className={styles.twoColumns}>
                <TextField
                  label={t('brands.supportDomain')}
                  hint={t('brands.supportDomainHint')}
                  value={form.supportDomain}
                  onChange={(event) => set('supportDomain', event.target.value)}
                  error={errorOf('supportDomain')}
                  data-field="supportDomain"
                  spellCheck={false}
                  autoCapitalize="off"
                />
                <TextField
                  label={t('brands.supportEmail')}
                  type="email"
                  value={form.supportEmail}
                  onChange={(event) => set('supportEmail', event.target.value)}
                  error={errorOf('supportEmail')}
                  data-field="supportEmail"
                  spellCheck={false}
                  data-testid="brand-support-email"
                />
              </div>
              <TextListEditor
                legend={t('brands.phones')}
                itemLabel={(index) => t('brands.phoneN', { n: index + 1 })}
                addLabel={t('brands.addPhone')}
                removeLabel={(index) => t('brands.removePhone', { n: index + 1 })}
                values={form.phones}
                onChange={(phones) => set('phones', phones)}
                error={errorOf('phones')}
                rowError={(index) => errorOf(`phones.${index}`)}
                field="phones"
                inputProps={{ type: 'tel', autoComplete: 'off' }}
              />
              <TextField
                label={t('brands.companyName')}
                value={form.companyName}
                onChange={(event) => set('companyName', event.target.value)}
                error={errorOf('companyName')}
                data-field="companyName"
              />
              <fieldset className={styles.reset}>
                <legend className={styles.legend}>{t('brands.address')}</legend>
                <div className={styles.twoColumns}>
                  <TextField
                    className={styles.wide}
                    label={t('brands.street')}
                    value={form.address.address}
                    onChange={(event) => set('address', { ...form.address, address: event.target.value })}
                    error={errorOf('address.address')}
                    data-field="address.address"
                  />
                  <TextField
                    label={t('brands.city')}
                    value={form.address.city}
                    onChange={(event) => set('address', { ...form.address, city: event.target.value })}
                    error={errorOf('address.city')}
                    data-field="address.city"
                  />
                  <TextField
                    label={t('brands.state')}
                    value={form.address.state}
                    onChange={(event) => set('address', { ...form.address, state: event.target.value })}
                    error={errorOf('address.state')}
                    data-field="address.state"
                  />
                  <TextField
                    label={t('brands.zip')}
                    value={form.address.zip}
                    onChange={(event) => set('address', { ...form.address, zip: event.target.value })}
                    error={errorOf('address.zip')}
                    data-field="address.zip"
                  />
                  <SelectField
                    label={t('brands.country')}
                    options={countries}
                    value={form.address.countryCode}
                    onChange={(event) => set('address', { ...form.address, countryCode: event.target.value })}
                    error={errorOf('address.countryCode')}
                    data-field="address.countryCode"
                  />
                </div>
              </fieldset>
              <TextField
                label={t('brands.cookiePolicyUrl')}
                type="url"
                value={form.cookiePolicyUrl}
                onChange={(event) => set('cookiePolicyUrl', event.target.value)}
                error={errorOf('cookiePolicyUrl')}
                data-field="cookiePolicyUrl"
                spellCheck={false}
                placeholder="https://"
              />
            </FormSection>

            <FormSection id="brand-money" title={t('brands.sections.money')}>
              <div className={styles.twoColumns}>
                <SelectField
                  label={t('brands.currency')}
                  options={currencies}
                  value={form.currency}
                  onChange={(event) => set('currency', event.target.value)}
                  error={errorOf('currency')}
                  data-field="currency"
                  data-testid="brand-currency"
                />
                <SelectField
                  label={t('brands.defaultLanguage')}
                  options={languageOptions}
                  value={form.defaultLanguage}
                  onChange={(event) => set('defaultLanguage', event.target.value)}
                  error={errorOf('defaultLanguage')}
                  data-field="defaultLanguage"
                />
              </div>
              <CheckboxList
                legend={t('brands.languages')}
                options={languageOptions}
                checked={form.languages}
                onChange={(languages) => set('languages', languages)}
                error={errorOf('languages')}
                field="languages"
                columns
                data-testid="brand-languages"
              />
            </FormSection>

            <FormSection id="brand-giveaways" title={t('brands.sections.giveaways')}>
              <label className="console-check">
                <input
                  type="checkbox"
                  checked={form.sweepsForAll}
                  onChange={(event) => set('sweepsForAll', event.target.checked)}
                  aria-describedby="sweeps-for-all-help"
                  data-field="sweepsForAll"
                  data-testid="brand-sweeps-for-all"
                />
                <span className={styles.checkText}>
                  <span>{t('brands.sweepsForAll')}</span>
                  <span id="sweeps-for-all-help" className="console-muted">
                    {t('brands.sweepsForAllHelp')}
                  </span>
                </span>
              </label>
              <FeatureTagGroups groups="giveaways" form={form} onChange={change} errorOf={errorOf} />
              <BlockedCountries
                countries={countries}
                value={form.blockedCountries}
                onChange={(blockedCountries) => set('blockedCountries', blockedCountries)}
                error={errorOf('blockedCountries')}
              />
            </FormSection>
          </fieldset>
          {canSave ? (
            <div className={styles.saveBar}>
              <p role="status" className={styles.saveStatus} data-testid="brand-save-status">
                {savedMessage ? (
                  <>
                    <Icon name="check-circle" size={18} /> {savedMessage}
                  </>
                ) : dirty ? (
                  t('brands.unsaved')
                ) : null}
              </p>
              <Button
                type="submit"
                loading={save.isPending}
                loadingLabel={t('common.saving')}
                data-testid="brand-save"
              >
                {isNew ? t('brands.create') : t('brands.save')}
              </Button>
            </div>
          ) : null}
        </form>
        <div className={styles.side}>
          {/* A host serves a brand once saved: a new one has no page of its own to show yet. */}
          <BrandPreview host={brand?.hosts[0] ?? null} version={previewVersion} />
        </div>
      </div>
      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
        title={t('brands.leaveTitle')}
        description={t('brands.leaveBody')}
        closeLabel={t('common.close')}
        data-testid="unsaved-changes"
        footer={
          <>
            <Button variant="ghost" onClick={() => blocker.reset?.()}>
              {t('brands.stay')}
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
              {t('brands.leave')}
            </Button>
          </>
        }
      />
    </>
  );
}

/** Countries where entering a giveaway is refused: a native multiple select, with the picks listed. */
function BlockedCountries({
  countries,
  value,
  onChange,
  error,
}: {
  countries: { value: string; label: string }[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  // SPEC.md 6 names UK beside GB; it is no ISO code, but a saved brand may hold it.
  const options = [
    ...countries,
    ...value
      .filter((code) => !countries.some((country) => country.value === code))
      .map((code) => ({ value: code, label: code })),
  ];
  const nameOf = (code: string) => options.find((option) => option.value === code)?.label ?? code;
  return (
    <div className={styles.blocked}>
      <label htmlFor="blocked-countries" className={styles.legend}>
        {t('brands.blockedCountries')}
      </label>
      <p id="blocked-countries-hint" className="console-muted">
        {t('brands.blockedCountriesHint')}
      </p>
      <select
        id="blocked-countries"
        multiple
        size={8}
        className={styles.multi}
        value={[...value]}
        aria-describedby={`blocked-countries-hint blocked-countries-picked${error ? ' blocked-countries-error' : ''}`}
        aria-invalid={error ? true : undefined}
        data-field="blockedCountries"
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
        data-testid="brand-blocked-countries"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({option.value})
          </option>
        ))}
      </select>
      <p id="blocked-countries-picked" className={styles.picked}>
        {value.length === 0
          ? t('brands.noBlockedCountries')
          : t('brands.blockedList', { list: value.map(nameOf).join(', ') })}
      </p>
      {error ? (
        <p id="blocked-countries-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
