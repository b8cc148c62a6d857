import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  asLanguageCode,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type FaqDraftProblem,
  type LanguageCode,
} from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import fieldStyles from '@web/ui/Field.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import {
  articleFormProblems,
  emptyArticleForm,
  formOfArticle,
  problemLanguage,
  problemsOfExtra,
  slugFromQuestion,
  textsOfForm,
  type ArticleForm,
} from './article-form';
import { articleBrandKey, articlesKey } from './article-keys';
import { ArticleBrand, BrandHelpArticles, CreateHelpArticle, UpdateHelpArticle } from './queries';
import styles from './Articles.module.css';

/** `/brands/:brandId/articles/new` and `/brands/:brandId/articles/:slug`: one article in the 8 languages. */
export function ArticleEditorPage() {
  const { t } = useTranslation();
  const { brandId = '', slug } = useParams();
  const brand = useQuery({
    queryKey: articleBrandKey(brandId),
    queryFn: () => consoleRequest(ArticleBrand, { id: brandId }),
  });
  const articles = useQuery({
    queryKey: articlesKey(brandId),
    queryFn: () => consoleRequest(BrandHelpArticles, { brandId }),
    enabled: slug !== undefined,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  const title = slug ? t('articles.editTitle', { slug }) : t('articles.newTitle');
  useDocumentTitle(title);
  const header = (
    <BrandPageHeader
      brandId={brandId}
      brandName={brandName}
      title={title}
      trail={[{ to: `/brands/${encodeURIComponent(brandId)}/articles`, label: t('articles.title') }]}
    />
  );
  const pending = brand.isPending || (slug !== undefined && articles.isPending);
  const failed = brand.isError ? brand : slug !== undefined && articles.isError ? articles : null;
  if (pending)
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
  const defaultLanguage = asLanguageCode(brand.data?.brand?.defaultLanguage) ?? DEFAULT_LANGUAGE;
  const article = slug ? articles.data?.helpArticles.find((a) => a.slug === slug) : undefined;
  if (!brand.data?.brand || (slug !== undefined && !article))
    return (
      <>
        {header}
        <SectionState
          kind="empty"
          title={brand.data?.brand ? t('errors.faq_not_found') : t('brands.notFound')}
          action={
            <ButtonLink to={`/brands/${encodeURIComponent(brandId)}/articles`}>
              {t('articles.backToList')}
            </ButtonLink>
          }
          data-testid="not-found"
        />
      </>
    );
  return (
    <>
      {header}
      <ArticleFormView
        brandId={brandId}
        slug={slug ?? null}
        defaultLanguage={defaultLanguage}
        initial={article ? formOfArticle(article) : emptyArticleForm()}
      />
    </>
  );
}

function ArticleFormView({
  brandId,
  slug,
  defaultLanguage,
  initial,
}: {
  brandId: string;
  slug: string | null;
  defaultLanguage: LanguageCode;
  initial: ArticleForm;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(slug !== null);
  const [problems, setProblems] = useState<FaqDraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // The brand's default language first, then the others in the catalogue's order.
  const languages = [defaultLanguage, ...LANGUAGE_CODES.filter((code) => code !== defaultLanguage)];
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        languages.filter(
          (code) =>
            code === defaultLanguage ||
            initial.texts[code].question !== '' ||
            initial.texts[code].answer !== '',
        ),
      ),
  );

  // A refused save opens the languages it names and focuses its first field.
  useEffect(() => {
    const first = problems[0];
    if (!first) return;
    const langs = problems.map(problemLanguage).filter((l): l is string => l !== null);
    setOpen((previous) => new Set([...previous, ...langs]));
    // `texts` (a language twice, an unknown one) has no field of its own: the first question takes it.
    const focusField = first.field === 'texts' ? `texts.${defaultLanguage}.question` : first.field;
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(focusField)}"]`)?.focus(),
    );
  }, [problems, defaultLanguage]);

  const problemText = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`articles.problems.${problem.code}`) : null;
  };

  const save = useMutation({
    mutationFn: async () => {
      const texts = textsOfForm(form);
      return slug === null
        ? (await consoleRequest(CreateHelpArticle, { brandId, slug: form.slug.trim(), texts }))
            .createHelpArticle
        : (await consoleRequest(UpdateHelpArticle, { brandId, slug, texts })).updateHelpArticle;
    },
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        setProblems(problemsOfExtra(answer.responseResult.extra));
        setFailure(errorText(t, answer.responseResult.errorCode));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: articlesKey(brandId) });
      const saved = answer.article?.slug ?? slug ?? '';
      void navigate(`/brands/${encodeURIComponent(brandId)}/articles`, {
        state: {
          outcome:
            slug === null ? t('articles.created', { slug: saved }) : t('articles.saved', { slug: saved }),
        },
      });
    },
    onError: (error) => setFailure(errorText(t, errorCodeOfError(error))),
  });

  const setText = (code: LanguageCode, part: 'question' | 'answer', value: string) =>
    setForm((f) => {
      const next = { ...f, texts: { ...f.texts, [code]: { ...f.texts[code], [part]: value } } };
      // A new article's slug follows its question in the default language until typed by hand.
      if (!slugTouched && code === defaultLanguage && part === 'question')
        next.slug = slugFromQuestion(value);
      return next;
    });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = articleFormProblems(form, defaultLanguage);
        setProblems(found);
        if (found.length > 0) {
          setFailure(t('articles.fixProblems'));
          return;
        }
        setFailure(null);
        save.mutate();
      }}
      data-testid="article-form"
    >
      {failure ? (
        <Notice tone="danger" role="alert" data-testid="article-failure">
          {failure}
        </Notice>
      ) : null}
      <TextField
        label={t('articles.slug')}
        hint={slug === null ? t('articles.slugHint') : t('articles.slugFixed')}
        value={form.slug}
        onChange={(event) => {
          setSlugTouched(true);
          setForm((f) => ({ ...f, slug: event.target.value }));
        }}
        readOnly={slug !== null}
        error={problemText('slug')}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        maxLength={60}
        data-field="slug"
        data-testid="article-slug"
      />
      {problems.some((p) => p.field === 'texts') ? (
        <p className={styles.fieldError} role="alert">
          {t(`articles.problems.${problems.find((p) => p.field === 'texts')!.code}`)}
        </p>
      ) : null}
      <div className={styles.list}>
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
            questionError={problemText(`texts.${code}.question`)}
            answerError={problemText(`texts.${code}.answer`)}
          />
        ))}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" loading={save.isPending} data-testid="article-save">
          {slug === null ? t('articles.create') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={`/brands/${encodeURIComponent(brandId)}/articles`}>
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
  questionError,
  answerError,
}: {
  code: LanguageCode;
  required: boolean;
  open: boolean;
  onToggle(open: boolean): void;
  text: { question: string; answer: string };
  onChange(part: 'question' | 'answer', value: string): void;
  questionError: string | null;
  answerError: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = LANGUAGE_NAMES[code];
  const written = text.question.trim() !== '' && text.answer.trim() !== '';
  return (
    <details
      className={styles.language}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-testid={`article-texts-${code}`}
    >
      <summary className={styles.summary}>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
        <span lang={code} className={styles.languageName}>
          {language}
        </span>
        {required ? <span className={styles.badge}>{t('articles.requiredLanguage')}</span> : null}
        {written ? (
          <span className={styles.written}>
            <Icon name="check-circle" size={14} /> {t('articles.written')}
          </span>
        ) : null}
      </summary>
      <fieldset className={styles.fields}>
        <legend className="visually-hidden">{language}</legend>
        <TextField
          label={t('articles.questionIn', { language })}
          value={text.question}
          onChange={(event) => onChange('question', event.target.value)}
          error={questionError}
          required={required}
          lang={code}
          maxLength={200}
          data-field={`texts.${code}.question`}
          data-testid={`article-question-${code}`}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-answer`}>
            {t('articles.answerIn', { language })}
          </label>
          <div className={fieldStyles.control}>
            <textarea
              id={`${id}-answer`}
              className={`${fieldStyles.input} ${styles.textarea} ${styles.answer}`}
              value={text.answer}
              onChange={(event) => onChange('answer', event.target.value)}
              lang={code}
              rows={5}
              maxLength={4000}
              required={required}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={answerError ? `${id}-answer-error` : undefined}
              data-field={`texts.${code}.answer`}
              data-testid={`article-answer-${code}`}
            />
          </div>
          {answerError ? (
            <p id={`${id}-answer-error`} className={styles.fieldError}>
              {answerError}
            </p>
          ) : null}
        </div>
      </fieldset>
    </details>
  );
}
