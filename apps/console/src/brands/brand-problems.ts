import { accentContrastProblem, accentFillProblem } from '@member-area/domain';
import type { BrandInput } from '../gql/graphql';
import type { BrandForm } from './brand-form';
import { groupOfTag } from './feature-tags';

/** One problem of a refused save: a path into the sent BrandInput (`hosts.1`) and an error code. */
export interface FieldProblem {
  field: string;
  code: string;
}

/** A problem as the form shows it: on the control `control` names (its `data-field`). */
export interface ControlProblem {
  control: string;
  code: string;
}

function isProblem(value: unknown): value is FieldProblem {
  if (!value || typeof value !== 'object') return false;
  const { field, code } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof code === 'string';
}

/**
 * Every problem of a refused save. The server answers `extra = { field, problems: [{ field, code }] }`
 * (docs/console.md "Brands"): the form's problems, else only a field beside the error code
 * (`host_taken` on `hosts.2`, `currency_locked` on `currency`), else nothing field-bound.
 */
export function problemsOf(extra: unknown, errorCode: string): FieldProblem[] {
  if (!extra || typeof extra !== 'object') return [];
  const { field, problems } = extra as { field?: unknown; problems?: unknown };
  const listed = Array.isArray(problems) ? problems.filter(isProblem) : [];
  if (listed.length > 0) return listed;
  return typeof field === 'string' && field !== '' ? [{ field, code: errorCode }] : [];
}

/** The form row of a list the input sent without its blank and repeated rows. */
function formRow(rows: readonly string[], normalize: (value: string) => string, sent: string | undefined) {
  const row = sent === undefined ? -1 : rows.findIndex((value) => normalize(value) === sent);
  return row >= 0 ? row : null;
}

/**
 * The control a server path names: `hosts.1` is the form row holding the second host sent,
 * `sweeps.blockedCountries.3` the blocked countries select, `tags.4` the group of that tag,
 * `menu.2.color` the colour of the third menu row. Unknown paths stay as they are.
 */
export function controlOfPath(path: string, form: BrandForm, input: BrandInput): string {
  const [head = '', index, rest] = path.split('.');
  const at = index !== undefined && /^\d+$/.test(index) ? Number(index) : null;
  switch (head) {
    case 'hosts': {
      const row = at === null ? null : formRow(form.hosts, (v) => v.trim().toLowerCase(), input.hosts[at]);
      return row === null ? 'hosts' : `hosts.${row}`;
    }
    case 'phones': {
      const row = at === null ? null : formRow(form.phones, (v) => v.trim(), input.phones[at]);
      return row === null ? 'phones' : `phones.${row}`;
    }
    case 'tags': {
      const group = at === null ? null : groupOfTag(input.tags[at] ?? '');
      return group ? `tags.${group}` : 'tags';
    }
    case 'menu':
      if (at === null) return 'menu';
      return rest ? `menu.${at}.${rest}` : `menu.${at}`;
    case 'mediaTypes':
    case 'languages':
      return head;
    case 'sweeps':
      return index === 'blockedCountries' ? 'blockedCountries' : 'sweepsForAll';
    default:
      return path;
  }
}

/** The problems of a refused save, each on its control, the first of a control kept. */
export function controlProblems(
  problems: readonly FieldProblem[],
  form: BrandForm,
  input: BrandInput,
): ControlProblem[] {
  const seen = new Set<string>();
  return problems.flatMap(({ field, code }) => {
    const control = controlOfPath(field, form, input);
    if (seen.has(control)) return [];
    seen.add(control);
    return [{ control, code }];
  });
}

/**
 * The colours the server would refuse, with the domain's own rules (brand-draft.ts), so the console
 * stops the save before sending it: the accent as text, the button colour under its label, and a
 * menu item's colour as text.
 */
export function colourProblems(input: BrandInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const accent = accentContrastProblem(input.accentColor);
  if (accent) problems.push({ field: 'accentColor', code: accent });
  const fill = accentFillProblem(input.accentColorExact);
  if (fill) problems.push({ field: 'accentColorExact', code: fill });
  input.menu.forEach((item, i) => {
    const problem = item.color ? accentContrastProblem(item.color) : null;
    if (problem) problems.push({ field: `menu.${i}.color`, code: problem });
  });
  return problems;
}
