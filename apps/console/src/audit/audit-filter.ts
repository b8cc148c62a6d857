import type { AuditFilter } from '../gql/graphql';

/** The filter form as typed: '' for "any"; dates as the date inputs give them (YYYY-MM-DD, UTC days). */
export interface AuditFilterForm {
  brandId: string;
  staffId: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = { brandId: '', staffId: '', action: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD (UTC, so no daylight-saving step moves it). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The server's AuditFilter: empty fields left out; `from` the start of its day, `to` the start of
 * the day after (the server's `to` is exclusive, the form's last day is included). Days are UTC.
 */
export function auditFilterOf(form: AuditFilterForm): AuditFilter {
  const filter: AuditFilter = {};
  if (form.brandId) filter.brandId = form.brandId;
  if (form.staffId) filter.staffId = form.staffId;
  if (form.action.trim()) filter.action = form.action.trim();
  if (DAY.test(form.from)) filter.from = `${form.from}T00:00:00.000Z`;
  if (DAY.test(form.to)) filter.to = `${nextDay(form.to)}T00:00:00.000Z`;
  return filter;
}

/** GET /adminapi/audit.csv with the same filter as query parameters (docs/console.md). */
export function auditCsvHref(form: AuditFilterForm): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(auditFilterOf(form))) {
    if (typeof value === 'string') params.set(name, value);
  }
  const query = params.toString();
  return query ? `/adminapi/audit.csv?${query}` : '/adminapi/audit.csv';
}
