/** One changed field of an audit row: its name and its value before and after, as short text. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const MAX_VALUE_LENGTH = 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one short line: strings bare, everything else as JSON, cut with an ellipsis. */
export function shortValue(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * What changed between an audit row's before and after (JSON): the top-level fields that differ,
 * in the after's order then the removed ones. A value that is not an object is one change ('').
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [{ field: '', before: shortValue(before ?? undefined), after: shortValue(after ?? undefined) }];
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: shortValue(old[field]), after: shortValue(now[field]) }));
}
