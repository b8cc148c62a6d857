import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';
import type { ConsoleRowFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { rowsBrandKey, rowsKey, rowsOfTypeKey } from './row-keys';
import { moved, rowTabs, rowTitle } from './row-view';
import { BrandRows, OrderRows, RowsBrand, SetRowHidden } from './queries';
import { RowBadges } from './RowBadges';
import styles from './Rows.module.css';

export const rowsPath = (brandId: string, mediaType?: string) =>
  `/brands/${encodeURIComponent(brandId)}/rows${mediaType ? `?type=${encodeURIComponent(mediaType)}` : ''}`;
export const rowPath = (brandId: string, mediaType: string, slug: string) =>
  `/brands/${encodeURIComponent(brandId)}/rows/${encodeURIComponent(slug)}?type=${encodeURIComponent(mediaType)}`;

/** `/brands/:brandId/rows?type=movie` (slots.edit): the brand's rows of a media type, in order. */
export function RowsPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const [search] = useSearchParams();
  const brand = useQuery({
    queryKey: rowsBrandKey(brandId),
    queryFn: () => consoleRequest(RowsBrand, { id: brandId }),
  });
  const tabs = rowTabs(brand.data?.brand?.mediaTypes);
  const wanted = search.get('type') ?? '';
  const mediaType = tabs.includes(wanted) ? wanted : (tabs[0] ?? 'movie');
  const rows = useQuery({
    queryKey: rowsOfTypeKey(brandId, mediaType),
    queryFn: () => consoleRequest(BrandRows, { brandId, mediaType }),
    // The tabs come from the brand's media types; a brand that could not be read shows every type.
    enabled: !brand.isPending,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('rows.listTitleOf', { brand: brandName }));

  if (rows.isSuccess && !rows.data.rows) return <BrandNotFound title={t('rows.listTitle')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('rows.listTitleOf', { brand: brandName })}
        sections
        actions={
          <ButtonLink
            to={`/brands/${encodeURIComponent(brandId)}/rows/new?type=${encodeURIComponent(mediaType)}`}
            icon={<Icon name="plus" size={18} />}
            data-testid="row-new"
          >
            {t('rows.newRow')}
          </ButtonLink>
        }
      />
      <nav className={styles.tabs} aria-label={t('rows.typesLabel')} data-testid="row-types">
        {tabs.map((type) => (
          <Link
            key={type}
            to={rowsPath(brandId, type)}
            className={styles.tab}
            aria-current={type === mediaType ? 'page' : undefined}
            data-testid={`row-type-${type}`}
          >
            {t(`brands.mediaTypeNames.${type}`)}
          </Link>
        ))}
      </nav>
      <p className={styles.intro}>{t('rows.intro')}</p>
      {brand.isPending ? (
        <SectionState kind="loading" title={t('rows.loading')} />
      ) : (
        <QueryState
          query={rows}
          isEmpty={(data) => (data.rows?.list.length ?? 0) === 0}
          empty={{ title: t('rows.empty'), icon: 'list' }}
        >
          {(data) => <RowList brandId={brandId} mediaType={mediaType} rows={data.rows?.list ?? []} />}
        </QueryState>
      )}
    </>
  );
}

function RowList({
  brandId,
  mediaType,
  rows,
}: {
  brandId: string;
  mediaType: string;
  rows: readonly ConsoleRowFieldsFragment[];
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const key = rowsOfTypeKey(brandId, mediaType);

  // After a move the moved row's button keeps the focus, so a keyboard user can press it again.
  useEffect(() => {
    if (focus) document.querySelector<HTMLElement>(`[data-testid="${focus}"]`)?.focus();
  }, [focus, rows]);

  const order = useMutation({
    mutationFn: (slugs: string[]) => consoleRequest(OrderRows, { brandId, mediaType, slugs }),
    onSuccess: (answer) => {
      const r = answer.orderRows;
      if (!r.responseResult.succeeded || !r.rows) {
        setError(errorText(t, r.responseResult.errorCode));
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      setError(null);
      queryClient.setQueryData(key, {
        rows: { __typename: 'ConsoleBrandRows', brandId, mediaType, list: r.rows },
      });
    },
    onError: (e) => setError(errorText(t, (e as { errorCode?: string }).errorCode)),
  });
  const hide = useMutation({
    mutationFn: (v: { slug: string; hidden: boolean }) => consoleRequest(SetRowHidden, { brandId, ...v }),
    onSuccess: (answer) => {
      const r = answer.setRowHidden.responseResult;
      setError(r.succeeded ? null : errorText(t, r.errorCode));
      void queryClient.invalidateQueries({ queryKey: rowsKey(brandId) });
    },
    onError: (e) => setError(errorText(t, (e as { errorCode?: string }).errorCode)),
  });

  const move = (index: number, by: -1 | 1) => {
    const next = moved(
      rows.map((r) => r.slug),
      index,
      by,
    );
    if (!next) return;
    setFocus(`row-${by < 0 ? 'up' : 'down'}-${rows[index]!.slug}`);
    order.mutate(next);
  };

  return (
    <>
      {error ? (
        <p className={styles.error} role="alert" data-testid="rows-error">
          {error}
        </p>
      ) : null}
      <ol className={styles.list} data-testid="row-list" aria-busy={order.isPending || undefined}>
        {rows.map((row, index) => {
          const title = rowTitle(row.titles, i18n.language);
          return (
            <li key={row.slug} className={styles.item} data-testid={`row-item-${row.slug}`}>
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.main}>
                <Link
                  to={rowPath(brandId, mediaType, row.slug)}
                  className={styles.name}
                  data-testid={`row-open-${row.slug}`}
                >
                  {title}
                </Link>
                <div className={styles.meta}>
                  <code>{row.slug}</code> <RowBadges row={row} />
                  <span className={styles.muted}>{t('rows.pinCount', { count: row.pins.length })}</span>
                </div>
              </div>
              <div className={styles.actions}>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="arrow-up" size={16} />}
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={t('rows.moveUpLabel', { row: title })}
                  data-testid={`row-up-${row.slug}`}
                >
                  {t('rows.moveUp')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="arrow-down" size={16} />}
                  disabled={index === rows.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={t('rows.moveDownLabel', { row: title })}
                  data-testid={`row-down-${row.slug}`}
                >
                  {t('rows.moveDown')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name={row.hidden ? 'eye' : 'eye-off'} size={16} />}
                  disabled={row.preset || hide.isPending}
                  title={row.preset ? t('rows.presetExplained') : undefined}
                  aria-describedby={row.preset ? `preset-${row.slug}` : undefined}
                  onClick={() => hide.mutate({ slug: row.slug, hidden: !row.hidden })}
                  data-testid={`row-hide-${row.slug}`}
                >
                  {row.hidden ? t('rows.show') : t('rows.hide')}
                </Button>
                {row.preset ? (
                  <span id={`preset-${row.slug}`} className={styles.presetNote}>
                    {t('rows.presetExplained')}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
