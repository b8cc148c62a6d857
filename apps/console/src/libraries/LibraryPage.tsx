import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import type { LibraryDetailQuery } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { PackagingProgress, ScanCounts, ScanProgress, ScanState } from './LibraryBars';
import { libraryBrandKey, libraryKey, librariesKey } from './library-keys';
import {
  formatCount,
  formatLibraryTime,
  libraryPollInterval,
  libraryRefusal,
  scanIsActive,
  scanNoticeOver,
} from './library-view';
import { LibraryBrand, LibraryDetail, ScanLibrary } from './queries';
import styles from './Libraries.module.css';

type Library = NonNullable<NonNullable<LibraryDetailQuery['libraries']>['library']>;
/** A notice at the top; one about a queued scan (`scanId`) goes once that scan finished. */
type Outcome = { tone: 'success' | 'danger'; text: string; scanId?: string | null };

/**
 * `/brands/:brandId/libraries/:libraryId` (catalogue.edit): the running scan's bar and time left, the
 * packaging's bar, what the last scan found, the refused files with their reasons, and the recent
 * scans. Read again every second while a scan runs or files wait to be packaged.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const { brandId = '', libraryId = '' } = useParams();
  const location = useLocation();
  const arrived = location.state as { outcome?: string; scanId?: string | null } | null;
  const [outcome, setOutcome] = useState<Outcome | null>(
    arrived?.outcome ? { tone: 'success', text: arrived.outcome, scanId: arrived.scanId ?? null } : null,
  );
  const brand = useQuery({
    queryKey: libraryBrandKey(brandId),
    queryFn: () => consoleRequest(LibraryBrand, { id: brandId }),
  });
  const detail = useQuery({
    queryKey: libraryKey(brandId, libraryId),
    queryFn: () => consoleRequest(LibraryDetail, { brandId, id: libraryId }),
    refetchInterval: (query) => libraryPollInterval(query.state.data?.libraries?.library),
  });
  const library = detail.data?.libraries?.library ?? null;
  const notice = outcome && !scanNoticeOver(outcome.scanId, library?.lastScan) ? outcome : null;
  const brandName = brand.data?.brand?.name ?? brandId;
  const listPath = `/brands/${encodeURIComponent(brandId)}/libraries`;
  useDocumentTitle(library ? library.name : t('libraries.listTitle'));

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={library ? library.name : t('libraries.listTitle')}
        trail={[{ to: listPath, label: t('libraries.listTitle') }]}
        actions={
          library ? <ScanAgainButton brandId={brandId} library={library} onOutcome={setOutcome} /> : undefined
        }
      />
      {notice ? (
        <Notice
          className={styles.outcome}
          tone={notice.tone}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
          data-testid="library-outcome"
        >
          {notice.text}
        </Notice>
      ) : null}
      <QueryState
        query={detail}
        isEmpty={(data) => !data.libraries?.library}
        empty={{
          title: t('errors.library_not_found'),
          icon: 'list',
          action: <ButtonLink to={listPath}>{t('libraries.backToList')}</ButtonLink>,
        }}
      >
        {(data) => (data.libraries?.library ? <LibraryBody library={data.libraries.library} /> : null)}
      </QueryState>
    </>
  );
}

/** "Scan again": disabled while a scan is queued or running (the server would answer that one). */
function ScanAgainButton({
  brandId,
  library,
  onOutcome,
}: {
  brandId: string;
  library: Library;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scan = useMutation({
    mutationFn: async () =>
      (await consoleRequest(ScanLibrary, { brandId, libraryId: library.id })).scanLibrary,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, libraryRefusal(answer.responseResult).code) });
        return;
      }
      onOutcome({ tone: 'success', text: t('libraries.scanQueued'), scanId: answer.scan?.id ?? null });
      void queryClient.invalidateQueries({ queryKey: librariesKey(brandId) });
    },
    onError: (error) =>
      onOutcome({ tone: 'danger', text: errorText(t, (error as { errorCode?: string }).errorCode) }),
  });
  const busy = scanIsActive(library.lastScan);
  return (
    <Button
      variant="secondary"
      icon={<Icon name="refresh" size={18} />}
      onClick={() => scan.mutate()}
      loading={scan.isPending}
      disabled={busy}
      title={busy ? t('libraries.scanRunning') : undefined}
      data-testid="library-scan-again"
    >
      {t('libraries.scanAgain')}
    </Button>
  );
}

