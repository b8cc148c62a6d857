import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';
import type { ConsoleLibraryListFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { ScanCounts, ScanState } from './LibraryBars';
import { libraryBrandKey, librariesKey } from './library-keys';
import { LIBRARY_POLL_MS, formatCount, formatLibraryTime, libraryPollInterval } from './library-view';
import { BrandLibraries, LibraryBrand } from './queries';
import styles from './Libraries.module.css';

/** `/brands/:brandId/libraries` (catalogue.edit on the brand): the brand's libraries and their last scans. */
export function LibrariesPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const brand = useQuery({
    queryKey: libraryBrandKey(brandId),
    queryFn: () => consoleRequest(LibraryBrand, { id: brandId }),
  });
  const libraries = useQuery({
    queryKey: librariesKey(brandId),
    queryFn: () => consoleRequest(BrandLibraries, { brandId }),
    // The list follows a running scan too, at the library page's pace, and stops when all are idle.
    refetchInterval: (query) =>
      (query.state.data?.libraries?.list ?? []).some((library) => libraryPollInterval(library) !== false)
        ? LIBRARY_POLL_MS
        : false,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('libraries.listTitleOf', { brand: brandName }));
  const newPath = `/brands/${encodeURIComponent(brandId)}/libraries/new`;

  if (libraries.isSuccess && !libraries.data.libraries)
    return <BrandNotFound title={t('libraries.listTitle')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('libraries.listTitleOf', { brand: brandName })}
        sections
        actions={
          <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="library-new">
            {t('libraries.addLibrary')}
          </ButtonLink>
        }
      />
      <QueryState query={libraries}>
        {(data) =>
          (data.libraries?.list.length ?? 0) === 0 ? (
            <LibrariesIntro roots={data.libraries?.roots ?? []} newPath={newPath} />
          ) : (
            <LibraryTable brandId={brandId} libraries={data.libraries?.list ?? []} />
          )
        }
      </QueryState>
    </>
  );
}

/** The empty state: what a library is, the folders one may be in, and the way to add one. */
export function LibrariesIntro({ roots, newPath }: { roots: readonly string[]; newPath: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.intro} aria-labelledby="libraries-intro" data-testid="state-empty">
      <h2 id="libraries-intro">{t('libraries.emptyTitle')}</h2>
      <p>{t('libraries.emptyText')}</p>
      {roots.length > 0 ? (
        <>
          <p>{t('libraries.rootsIntro')}</p>
          <ul className={styles.roots} data-testid="library-roots">
            {roots.map((root) => (
              <li key={root} className={styles.mono}>
                {root}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.error}>{t('libraries.noRoots')}</p>
      )}
      <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />}>
        {t('libraries.addLibrary')}
      </ButtonLink>
    </section>
  );
}

function LibraryTable({
  brandId,
  libraries,
}: {
  brandId: string;
  libraries: readonly ConsoleLibraryListFieldsFragment[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ScrollRegion label={t('libraries.listCaption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="library-list">
        <caption className="visually-hidden">{t('libraries.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('libraries.name')}</th>
            <th scope="col">{t('libraries.type')}</th>
            <th scope="col">{t('libraries.folder')}</th>
            <th scope="col">{t('libraries.lastScan')}</th>
            <th scope="col">{t('libraries.files')}</th>
            <th scope="col">{t('libraries.packaging')}</th>
          </tr>
        </thead>
        <tbody>
          {libraries.map((library) => {
            const scan = library.lastScan;
            const p = library.packaging;
            return (
              <tr key={library.id} data-testid={`library-row-${library.id}`}>
                <td>
                  <Link
                    className={styles.name}
                    to={`/brands/${encodeURIComponent(brandId)}/libraries/${encodeURIComponent(library.id)}`}
                  >
                    {library.name}
                  </Link>
                </td>
                <td className={styles.nowrap}>{t(`libraries.types.${library.mediaType}`)}</td>
                <td className={styles.mono}>{library.dir}</td>
                <td>
                  {scan ? (
                    <>
                      <ScanState state={scan.state} />
                      <div className={`${styles.muted} ${styles.nowrap}`}>
                        <time dateTime={scan.finishedAt ?? scan.createdAt}>
                          {formatLibraryTime(scan.finishedAt ?? scan.createdAt, lang)}
                        </time>
                      </div>
                    </>
                  ) : (
                    <span className={styles.muted}>{t('libraries.never')}</span>
                  )}
                </td>
                <td>{scan ? <ScanCounts scan={scan} compact /> : null}</td>
                <td>
                  <ul className={styles.counts}>
                    <li>
                      {t('libraries.packagingCounts.due')} {formatCount(p.due, lang)}
                    </li>
                    <li>
                      {t('libraries.packagingCounts.packaged')} {formatCount(p.packaged, lang)}
                    </li>
                    <li>
                      {t('libraries.packagingCounts.failed')} {formatCount(p.failed, lang)}
                    </li>
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
