import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { FieldError, TextField, type TextFieldProps } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { AA_RATIO, contrastReadout, pickerValue, type ContrastReadout as Readout } from './contrast-readout';
import { removeItem, replaceItem } from './menu-list';
import styles from './controls.module.css';

/** A titled part of the brand form; its heading labels it for landmarks and the section links. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {description ? <p className="console-muted">{description}</p> : null}
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
  /** One line saying what it does, read with the box (aria-describedby). */
  help?: string;
}

/** A group of checkboxes under one legend (media types, feature tags, languages). */
export function CheckboxList({
  legend,
  options,
  checked,
  onChange,
  disabled,
  error,
  columns,
  field,
  'data-testid': testId,
}: {
  legend: string;
  options: readonly CheckboxOption[];
  checked: readonly string[];
  onChange(checked: string[]): void;
  disabled?: boolean;
  error?: string | null;
  columns?: boolean;
  /** The control a refused save names (brand-problems.ts), where the error summary sends the focus. */
  field?: string;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
      data-field={field}
      data-testid={testId}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={columns ? styles.checkColumns : styles.checkRows}>
        {options.map((option) => {
          const helpId = `${id}-${option.value}-help`;
          return (
            <label key={option.value} className="console-check">
              <input
                type="checkbox"
                value={option.value}
                checked={checked.includes(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [option.help ? helpId : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
                  undefined
                }
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...checked, option.value]
                      : checked.filter((value) => value !== option.value),
                  )
                }
              />
              <span className={styles.checkText}>
                <span>{option.label}</span>
                {option.help ? (
                  <span id={helpId} className={styles.help}>
                    {option.help}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={`${id}-error`} error={error} /> : null}
    </fieldset>
  );
}

/**
 * A list of one-line values (host names, phones, other tags): a field per value, a remove button on
 * each, an add button below. Row labels are numbered ("Host name 2").
 */
export function TextListEditor({
  legend,
  itemLabel,
  addLabel,
  removeLabel,
  values,
  onChange,
  hint,
  error,
  rowError,
  field,
  disabled,
  inputProps,
  'data-testid': testId,
}: {
  legend: string;
  itemLabel(index: number): string;
  addLabel: string;
  removeLabel(index: number): string;
  values: readonly string[];
  onChange(values: string[]): void;
  hint?: string;
  /** A problem of the whole list (none given, too many), shown below it. */
  error?: string | null;
  /** The problem of one row, shown under it and marking it invalid. */
  rowError?(index: number): string | null;
  /** The name of the list's controls (`hosts` → rows `hosts.0`, `hosts.1`; brand-problems.ts). */
  field?: string;
  disabled?: boolean;
  inputProps?: Partial<TextFieldProps>;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      aria-describedby={hint ? `${id}-hint` : undefined}
      data-testid={testId}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.help}>
          {hint}
        </p>
      ) : null}
      <ul className={styles.rows}>
        {values.map((value, index) => (
          <li key={index} className={styles.row}>
            <TextField
              {...inputProps}
              className={styles.grow}
              label={itemLabel(index)}
              value={value}
              onChange={(event) => onChange(replaceItem(values, index, event.target.value))}
              error={rowError?.(index) ?? null}
              data-field={field ? `${field}.${index}` : undefined}
            />
            <Button
              variant="ghost"
              size="sm"
              className={styles.rowButton}
              icon={<Icon name="trash" size={16} />}
              aria-label={removeLabel(index)}
              title={removeLabel(index)}
              onClick={() => onChange(removeItem(values, index))}
            >
              <span className="visually-hidden">{removeLabel(index)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" size={16} />}
          onClick={() => onChange([...values, ''])}
          data-field={field}
        >
          {addLabel}
        </Button>
      </div>
      {error ? <FieldError error={error} /> : null}
    </fieldset>
  );
}

/** The live contrast readout beside a colour: the ratio and whether it meets WCAG AA. */
function ContrastReadout({ check, against }: { check: Readout | null; against: string }) {
  const { t, i18n } = useTranslation();
  if (!check) return <span className={styles.contrast}>{t('brands.contrast.notAColour')}</span>;
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(check.ratio);
  return (
    <span className={[styles.contrast, check.passesAA ? styles.pass : styles.fail].join(' ')}>
      <Icon name={check.passesAA ? 'check-circle' : 'alert'} size={16} />
      <span>
        {t('brands.contrast.ratio', { ratio, against })}{' '}
        <strong>
          {check.passesAA
            ? t('brands.contrast.passes')
            : t('brands.contrast.fails', { min: new Intl.NumberFormat(i18n.language).format(AA_RATIO) })}
        </strong>
      </span>
    </span>
  );
}

/**
 * An accent colour: a hex field, a colour picker bound to it, and the contrast against the dark
 * theme shown live (`kind` says which: the colour as text, or the colour as a button's fill).
 */
export function ColourField({
  label,
  hint,
  value,
  onChange,
  kind,
  error,
  disabled,
  field,
  'data-testid': testId,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
  kind: 'text' | 'fill';
  field?: string;
  error?: string | null;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const check = contrastReadout(value, kind);
  return (
    <div className={styles.colour}>
      <div className={styles.colourInputs}>
        <TextField
          className={styles.grow}
          label={label}
          hint={hint}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          data-field={field}
          data-testid={testId}
        />
        <input
          type="color"
          className={styles.swatch}
          value={pickerValue(value, '#000000')}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          aria-label={t('brands.pickColour', { label })}
          title={t('brands.pickColour', { label })}
          disabled={disabled}
        />
      </div>
      <p aria-live="polite" data-testid={testId ? `${testId}-contrast` : undefined}>
        <ContrastReadout
          check={check}
          against={kind === 'text' ? t('brands.contrast.onBackground') : t('brands.contrast.labelOnFill')}
        />
      </p>
    </div>
  );
}