function LibraryBody({ library }: { library: Library }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scan = library.lastScan;
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <section className={styles.card} aria-labelledby="library-scan" data-testid="library-scan">
          <div className={styles.cardHead}>
            <h2 id="library-scan" className={styles.cardTitle}>
              {t('libraries.scanTitle')}
            </h2>
            {scan ? <ScanState state={scan.state} /> : null}
          </div>
          {scan ? (
            <>
              <ScanProgress scan={scan} />
              {scan.state === 'failed' && scan.error ? (
                <p className={styles.error} role="alert">
                  {t('libraries.scanError', { error: scan.error })}
                </p>
              ) : null}
              <ScanCounts scan={scan} />
            </>
          ) : (
            <p className={styles.muted}>{t('libraries.never')}</p>
          )}
        </section>

        <section className={styles.card} aria-labelledby="library-packaging">
          <h2 id="library-packaging" className={styles.cardTitle}>
            {t('libraries.packagingTitle')}
          </h2>
          <PackagingProgress packaging={library.packaging} />
        </section>

        <section className={styles.card} aria-labelledby="library-failures">
          <h2 id="library-failures" className={styles.cardTitle}>
            {t('libraries.failuresTitle')}
          </h2>
          {library.failures.length === 0 ? (
            <p className={styles.muted}>{t('libraries.failuresEmpty')}</p>
          ) : (
            <ScrollRegion label={t('libraries.failuresTitle')}>
              <table className={tableStyles.table} data-testid="library-failures">
                <caption className="visually-hidden">{t('libraries.failuresTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('libraries.file')}</th>
                    <th scope="col">{t('libraries.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {library.failures.map((failure) => (
                    <tr key={failure.relPath} data-problem={failure.problem}>
                      <td className={styles.mono}>{failure.relPath}</td>
                      <td>
                        {t(`libraries.fileProblems.${failure.problem}`, { defaultValue: failure.problem })}
                        {failure.detail ? (
                          <div className={`${styles.muted} ${styles.mono}`}>{failure.detail}</div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>

        {library.packagingFailures.length > 0 ? (
          <section className={styles.card} aria-labelledby="library-packaging-failures">
            <h2 id="library-packaging-failures" className={styles.cardTitle}>
              {t('libraries.packagingFailuresTitle')}
            </h2>
            <ScrollRegion label={t('libraries.packagingFailuresTitle')}>
              <table className={tableStyles.table} data-testid="library-packaging-failures">
                <caption className="visually-hidden">{t('libraries.packagingFailuresTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('libraries.file')}</th>
                    <th scope="col">{t('libraries.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {library.packagingFailures.map((failure) => (
                    <tr key={failure.relPath} data-problem={failure.code}>
                      <td className={styles.mono}>{failure.relPath}</td>
                      <td>
                        {t(`libraries.packagingProblems.${failure.code}`, {
                          defaultValue: t('libraries.packagingProblems.packaging_failed'),
                        })}
                        {failure.detail ? (
                          <div className={`${styles.muted} ${styles.mono}`}>{failure.detail}</div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        ) : null}
      </div>

      <div className={styles.column}>
        <section className={styles.card} aria-labelledby="library-about">
          <h2 id="library-about" className={styles.cardTitle}>
            {t('libraries.aboutTitle')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('libraries.type')}</dt>
              <dd>{t(`libraries.types.${library.mediaType}`)}</dd>
            </div>
            <div>
              <dt>{t('libraries.createdAt')}</dt>
              <dd>
                <time dateTime={library.createdAt}>{formatLibraryTime(library.createdAt, lang)}</time>
              </dd>
            </div>
            <div className={styles.wide}>
              <dt>{t('libraries.folder')}</dt>
              <dd className={styles.mono}>{library.dir}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="library-scans">
          <h2 id="library-scans" className={styles.cardTitle}>
            {t('libraries.scansTitle')}
          </h2>
          <ScrollRegion label={t('libraries.scansTitle')}>
            <table className={tableStyles.table} data-testid="library-scans">
              <caption className="visually-hidden">{t('libraries.scansTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('libraries.askedAt')}</th>
                  <th scope="col">{t('libraries.stateLabel')}</th>
                  <th scope="col" className={styles.number}>
                    {t('libraries.files')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {library.scans.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <time dateTime={s.createdAt} className={styles.nowrap}>
                        {formatLibraryTime(s.createdAt, lang)}
                      </time>
                      <div className={`${styles.muted} ${styles.mono}`}>{s.requestedBy}</div>
                    </td>
                    <td>
                      <ScanState state={s.state} />
                    </td>
                    <td className={styles.number}>{formatCount(s.filesTotal, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      </div>
    </div>
  );
}
