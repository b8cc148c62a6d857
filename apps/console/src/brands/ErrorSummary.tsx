import { forwardRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors';
import type { BrandForm } from './brand-form';
import type { ControlProblem } from './brand-problems';
import styles from './ErrorSummary.module.css';

const FOCUSABLE =
  'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * Moves the focus to the control a problem names (its `data-field`): the control itself, or the first
 * enabled input of a group (a fieldset of checkboxes, a menu row). False when there is none.
 */
export function focusControl(form: HTMLElement, control: string): boolean {
  const marked = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(control)}"]`);
  if (!marked) return false;
  const target = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
  return true;
}

/**
 * The problems of a refused save at the top of the form, each a link to its control (GOV.UK's error
 * summary: a titled list, announced, each link moving the focus to the field).
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { problems: readonly ControlProblem[]; form: BrandForm; formRef: RefObject<HTMLFormElement | null> }
>(function ErrorSummary({ problems, form, formRef }, ref) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby="brand-error-summary-title"
      data-testid="brand-error-summary"
    >
      <h2 id="brand-error-summary-title" className={styles.title}>
        {t('brands.errorSummary', { count: problems.length })}
      </h2>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem.control}>
            <a
              href={`#${sectionOf(problem.control)}`}
              onClick={(event) => {
                if (formRef.current && focusControl(formRef.current, problem.control)) event.preventDefault();
              }}
            >
              {controlLabel(t, problem.control, form)}: {errorText(t, problem.code)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

type T = ReturnType<typeof useTranslation>['t'];

const SECTION_OF: Record<string, string> = {
  id: 'identity',
  name: 'identity',
  hosts: 'identity',
  layout: 'identity',
  accentColor: 'look',
  accentColorExact: 'look',
  mediaTypes: 'features',
  tags: 'features',
  menu: 'menu',
  supportDomain: 'contact',
  supportEmail: 'contact',
  phones: 'contact',
  companyName: 'contact',
  address: 'contact',
  cookiePolicyUrl: 'contact',
  currency: 'money',
  defaultLanguage: 'money',
  languages: 'money',
  sweepsForAll: 'giveaways',
  blockedCountries: 'giveaways',
};

/** The form section holding a control: the link's target when the script cannot move the focus. */
export function sectionOf(control: string): string {
  const [head = ''] = control.split('.');
  if (control === 'tags.giveaways') return 'brand-giveaways';
  return `brand-${SECTION_OF[head] ?? 'identity'}`;
}

const ADDRESS_LABELS: Record<string, string> = {
  address: 'brands.street',
  city: 'brands.city',
  state: 'brands.state',
  zip: 'brands.zip',
  countryCode: 'brands.country',
};

/** The name of a control as its label reads, for the summary's links. */
export function controlLabel(t: T, control: string, form: BrandForm): string {
  const [head = '', index, part] = control.split('.');
  const n = Number(index) + 1;
  switch (head) {
    case 'hosts':
      if (index === undefined) return t('brands.hosts');
      return n === 1 ? t('brands.primaryHost') : t('brands.hostN', { n });
    case 'phones':
      return index === undefined ? t('brands.phones') : t('brands.phoneN', { n });
    case 'address':
      return t(ADDRESS_LABELS[index ?? ''] ?? 'brands.address');
    case 'tags':
      return index ? t(`brands.tagGroups.${index}`) : t('brands.featureTags');
    case 'menu': {
      if (index === undefined) return t('brands.sections.menu');
      const item = form.menu[Number(index)];
      const row = item?.label.trim() || t('brands.menu.untitled', { n });
      const field =
        part === 'color' ? t('brands.menu.colour') : part === 'label' ? t('brands.menu.label') : null;
      return [t('brands.sections.menu'), row, field].filter(Boolean).join(' › ');
    }
    case 'blockedCountries':
      return t('brands.blockedCountries');
    case 'sweepsForAll':
      return t('brands.sweepsForAll');
    default:
      return t(`brands.${head}`, { defaultValue: control });
  }
}
