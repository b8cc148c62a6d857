import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import type { ConsoleHelpArticleFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { moved } from './article-form';
import { articleBrandKey, articlesKey } from './article-keys';
import { ArticleBrand, BrandHelpArticles, OrderHelpArticles, SetHelpArticleHidden } from './queries';
import styles from './Articles.module.css';

/** The article's question in the interface language, else its English (stored) one. */
export function questionIn(texts: readonly { lang: string; question: string }[], lang: string): string {
  return (
    texts.find((t) => t.lang === lang)?.question ?? texts.find((t) => t.lang === 'en-us')?.question ?? ''
  );
}

/**
 * `/brands/:brandId/articles`: the brand's help articles (its faq/support screen) in the order members
 * read them, each moved up or down, hidden or shown, or opened to edit its texts (brand.edit).
 */
export function ArticlesPage() {
  const { t } = useTranslation();
  const { brandId, brandName, missing } = useBrandPage({
    brandKey: articleBrandKey,
    document: ArticleBrand,
    documentTitle: (brandName) => t('articles.titleOf', { brand: brandName }),
  });
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const articles = useQuery({
    queryKey: articlesKey(brandId),
    queryFn: () => consoleRequest(BrandHelpArticles, { brandId }),
  });
  const newPath = `/brands/${encodeURIComponent(brandId)}/articles/new`;

  if (missing) return <BrandNotFound title={t('articles.title')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('articles.titleOf', { brand: brandName })}
        sections
        actions={
          <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="article-new">
            {t('articles.newArticle')}
          </ButtonLink>
        }
      />
      <p className={`console-muted ${styles.note}`}>{t('articles.intro')}</p>
      {arrived ? (
        <Notice className={styles.outcome} tone="success" role="status" data-testid="articles-outcome">
          {arrived}
        </Notice>
      ) : null}
      <QueryState
        query={articles}
        isEmpty={(data) => data.helpArticles.length === 0}
        empty={{
          title: t('articles.empty'),
          icon: 'list',
          action: <ButtonLink to={newPath}>{t('articles.newArticle')}</ButtonLink>,
        }}
      >
        {(data) => <ArticleList brandId={brandId} articles={data.helpArticles} />}
      </QueryState>
    </>
  );
}

function ArticleList({
  brandId,
  articles,
}: {
  brandId: string;
  articles: readonly ConsoleHelpArticleFieldsFragment[];
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const key = articlesKey(brandId);

  // After a move the moved article's button keeps the focus, so a keyboard user can press it again.
  useEffect(() => {
    if (focus) document.querySelector<HTMLElement>(`[data-testid="${focus}"]`)?.focus();
  }, [focus, articles]);

  const order = useMutation({
    mutationFn: async (slugs: string[]) =>
      (await consoleRequest(OrderHelpArticles, { brandId, slugs })).orderHelpArticles,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded || !answer.articles) {
        setError(errorText(t, answer.responseResult.errorCode));
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      setError(null);
      queryClient.setQueryData(key, { helpArticles: answer.articles });
    },
    onError: (e) => setError(errorText(t, errorCodeOfError(e))),
  });
  const hide = useMutation({
    mutationFn: async (v: { slug: string; hidden: boolean }) =>
      (await consoleRequest(SetHelpArticleHidden, { brandId, ...v })).setHelpArticleHidden,
    onSuccess: (answer) => {
      setError(answer.responseResult.succeeded ? null : errorText(t, answer.responseResult.errorCode));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e) => setError(errorText(t, errorCodeOfError(e))),
  });

  const move = (index: number, by: -1 | 1) => {
    const next = moved(
      articles.map((a) => a.slug),
      index,
      by,
    );
    if (!next) return;
    setFocus(`article-${by < 0 ? 'up' : 'down'}-${articles[index]!.slug}`);
    order.mutate(next);
  };

  return (
    <>
      {error ? (
        <p className={styles.error} role="alert" data-testid="articles-error">
          {error}
        </p>
      ) : null}
      <ol className={styles.items} data-testid="article-list" aria-busy={order.isPending || undefined}>
        {articles.map((article, index) => {
          const question = questionIn(article.texts, i18n.language);
          return (
            <li key={article.slug} className={styles.item} data-testid={`article-item-${article.slug}`}>
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.main}>
                <Link
                  className={styles.name}
                  to={`/brands/${encodeURIComponent(brandId)}/articles/${encodeURIComponent(article.slug)}`}
                  data-testid={`article-open-${article.slug}`}
                >
                  {question}
                </Link>
                <div className={styles.meta}>
                  <code>{article.slug}</code>
                  <span>{t('articles.languageCount', { count: article.texts.length })}</span>
                  {article.hidden ? <span className={styles.hiddenBadge}>{t('articles.hidden')}</span> : null}
                </div>
              </div>
              <div className={styles.actions}>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="arrow-up" size={16} />}
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={t('articles.moveUpLabel', { question })}
                  data-testid={`article-up-${article.slug}`}
                >
                  {t('articles.moveUp')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="arrow-down" size={16} />}
                  disabled={index === articles.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={t('articles.moveDownLabel', { question })}
                  data-testid={`article-down-${article.slug}`}
                >
                  {t('articles.moveDown')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name={article.hidden ? 'eye' : 'eye-off'} size={16} />}
                  disabled={hide.isPending}
                  onClick={() => hide.mutate({ slug: article.slug, hidden: !article.hidden })}
                  aria-label={
                    article.hidden
                      ? t('articles.showLabel', { question })
                      : t('articles.hideLabel', { question })
                  }
                  data-testid={`article-hide-${article.slug}`}
                >
                  {article.hidden ? t('articles.show') : t('articles.hide')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
