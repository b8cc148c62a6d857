/**
 * What the libraries screens show of a library, apart from React: whether it is still working (and so
 * polled), the scan's and the packaging's bars, the time left in words, and the form's own checks and
 * the field a refusal belongs to.
 */
import { LIBRARY_MEDIA_TYPES, intlLocale, type LibraryMediaType } from '@member-area/domain';

export { LIBRARY_MEDIA_TYPES };
export type { LibraryMediaType };

/** How often a working library is read again (issue 32: progress per file while it scans). */
export const LIBRARY_POLL_MS = 1000;

/** The server's limit on a library's name (invalid_library_name). */
export const LIBRARY_NAME_MAX = 120;

interface ScanLike {
  state: string;
  filesTotal: number;
  filesDone: number;
}
interface PackagingLike {
  due: number;
  packaged: number;
  failed: number;
}

/** A scan that has not finished: queued or running. */
export function scanIsActive(scan: { state: string } | null | undefined): boolean {
  return scan?.state === 'queued' || scan?.state === 'running';
}

/**
 * Whether a notice about a queued scan ("its first scan is queued", "a scan is queued") has had its
 * day: that scan finished, or a later one started. A notice about no scan in particular stays.
 */
export function scanNoticeOver(
  scanId: string | null | undefined,
  lastScan: { id: string; state: string } | null | undefined,
): boolean {
  if (!scanId || !lastScan) return false;
  if (lastScan.id === scanId) return !scanIsActive(lastScan);
  return Number(lastScan.id) > Number(scanId);
}

/** Whether the library's page keeps reading it: a scan to finish, or files still to package. */
export function libraryIsBusy(library: {
  lastScan?: { state: string } | null;
  packaging: PackagingLike;
}): boolean {
  return scanIsActive(library.lastScan) || library.packaging.due > 0;
}

/** TanStack Query's refetchInterval for a library's page: every second while busy, else never. */
export function libraryPollInterval(
  library: { lastScan?: { state: string } | null; packaging: PackagingLike } | null | undefined,
): number | false {
  return library && libraryIsBusy(library) ? LIBRARY_POLL_MS : false;
}

/** A bar's value and end; `null` while the end is not known (the walk has not counted the files yet). */
export interface Bar {
  value: number;
  max: number;
}

export function scanBar(scan: ScanLike): Bar | null {
  if (scan.filesTotal <= 0) return null;
  return { value: Math.min(scan.filesDone, scan.filesTotal), max: scan.filesTotal };
}

/** The packaging bar: packaged of everything present (packaged, due, failed); null when nothing is. */
export function packagingBar(packaging: PackagingLike): Bar | null {
  const max = packaging.packaged + packaging.due + packaging.failed;
  return max > 0 ? { value: packaging.packaged, max } : null;
}

/**
 * A duration as a reader says it, in the staff member's language ("2 min", "45 sec", "1.5 hr"), by
 * Intl's unit formatting: seconds under a minute, whole minutes (rounded up: "about 1 min" beats "0
 * min") under an hour, hours with one decimal beyond.
 */
export function formatDuration(seconds: number, lang: string): string {
  const locale = intlLocale(lang);
  const format = (value: number, unit: 'second' | 'minute' | 'hour', digits = 0) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return format(Math.max(1, s), 'second');
  if (s < 3600) return format(Math.ceil(s / 60), 'minute');
  return format(s / 3600, 'hour', 1);
}

/** A count in the staff member's language (1,204). */
export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}

/** A stored time in the staff member's language, UTC (as the other screens show it). */
export function formatLibraryTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
}

export type LibraryFormField = 'name' | 'mediaType' | 'dir';

export interface LibraryForm {
  name: string;
  mediaType: LibraryMediaType;
  dir: string;
}

export const emptyLibraryForm = (): LibraryForm => ({ name: '', mediaType: 'movie', dir: '' });

/** A problem of the form: the field it is on and its error code (`errors.<code>` or `libraries.problems.<code>`). */
export interface LibraryFormProblem {
  field: LibraryFormField;
  code: string;
}

/** A folder path the server can take: absolute (POSIX `/…` or a Windows drive `C:\…`). */
export function isAbsoluteFolder(dir: string): boolean {
  return dir.startsWith('/') || /^[A-Za-z]:[\\/]/.test(dir);
}

/** What the form can tell before it asks the server; the server checks the folder itself. */
export function libraryFormProblems(form: LibraryForm): LibraryFormProblem[] {
  const problems: LibraryFormProblem[] = [];
  const name = form.name.trim();
  if (name.length === 0 || name.length > LIBRARY_NAME_MAX)
    problems.push({ field: 'name', code: 'invalid_library_name' });
  if (!(LIBRARY_MEDIA_TYPES as readonly string[]).includes(form.mediaType))
    problems.push({ field: 'mediaType', code: 'invalid_library_type' });
  const dir = form.dir.trim();
  if (dir === '') problems.push({ field: 'dir', code: 'folder_required' });
  else if (!isAbsoluteFolder(dir)) problems.push({ field: 'dir', code: 'folder_not_absolute' });
  return problems;
}

const FIELD_OF_REASON: Record<string, LibraryFormField> = {
  invalid_library_name: 'name',
  invalid_library_type: 'mediaType',
  library_folder_missing: 'dir',
  library_folder_not_readable: 'dir',
  library_folder_not_allowed: 'dir',
};

/** The field and code of a refused addLibrary (`invalid_input` with `extra.reason`), or the error code alone. */
export function libraryRefusal(result: { errorCode?: string | null; extra?: unknown }): {
  field: LibraryFormField | null;
  code: string;
} {
  const extra = result.extra as { reason?: unknown; fields?: unknown } | null | undefined;
  const reason = extra?.reason;
  if (
    result.errorCode === 'invalid_characters' &&
    Array.isArray(extra?.fields) &&
    extra.fields.includes('name')
  )
    return { field: 'name', code: 'invalid_characters' };
  if (result.errorCode === 'invalid_input' && typeof reason === 'string')
    return { field: FIELD_OF_REASON[reason] ?? null, code: reason };
  return { field: null, code: result.errorCode ?? 'internal_error' };
}
