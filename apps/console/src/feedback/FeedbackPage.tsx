import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FEEDBACK_STATUSES, intlLocale, staffMay, type FeedbackStatus } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import { SelectField } from '@web/ui/SelectField';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound, useBrandPage } from '../ui/useBrandPage';
import type { BrandFeedbackCountsQuery, ConsoleFeedbackReportFieldsFragment } from '../gql/graphql';
import { LoadFailed } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import {
  filterFromParams,
  ISSUE_CHOICES,
  issueLabelKey,
  paramsOfFilter,
  REPORT_MEDIA_TYPES,
  type ReportFilterState,
} from './feedback-filter';
import { feedbackBrandKey, feedbackKey } from './feedback-keys';
import { BrandFeedbackCounts, BrandFeedbackReports, FeedbackBrand, SetFeedbackStatus } from './queries';
import desk from '../ui/Desk.module.css';

const PAGE_SIZE = 50;
/** The most reported issues the summary names. */
const TOP_ISSUES = 8;

type Outcome = { tone: 'success' | 'danger'; text: string };
type Counts = NonNullable<BrandFeedbackCountsQuery['feedbackCounts']>;

/**
 * `/brands/:brandId/feedback`: the brand's problem reports, newest first, with their counts by status,
 * media type and issue; filtered through the address; a report's status changed in place (members.act).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { brandId, brandName, missing } = useBrandPage({
    brandKey: feedbackBrandKey,
    document: FeedbackBrand,
    documentTitle: (brandName) => t('feedback.titleOf', { brand: brandName }),
  });
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const counts = useQuery({
    queryKey: [...feedbackKey(brandId), 'counts', filter],
    queryFn: () => consoleRequest(BrandFeedbackCounts, { brandId, filter }),
  });
  const list = useInfiniteQuery({
    queryKey: [...feedbackKey(brandId), 'list', filter],
    queryFn: ({ pageParam }) =>
      consoleRequest(BrandFeedbackReports, { brandId, filter, after: pageParam, first: PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.feedbackReports.nextCursor ?? undefined,
  });
  const mayAct = staffMay(staff, 'members.act', brandId);
  const entries = list.data?.pages.flatMap((page) => page.feedbackReports.entries) ?? [];
  const filtered = filter.status !== null || filter.mediaType !== null || filter.issueId !== null;
  const setFilter = (next: ReportFilterState) => setParams(paramsOfFilter(next), { replace: true });

  if (missing) return <BrandNotFound title={t('feedback.title')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('feedback.titleOf', { brand: brandName })}
        sections
      />
      {outcome ? (
        <Notice
          className={desk.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="feedback-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      {counts.data?.feedbackCounts ? (
        <Summary counts={counts.data.feedbackCounts} filter={filter} onFilter={setFilter} />
      ) : null}
      <form
        className={desk.filters}
        aria-label={t('feedback.filtersLabel')}
        onSubmit={(event) => event.preventDefault()}
        data-testid="feedback-filters"
      >
        <SelectField
          className={desk.filter}
          label={t('feedback.columns.status')}
          options={[
            { value: '', label: t('feedback.any') },
            ...FEEDBACK_STATUSES.map((status) => ({
              value: status,
              label: t(`feedback.statuses.${status}`),
            })),
          ]}
          value={filter.status ?? ''}
          onChange={(event) =>
            setFilter({ ...filter, status: (event.target.value || null) as FeedbackStatus | null })
          }
          data-testid="feedback-filter-status"
        />
        <SelectField
          className={desk.filter}
          label={t('feedback.columns.mediaType')}
          options={[
            { value: '', label: t('feedback.any') },
            ...REPORT_MEDIA_TYPES.map((type) => ({ value: type, label: t(`feedback.mediaTypes.${type}`) })),
          ]}
          value={filter.mediaType ?? ''}
          onChange={(event) => setFilter({ ...filter, mediaType: event.target.value || null })}
          data-testid="feedback-filter-type"
        />
        <SelectField
          className={desk.filter}
          label={t('feedback.columns.issue')}
          options={[
            { value: '', label: t('feedback.any') },
            ...ISSUE_CHOICES.map((issue) => ({
              value: String(issue.id),
              label: `${issue.id}. ${t(`feedback.issues.${issue.key}`)}`,
            })),
          ]}
          value={filter.issueId === null ? '' : String(filter.issueId)}
          onChange={(event) =>
            setFilter({ ...filter, issueId: event.target.value ? Number(event.target.value) : null })
          }
          data-testid="feedback-filter-issue"
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => setFilter({ status: null, mediaType: null, issueId: null })}
            data-testid="feedback-filter-clear"
          >
            {t('feedback.clearFilters')}
          </Button>
        ) : null}
      </form>
      {list.isPending ? (
        <SectionState kind="loading" title={t('common.loading')} />
      ) : list.isError && entries.length === 0 ? (
        <LoadFailed query={list} />
      ) : entries.length === 0 ? (
        <SectionState
          kind="empty"
          title={filtered ? t('feedback.noMatch') : t('feedback.empty')}
          icon="list"
          data-testid="state-empty"
        />
      ) : (
        <>
          <ReportTable brandId={brandId} entries={entries} mayAct={mayAct} onOutcome={setOutcome} />
          <div className={desk.more}>
            {list.isFetchNextPageError ? (
              <p role="alert" className={desk.error}>
                {errorText(t, errorCodeOfError(list.error))}
              </p>
            ) : null}
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                data-testid="feedback-more"
              >
                {t('feedback.loadMore')}
              </Button>
            ) : (
              <p className="console-muted" role="status">
                {t('feedback.end', { count: entries.length })}
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}

/** The filter's reports counted: by status, by media type, and the most reported issues (each a filter). */
function Summary({
  counts,
  filter,
  onFilter,
}: {
  counts: Counts;
  filter: ReportFilterState;
  onFilter(next: ReportFilterState): void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const countOf = (status: string) => counts.byStatus.find((s) => s.key === status)?.count ?? 0;
  return (
    <div className={desk.summary} data-testid="feedback-summary">
      <section className={desk.panel} aria-labelledby="feedback-status-counts">
        <h2 id="feedback-status-counts">{t('feedback.countsTitle')}</h2>
        <dl className={desk.figures}>
          <div>
            <dt>{t('feedback.total')}</dt>
            <dd data-testid="feedback-count-total">{number.format(counts.total)}</dd>
          </div>
          {FEEDBACK_STATUSES.map((status) => (
            <div key={status}>
              <dt>{t(`feedback.statuses.${status}`)}</dt>
              <dd data-testid={`feedback-count-${status}`}>{number.format(countOf(status))}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={desk.panel} aria-labelledby="feedback-type-counts">
        <h2 id="feedback-type-counts">{t('feedback.byMediaType')}</h2>
        {counts.byMediaType.length === 0 ? (
          <p className="console-muted">{t('feedback.none')}</p>
        ) : (
          <table className={tableStyles.table} data-testid="feedback-by-type">
            <thead>
              <tr>
                <th scope="col">{t('feedback.columns.mediaType')}</th>
                <th scope="col" className={desk.number}>
                  {t('feedback.columns.reports')}
                </th>
              </tr>
            </thead>
            <tbody>
              {counts.byMediaType.map((row) => (
                <tr key={row.key}>
                  <td>
                    <button
                      type="button"
                      className={desk.plainButton}
                      onClick={() => onFilter({ ...filter, mediaType: row.key })}
                    >
                      {t(`feedback.mediaTypes.${row.key}`, { defaultValue: row.key })}
                    </button>
                  </td>
                  <td className={desk.number}>{number.format(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={desk.panel} aria-labelledby="feedback-issue-counts">
        <h2 id="feedback-issue-counts">{t('feedback.topIssues')}</h2>
        {counts.byIssue.length === 0 ? (
          <p className="console-muted">{t('feedback.none')}</p>
        ) : (
          <table className={tableStyles.table} data-testid="feedback-by-issue">
            <thead>
              <tr>
                <th scope="col">{t('feedback.columns.issue')}</th>
                <th scope="col" className={desk.number}>
                  {t('feedback.columns.reports')}
                </th>
              </tr>
            </thead>
            <tbody>
              {counts.byIssue.slice(0, TOP_ISSUES).map((row) => {
                const key = issueLabelKey(Number(row.key));
                return (
                  <tr key={row.key}>
                    <td>
                      <button
                        type="button"
                        className={desk.plainButton}
                        onClick={() => onFilter({ ...filter, issueId: Number(row.key) })}
                      >
                        {row.key}. {key ? t(key) : ''}
                      </button>
                    </td>
                    <td className={desk.number}>{number.format(row.count)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function ReportTable({
  brandId,
  entries,
  mayAct,
  onOutcome,
}: {
  brandId: string;
  entries: readonly ConsoleFeedbackReportFieldsFragment[];
  mayAct: boolean;
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (
    <ScrollRegion label={t('feedback.caption')} className={desk.scroll}>
      <table className={tableStyles.table} data-testid="feedback-list">
        <caption className="visually-hidden">{t('feedback.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('feedback.columns.received')}</th>
            <th scope="col">{t('feedback.columns.member')}</th>
            <th scope="col">{t('feedback.columns.title')}</th>
            <th scope="col">{t('feedback.columns.issue')}</th>
            <th scope="col">{t('feedback.columns.text')}</th>
            <th scope="col">{t('feedback.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((report) => {
            const issueKey = issueLabelKey(report.issueId);
            return (
              <tr key={report.id} data-testid={`feedback-row-${report.id}`}>
                <td className={desk.nowrap}>
                  {date.format(new Date(report.createdAt))}
                  <span className="console-muted console-mono"> #{report.id}</span>
                </td>
                <td>
                  {report.memberEmail ? (
                    <Link
                      className={desk.link}
                      to={`/brands/${encodeURIComponent(brandId)}/members/${encodeURIComponent(report.memberId)}`}
                    >
                      {report.memberEmail}
                    </Link>
                  ) : (
                    <span className="console-muted">{t('feedback.memberGone')}</span>
                  )}
                </td>
                <td>
                  {report.mediaTitle ?? <span className="console-muted">{t('feedback.noTitle')}</span>}
                  <div className="console-muted">
                    {t(`feedback.mediaTypes.${report.mediaType}`, { defaultValue: report.mediaType })}
                  </div>
                </td>
                <td>
                  {report.issueId}. {issueKey ? t(issueKey) : ''}
                </td>
                <td className={desk.text}>
                  {report.text ?? <span className="console-muted">{t('feedback.noText')}</span>}
                </td>
                <td>
                  {mayAct ? (
                    <StatusSelect report={report} brandId={brandId} onOutcome={onOutcome} />
                  ) : (
                    <span className={report.status === 'new' ? `${desk.badge} ${desk.badgeNew}` : desk.badge}>
                      {t(`feedback.statuses.${report.status}`, { defaultValue: report.status })}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The report's status as a select: a choice saves at once (setFeedbackStatus) and is announced. */
function StatusSelect({
  report,
  brandId,
  onOutcome,
}: {
  report: ConsoleFeedbackReportFieldsFragment;
  brandId: string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (status: string) =>
      (await consoleRequest(SetFeedbackStatus, { id: report.id, status })).setFeedbackStatus,
    onSuccess: (answer, status) => {
      if (!answer.responseResult.succeeded) {
        onOutcome({ tone: 'danger', text: errorText(t, answer.responseResult.errorCode) });
        return;
      }
      onOutcome({
        tone: 'success',
        text: t('feedback.statusChanged', { id: report.id, status: t(`feedback.statuses.${status}`) }),
      });
      void queryClient.invalidateQueries({ queryKey: feedbackKey(brandId) });
    },
    onError: (error) => onOutcome({ tone: 'danger', text: errorText(t, errorCodeOfError(error)) }),
  });
  const value = change.isPending ? (change.variables ?? report.status) : report.status;
  return (
    <select
      className={desk.status}
      aria-label={t('feedback.statusOf', { id: report.id })}
      value={value}
      aria-busy={change.isPending || undefined}
      onChange={(event) => {
        if (!change.isPending) change.mutate(event.target.value);
      }}
      data-testid={`feedback-status-${report.id}`}
    >
      {FEEDBACK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`feedback.statuses.${status}`)}
        </option>
      ))}
    </select>
  );
}
