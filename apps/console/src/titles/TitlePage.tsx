import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  TITLE_CREDITS_MAX,
  TITLE_DESCRIPTION_MAX_LENGTH,
  TITLE_TEXT_MAX_LENGTH,
  type TitleProblem,
} from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { SelectField } from '@web/ui/SelectField';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { focusControl } from '../brands/ErrorSummary';
import summaryStyles from '../brands/ErrorSummary.module.css';
import { CheckboxList, FormSection } from '../brands/controls';
import type { TitleDetailQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ListingBadge } from './TitlesPage';
import { BrandTitles, MergeTitles, SetTitleHidden, TitleBrand, TitleDetail, UpdateTitle } from './queries';
import {
  controlOfProblem,
  formOf,
  inputOf,
  languageOfProblem,
  problemsOfExtra,
  titleFormProblems,
  type TitleForm,
} from './title-form';
import { titleBrandKey, titleKey, titlesKey } from './title-keys';
import styles from './Titles.module.css';

type Detail = NonNullable<TitleDetailQuery['title']>;
type Outcome = { tone: 'success' | 'danger'; text: string };

/** `/brands/:brandId/titles/:titleId` (catalogue.edit): edit, hide or show, and merge a duplicate into it. */
export function TitlePage() {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const id = params.titleId ?? '';
  const brand = useQuery({
    queryKey: titleBrandKey(brandId),
    queryFn: () => consoleRequest(TitleBrand, { id: brandId }),
  });
  const detail = useQuery({
    queryKey: titleKey(brandId, id),
    queryFn: () => consoleRequest(TitleDetail, { brandId, id }),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const brandName = brand.data?.brand?.name ?? brandId;
  const title = detail.data?.title;
  useDocumentTitle(title ? title.title.title : t('titles.listTitle'));
  const listPath = `/brands/${encodeURIComponent(brandId)}/titles`;
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={title ? title.title.title : t('titles.listTitle')}
        trail={[{ to: listPath, label: t('titles.listTitle') }]}
        actions={title ? <HideButton brandId={brandId} detail={title} onOutcome={setOutcome} /> : undefined}
      />
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="title-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState query={detail} isEmpty={(data) => !data.title} empty={{ title: t('titles.notFound') }}>
        {(data) =>
          data.title ? (
            <>
              <p className={styles.actions}>
                <ListingBadge reason={data.title.title.hiddenReason} />
                {data.title.title.shared ? (
                  <span className={styles.muted}>{t('titles.sharedHint')}</span>
                ) : null}
              </p>
              <TitleEditor
                key={`${data.title.title.id}:${data.title.editedAt ?? ''}`}
                brandId={brandId}
                detail={data.title}
                onOutcome={setOutcome}
              />
              {data.title.title.hiddenReason !== 'merged' ? (
                <div className={styles.form}>
                  <MergeSection brandId={brandId} detail={data.title} onOutcome={setOutcome} />
                </div>
              ) : null}
            </>
          ) : null
        }
      </QueryState>
    </>
  );
}

function useRefresh(brandId: string, id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: titlesKey(brandId) });
    void queryClient.invalidateQueries({ queryKey: titleKey(brandId, id) });
  };
}

