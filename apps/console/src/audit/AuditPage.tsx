import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intlLocale, roleAllows } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { SelectField } from '@web/ui/SelectField';
import { SectionState } from '@web/ui/SectionState';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { AuditLogQuery } from '../gql/graphql';
import { EMPTY_AUDIT_FILTER, auditCsvHref, auditFilterOf, type AuditFilterForm } from './audit-filter';
import { changedFields } from './diff';
import { AuditBrandChoices, AuditLog, AuditStaffChoices } from './queries';
import { ScrollRegion } from '../ui/ScrollRegion';
import styles from './AuditPage.module.css';
import { LoadFailed } from '../ui/QueryState';

const PAGE_SIZE = 50;

type Entry = AuditLogQuery['auditLog']['entries'][number];

/** The audit log (audit.read): newest first, filtered, page by page, and the same filter as CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  useDocumentTitle(t('audit.title'));
  const [draft, setDraft] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [applied, setApplied] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const mayListStaff = roleAllows(staff.role, 'staff.manage');

  const brands = useQuery({ queryKey: ['brandChoices'], queryFn: () => consoleRequest(AuditBrandChoices) });
  const staffChoices = useQuery({
    queryKey: ['staffChoices'],
    queryFn: () => consoleRequest(AuditStaffChoices),
    enabled: mayListStaff,
  });
  const log = useInfiniteQuery({
    queryKey: ['auditLog', applied],
    queryFn: ({ pageParam }) =>
      consoleRequest(AuditLog, { filter: auditFilterOf(applied), after: pageParam, first: PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.auditLog.nextCursor ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.auditLog.entries) ?? [];
  const brandName = (id: string | null | undefined) =>
    id ? (brands.data?.brands.find((brand) => brand.id === id)?.name ?? id) : t('audit.consoleWide');

  return (
    <>
      <div className="console-page-header">
        <h1 className="console-page-title">{t('audit.title')}</h1>
        <a className={styles.csv} href={auditCsvHref(applied)} download data-testid="audit-csv">
          <Icon name="download" size={18} />
          <span>{t('audit.exportCsv')}</span>
        </a>
      </div>
      <form
        className={styles.filters}
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(draft);
        }}
        data-testid="audit-filters"
      >
        <SelectField
          label={t('audit.brand')}
          options={[
            { value: '', label: t('audit.anyBrand') },
            ...(brands.data?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
          value={draft.brandId}
          onChange={(event) => setDraft({ ...draft, brandId: event.target.value })}
          data-testid="audit-brand"
        />
        {mayListStaff ? (
          <SelectField
            label={t('audit.staff')}
            options={[
              { value: '', label: t('audit.anyone') },
              ...(staffChoices.data?.staffList ?? []).map((member) => ({
                value: member.id,
                label: `${member.name} (${member.email})`,
              })),
            ]}
            value={draft.staffId}
            onChange={(event) => setDraft({ ...draft, staffId: event.target.value })}
            data-testid="audit-staff"
          />
        ) : null}
        <TextField
          label={t('audit.action')}
          hint={t('audit.actionHint')}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          spellCheck={false}
          autoCapitalize="off"
          data-testid="audit-action"
        />
        <TextField
          label={t('audit.from')}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          data-testid="audit-from"
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          data-testid="audit-to"
        />
        <div className={styles.filterActions}>
          <Button type="submit" data-testid="audit-apply">
            {t('audit.apply')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY_AUDIT_FILTER);
              setApplied(EMPTY_AUDIT_FILTER);
            }}
          >
            {t('audit.clear')}
          </Button>
        </div>
      </form>
      <p className="console-muted">{t('audit.utcNote')}</p>
      {log.isPending ? (
        <SectionState kind="loading" title={t('common.loading')} />
      ) : log.isError && entries.length === 0 ? (
        <LoadFailed query={log} />
      ) : entries.length === 0 ? (
        <SectionState kind="empty" title={t('audit.empty')} icon="list" data-testid="state-empty" />
      ) : (
        <>
          <ScrollRegion label={t('audit.caption')} className={styles.scroll}>
            <table className={`${tableStyles.table} ${styles.table}`} data-testid="audit-table">
              <caption className="visually-hidden">{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.time')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.brand')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.change')}</th>
                  <th scope="col">{t('audit.address')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} brandName={brandName} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <div className={styles.more}>
            {log.isFetchNextPageError ? (
              <p role="alert" className={styles.error}>
                {errorText(t, errorCodeOfError(log.error))}
              </p>
            ) : null}
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
                data-testid="audit-more"
              >
                {t('audit.loadMore')}
              </Button>
            ) : (
              <p className="console-muted">{t('audit.end', { count: entries.length })}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}

function AuditRow({ entry, brandName }: { entry: Entry; brandName(id: string | null | undefined): string }) {
  const { t, i18n } = useTranslation();
  const at = new Date(entry.at);
  const changes = changedFields(entry.before, entry.after);
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <td className={styles.nowrap}>
        <time dateTime={entry.at}>
          {Number.isNaN(at.getTime())
            ? entry.at
            : new Intl.DateTimeFormat(intlLocale(i18n.language), {
                dateStyle: 'short',
                timeStyle: 'medium',
                timeZone: 'UTC',
              }).format(at)}
        </time>
      </td>
      <td className="console-mono">{entry.staffEmail ?? entry.staffId ?? '—'}</td>
      <td>{brandName(entry.brandId)}</td>
      <td className="console-mono">{entry.action}</td>
      <td className="console-mono">{entry.target}</td>
      <td>
        {changes.length === 0 ? (
          <span className="console-muted">—</span>
        ) : (
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.field}>
                {change.field ? <span className={styles.field}>{change.field}: </span> : null}
                <del className={styles.before}>
                  <span className="visually-hidden">{t('audit.before')} </span>
                  {change.before ?? '∅'}
                </del>
                <span aria-hidden="true"> → </span>
                <ins className={styles.after}>
                  <span className="visually-hidden">{t('audit.after')} </span>
                  {change.after ?? '∅'}
                </ins>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="console-mono">{entry.ip ?? '—'}</td>
    </tr>
  );
}
