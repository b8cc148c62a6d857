import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { asLanguageCode, DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { consoleRequest } from '../app/graphql';
import { EditorLoad } from '../ui/EditorLoad';
import { defaultLanguageFirst } from '../ui/language-panels';
import { LanguagePanels, LanguagesError, LanguageTextArea, useOpenLanguages } from '../ui/LanguagePanels';
import { useBrandPage } from '../ui/useBrandPage';
import { useEditorForm } from '../ui/useEditorForm';
import {
  articleFormProblems,
  emptyArticleForm,
  formOfArticle,
  problemsOfExtra,
  slugFromQuestion,
  textsOfForm,
  type ArticleForm,
} from './article-form';
import { articleBrandKey, articlesKey } from './article-keys';
import { ArticleBrand, BrandHelpArticles, CreateHelpArticle, UpdateHelpArticle } from './queries';
import desk from '../ui/Desk.module.css';
import styles from './Articles.module.css';

/** `/brands/:brandId/articles/new` and `/brands/:brandId/articles/:slug`: one article in the 8 languages. */
export function ArticleEditorPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const title = slug ? t('articles.editTitle', { slug }) : t('articles.newTitle');
  const page = useBrandPage({
    brandKey: articleBrandKey,
    document: ArticleBrand,
    documentTitle: () => title,
  });
  const { brandId, brand } = page;
  const articles = useQuery({
    queryKey: articlesKey(brandId),
    queryFn: () => consoleRequest(BrandHelpArticles, { brandId }),
    enabled: slug !== undefined,
  });
  const listPath = `/brands/${encodeURIComponent(brandId)}/articles`;
  const article = slug ? articles.data?.helpArticles.find((a) => a.slug === slug) : undefined;
  return (
    <EditorLoad
      header={page.header({ title, trail: [{ to: listPath, label: t('articles.title') }] })}
      queries={slug !== undefined ? [brand, articles] : [brand]}
      missing={() =>
        !brand.data?.brand
          ? t('brands.notFound')
          : slug !== undefined && !article
            ? t('errors.faq_not_found')
            : null
      }
      back={{ to: listPath, label: t('articles.backToList') }}
    >
      {() => (
        <ArticleFormView
          brandId={brandId}
          slug={slug ?? null}
          defaultLanguage={asLanguageCode(brand.data?.brand?.defaultLanguage) ?? DEFAULT_LANGUAGE}
          initial={article ? formOfArticle(article) : emptyArticleForm()}
        />
      )}
    </EditorLoad>
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
  const listPath = `/brands/${encodeURIComponent(brandId)}/articles`;
  const [slugTouched, setSlugTouched] = useState(slug !== null);
  const { form, setForm, problems, failure, formRef, saving, errorOf, onSubmit } = useEditorForm({
    initial,
    check: (f) => articleFormProblems(f, defaultLanguage),
    save: async (f) => {
      const texts = textsOfForm(f);
      return slug === null
        ? (await consoleRequest(CreateHelpArticle, { brandId, slug: f.slug.trim(), texts })).createHelpArticle
        : (await consoleRequest(UpdateHelpArticle, { brandId, slug, texts })).updateHelpArticle;
    },
    refused: problemsOfExtra,
    problemsKey: 'articles.problems',
    fixProblemsKey: 'articles.fixProblems',
    listKey: articlesKey(brandId),
    listPath,
    outcome: (answer) => {
      const saved = answer.article?.slug ?? slug ?? '';
      return slug === null ? t('articles.created', { slug: saved }) : t('articles.saved', { slug: saved });
    },
    // `texts` (a language twice, an unknown one) has no field of its own: the first question takes it.
    textsField: `texts.${defaultLanguage}.question`,
  });
  const languages = defaultLanguageFirst(LANGUAGE_CODES, defaultLanguage);
  const { open, toggle } = useOpenLanguages(
    () =>
      languages.filter(
        (code) =>
          code === defaultLanguage ||
          initial.texts[code].question !== '' ||
          initial.texts[code].answer !== '',
      ),
    problems,
  );

  const setText = (code: LanguageCode, part: 'question' | 'answer', value: string) =>
    setForm((f) => {
      const next = { ...f, texts: { ...f.texts, [code]: { ...f.texts[code], [part]: value } } };
      // A new article's slug follows its question in the default language until typed by hand.
      if (!slugTouched && code === defaultLanguage && part === 'question')
        next.slug = slugFromQuestion(value);
      return next;
    });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} data-testid="article-form">
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
        error={errorOf('slug')}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        maxLength={60}
        data-field="slug"
        data-testid="article-slug"
      />
      <LanguagesError text={errorOf('texts')} />
      <LanguagePanels
        languages={languages}
        open={open}
        onToggle={toggle}
        testId={(code) => `article-texts-${code}`}
        required={defaultLanguage}
        requiredLabel={t('articles.requiredLanguage')}
        isWritten={(code) => form.texts[code].question.trim() !== '' && form.texts[code].answer.trim() !== ''}
        writtenLabel={t('articles.written')}
      >
        {(code, language) => (
          <>
            <TextField
              label={t('articles.questionIn', { language })}
              value={form.texts[code].question}
              onChange={(event) => setText(code, 'question', event.target.value)}
              error={errorOf(`texts.${code}.question`)}
              required={code === defaultLanguage}
              lang={code}
              maxLength={200}
              data-field={`texts.${code}.question`}
              data-testid={`article-question-${code}`}
            />
            <LanguageTextArea
              code={code}
              label={t('articles.answerIn', { language })}
              value={form.texts[code].answer}
              onChange={(value) => setText(code, 'answer', value)}
              rows={5}
              maxLength={4000}
              required={code === defaultLanguage}
              error={errorOf(`texts.${code}.answer`)}
              field={`texts.${code}.answer`}
              testId={`article-answer-${code}`}
              tall
            />
          </>
        )}
      </LanguagePanels>
      <div className={desk.actions}>
        <Button type="submit" loading={saving} data-testid="article-save">
          {slug === null ? t('articles.create') : t('common.save')}
        </Button>
        <ButtonLink variant="ghost" to={`/brands/${encodeURIComponent(brandId)}/articles`}>
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