function HideButton({
  brandId,
  detail,
  onOutcome,
}: {
  brandId: string;
  detail: Detail;
  onOutcome(o: Outcome): void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(brandId, detail.title.id);
  const reason = detail.title.hiddenReason;
  const hide = reason == null;
  const act = useMutation({
    mutationFn: async () =>
      (await consoleRequest(SetTitleHidden, { brandId, id: detail.title.id, hidden: hide })).setTitleHidden,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({ tone: 'success', text: hide ? t('titles.hiddenOutcome') : t('titles.shownOutcome') });
      refresh();
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: errorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  if (reason === 'merged') return null;
  return (
    <Button
      variant={hide ? 'secondary' : 'primary'}
      icon={<Icon name={hide ? 'eye-off' : 'eye'} size={18} />}
      loading={act.isPending}
      loadingLabel={t('common.saving')}
      onClick={() => act.mutate()}
      data-testid={hide ? 'title-hide' : 'title-show'}
    >
      {hide ? t('titles.hide') : t('titles.show')}
    </Button>
  );
}

/** The sentence of a problem's field: the language's name for texts, the control's label otherwise. */
function problemLabel(t: ReturnType<typeof useTranslation>['t'], field: string): string {
  const [head, part, leaf] = field.split('.');
  if (head === 'texts')
    return `${t(`titles.languages.${part}`, { defaultValue: part })} › ${leaf === 'description' ? t('titles.description') : t('titles.name')}`;
  if (head === 'credits')
    return part === undefined
      ? t('titles.credits')
      : `${t('titles.creditN', { n: Number(part) + 1 })} › ${leaf === 'role' ? t('titles.role') : t('titles.personName')}`;
  if (head === 'genreIds') return t('titles.genres');
  if (head === 'restrictedCountries') return t('titles.countries');
  if (head === 'releaseDate') return t('titles.releaseDate');
  return field;
}

function TitleEditor({
  brandId,
  detail,
  onOutcome,
}: {
  brandId: string;
  detail: Detail;
  onOutcome(o: Outcome | null): void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(brandId, detail.title.id);
  const [form, setForm] = useState<TitleForm>(() => formOf(detail));
  const [lang, setLang] = useState<string>(DEFAULT_LANGUAGE);
  const [problems, setProblems] = useState<readonly TitleProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idBase = useId();
  const merged = detail.title.hiddenReason === 'merged';

  useEffect(() => {
    if (errorVersion > 0) summaryRef.current?.focus();
  }, [errorVersion]);

  const refuse = (next: readonly TitleProblem[], general: string | null) => {
    // A notice of an earlier save would contradict the summary.
    onOutcome(null);
    setProblems(next);
    setFormError(general);
    setErrorVersion((v) => v + 1);
  };
  const errorOf = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? errorText(t, p.code) : null;
  };
  const errorUnder = (prefix: string) => {
    const p = problems.find((x) => x.field === prefix || x.field.startsWith(`${prefix}.`));
    return p ? errorText(t, p.code) : null;
  };
  const text = form.texts.find((x) => x.lang === lang) ?? { lang, title: '', description: '' };
  const setText = (part: 'title' | 'description', value: string) =>
    setForm((f) => ({ ...f, texts: f.texts.map((x) => (x.lang === lang ? { ...x, [part]: value } : x)) }));

  const save = useMutation({
    mutationFn: async () => {
      const found = titleFormProblems(form, detail);
      if (found.length > 0) {
        refuse(found, null);
        return null;
      }
      return (await consoleRequest(UpdateTitle, { brandId, id: detail.title.id, input: inputOf(form) }))
        .updateTitle;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (!answer.responseResult.succeeded) {
        const fromServer = problemsOfExtra(answer.responseResult.extra);
        refuse(fromServer, fromServer.length > 0 ? null : errorText(t, answer.responseResult.errorCode));
        return;
      }
      setProblems([]);
      setFormError(null);
      onOutcome({ tone: 'success', text: t('titles.savedOutcome', { name: answer.title?.title ?? '' }) });
      refresh();
    },
    onError: (error) => refuse([], errorText(t, (error as { errorCode?: string }).errorCode)),
  });

  const textsError = (l: string) => problems.some((p) => languageOfProblem(p.field) === l);
  const hasErrors = problems.length > 0 || formError !== null;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      data-testid="title-form"
    >
      {hasErrors ? (
        <div
          ref={summaryRef}
          className={summaryStyles.summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby="title-error-summary-title"
          data-testid="title-error-summary"
        >
          <h2 id="title-error-summary-title" className={summaryStyles.title}>
            {t('titles.errorSummary')}
          </h2>
          <ul className={summaryStyles.list}>
            {formError ? <li>{formError}</li> : null}
            {problems.map((problem) => (
              <li key={problem.field}>
                <a
                  href="#title-texts"
                  onClick={(event) => {
                    const l = languageOfProblem(problem.field);
                    if (l) setLang(l);
                    // The tab's fields render on the next frame.
                    requestAnimationFrame(() => {
                      if (formRef.current) focusControl(formRef.current, controlOfProblem(problem.field));
                    });
                    event.preventDefault();
                  }}
                >
                  {problemLabel(t, problem.field)}: {errorText(t, problem.code)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset disabled={merged} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 24 }}>
        <FormSection id="title-texts" title={t('titles.sections.texts')} description={t('titles.textsHint')}>
          <div className={styles.langs} role="tablist" aria-label={t('titles.language')}>
            {form.texts.map((x) => (
              <button
                key={x.lang}
                type="button"
                role="tab"
                className={styles.lang}
                aria-selected={x.lang === lang}
                aria-controls={`${idBase}-panel`}
                data-invalid={textsError(x.lang) || undefined}
                onClick={() => setLang(x.lang)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const i = form.texts.findIndex((y) => y.lang === lang);
                  const next =
                    form.texts[
                      (i + (event.key === 'ArrowRight' ? 1 : form.texts.length - 1)) % form.texts.length
                    ];
                  if (next) {
                    setLang(next.lang);
                    const buttons =
                      event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
                    buttons?.[form.texts.indexOf(next)]?.focus();
                  }
                }}
                tabIndex={x.lang === lang ? 0 : -1}
                data-testid={`title-lang-${x.lang}`}
              >
                {t(`titles.languages.${x.lang}`, { defaultValue: x.lang })}
                {x.lang === DEFAULT_LANGUAGE ? ` (${t('titles.default')})` : ''}
              </button>
            ))}
          </div>
          <div id={`${idBase}-panel`} role="tabpanel">
            <TextField
              label={t('titles.name')}
              hint={lang === DEFAULT_LANGUAGE ? t('titles.nameHintDefault') : t('titles.nameHint')}
              value={text.title}
              onChange={(event) => setText('title', event.target.value)}
              error={errorOf(`texts.${lang}.title`)}
              maxLength={TITLE_TEXT_MAX_LENGTH + 50}
              required={lang === DEFAULT_LANGUAGE}
              lang={lang}
              autoComplete="off"
              data-field={`texts.${lang}.title`}
              data-testid="title-name"
            />
            <label className={styles.label} htmlFor={`${idBase}-description`} style={{ marginTop: 16 }}>
              {t('titles.description')}
            </label>
            <textarea
              id={`${idBase}-description`}
              className={styles.textarea}
              value={text.description}
              onChange={(event) => setText('description', event.target.value)}
              aria-invalid={errorOf(`texts.${lang}.description`) ? true : undefined}
              aria-describedby={
                errorOf(`texts.${lang}.description`) ? `${idBase}-description-error` : undefined
              }
              maxLength={TITLE_DESCRIPTION_MAX_LENGTH + 500}
              lang={lang}
              data-field={`texts.${lang}.description`}
              data-testid="title-description"
            />
            {errorOf(`texts.${lang}.description`) ? (
              <p id={`${idBase}-description-error`} className={styles.error}>
                {errorOf(`texts.${lang}.description`)}
              </p>
            ) : null}
          </div>
        </FormSection>

        <FormSection id="title-facts" title={t('titles.sections.facts')}>
          <TextField
            label={t('titles.releaseDate')}
            hint={t('titles.releaseDateHint')}
            type="date"
            value={form.releaseDate}
            onChange={(event) => setForm((f) => ({ ...f, releaseDate: event.target.value }))}
            error={errorOf('releaseDate')}
            data-field="releaseDate"
            data-testid="title-release-date"
          />
          <label className="console-check">
            <input
              type="checkbox"
              checked={form.isFree}
              onChange={(event) => setForm((f) => ({ ...f, isFree: event.target.checked }))}
              data-testid="title-free"
            />
            <span>{t('titles.freeLabel')}</span>
          </label>
          <TextField
            label={t('titles.countries')}
            hint={t('titles.countriesHint')}
            value={form.countries}
            onChange={(event) => setForm((f) => ({ ...f, countries: event.target.value }))}
            error={errorUnder('restrictedCountries')}
            autoComplete="off"
            spellCheck={false}
            data-field="countries"
            data-testid="title-countries"
          />
        </FormSection>

        <FormSection id="title-genres" title={t('titles.genres')}>
          {detail.genreOptions.length === 0 ? (
            <p className={styles.muted}>{t('titles.noGenres')}</p>
          ) : (
            <CheckboxList
              legend={t('titles.genresLegend')}
              options={detail.genreOptions.map((g) => ({ value: g.id, label: g.title }))}
              checked={form.genreIds}
              onChange={(genreIds) => setForm((f) => ({ ...f, genreIds }))}
              error={errorUnder('genreIds')}
              columns
              field="genres"
              data-testid="title-genres"
            />
          )}
        </FormSection>

        <FormSection
          id="title-credits"
          title={t('titles.credits')}
          description={t('titles.creditsHint', { max: TITLE_CREDITS_MAX })}
        >
          {form.credits.map((credit, i) => (
            <div key={i} className={styles.credit} data-testid={`title-credit-${i}`}>
              <TextField
                label={t('titles.creditN', { n: i + 1 })}
                value={credit.name}
                onChange={(event) =>
                  setForm((f) => ({
                    ...f,
                    credits: f.credits.map((c, j) => (j === i ? { ...c, name: event.target.value } : c)),
                  }))
                }
                error={errorOf(`credits.${i}.name`)}
                autoComplete="off"
                data-field={`credits.${i}.name`}
              />
              <SelectField
                label={t('titles.role')}
                options={[...new Set([...detail.creditRoles, credit.role])].filter(Boolean).map((role) => ({
                  value: role,
                  label: t(`titles.roles.${role}`, { defaultValue: role }),
                }))}
                value={credit.role}
                onChange={(event) =>
                  setForm((f) => ({
                    ...f,
                    credits: f.credits.map((c, j) => (j === i ? { ...c, role: event.target.value } : c)),
                  }))
                }
                error={errorOf(`credits.${i}.role`)}
                data-field={`credits.${i}.role`}
              />
              <Button
                variant="ghost"
                icon={<Icon name="trash" size={18} />}
                onClick={() => setForm((f) => ({ ...f, credits: f.credits.filter((_, j) => j !== i) }))}
                aria-label={t('titles.removeCredit', { n: i + 1 })}
                data-testid={`title-credit-remove-${i}`}
              >
                {t('titles.remove')}
              </Button>
            </div>
          ))}
          {errorOf('credits') ? <p className={styles.error}>{errorOf('credits')}</p> : null}
          <div>
            <Button
              variant="secondary"
              icon={<Icon name="plus" size={18} />}
              disabled={form.credits.length >= TITLE_CREDITS_MAX}
              onClick={() =>
                setForm((f) => ({
                  ...f,
                  credits: [...f.credits, { name: '', role: detail.creditRoles[0] ?? '' }],
                }))
              }
              data-testid="title-credit-add"
            >
              {t('titles.addCredit')}
            </Button>
          </div>
        </FormSection>

        <div className={styles.saveBar}>
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('common.saving')}
            data-testid="title-save"
          >
            {t('titles.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Pick the duplicate by search, then confirm: the dialog says what moves and that nothing is deleted. */
function MergeSection({
  brandId,
  detail,
  onOutcome,
}: {
  brandId: string;
  detail: Detail;
  onOutcome(o: Outcome): void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(brandId, detail.title.id);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [pick, setPick] = useState<{ id: string; title: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [...titlesKey(brandId), 'merge', detail.title.mediaType, query],
    queryFn: () =>
      consoleRequest(BrandTitles, {
        brandId,
        query,
        mediaType: detail.title.mediaType,
        hidden: null,
        first: 10,
        after: null,
      }),
    enabled: query.length > 0,
  });
  const candidates = (found.data?.titles?.items ?? []).filter(
    (c) => c.id !== detail.title.id && c.hiddenReason !== 'merged' && c.shared === detail.title.shared,
  );
  const merge = useMutation({
    mutationFn: async (fromId: string) =>
      (await consoleRequest(MergeTitles, { brandId, intoId: detail.title.id, fromId })).mergeTitles,
    onSuccess: (answer, fromId) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({
        tone: 'success',
        text: t('titles.mergedOutcome', { from: pick?.title ?? fromId, into: detail.title.title }),
      });
      setPick(null);
      setTyped('');
      void queryClient.invalidateQueries({ queryKey: titleKey(brandId, fromId) });
      refresh();
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: errorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  return (
    <FormSection id="title-merge" title={t('titles.sections.merge')} description={t('titles.mergeHint')}>
      <TextField
        label={t('titles.mergeSearch')}
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPick(null);
        }}
        autoComplete="off"
        data-testid="title-merge-search"
      />
      {query && found.isSuccess ? (
        candidates.length === 0 ? (
          <p className={styles.muted}>{t('titles.noMatch')}</p>
        ) : (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.label}>{t('titles.mergePick')}</legend>
            <ul className={styles.mergeResults}>
              {candidates.map((c) => (
                <li key={c.id}>
                  <label className="console-check">
                    <input
                      type="radio"
                      name="merge-duplicate"
                      value={c.id}
                      checked={pick?.id === c.id}
                      onChange={() => setPick({ id: c.id, title: c.title })}
                      data-testid={`title-merge-pick-${c.id}`}
                    />
                    <span>
                      {c.title}{' '}
                      <span className={styles.muted}>
                        #{c.id}
                        {c.releaseDate ? ` · ${c.releaseDate}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      ) : null}
      <div>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={!pick} data-testid="title-merge">
              {t('titles.merge')}
            </Button>
          }
          title={t('titles.mergeTitle', { from: pick?.title ?? '', into: detail.title.title })}
          body={t('titles.mergeBody', { from: pick?.title ?? '', into: detail.title.title })}
          confirmLabel={t('titles.mergeConfirm')}
          cancelLabel={t('titles.mergeCancel')}
          pending={merge.isPending}
          onConfirm={(close) => {
            if (!pick || merge.isPending) return;
            merge.mutate(pick.id, { onSettled: close });
          }}
        />
      </div>
    </FormSection>
  );
}
