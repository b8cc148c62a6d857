import { useEffect, useId, useState, type ReactNode } from 'react';
import type { LanguageCode } from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Icon } from '@web/ui/Icon';
import fieldStyles from '@web/ui/Field.module.css';
import { withPanel, withProblemPanels } from './language-panels';
import styles from './LanguagePanels.module.css';

const NO_PROBLEMS: readonly { field: string }[] = [];

/**
 * Which language panels are unfolded: those `initial` names at first, then as the user folds them,
 * and every language a refused save's `problems` point into (so its field can take the focus).
 */
export function useOpenLanguages(
  initial: () => Iterable<string>,
  problems: readonly { field: string }[] = NO_PROBLEMS,
) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initial()));
  useEffect(() => {
    if (problems.length > 0) setOpen((previous) => withProblemPanels(previous, problems));
  }, [problems]);
  return {
    open,
    setOpen,
    toggle: (code: string, isOpen: boolean) => setOpen((previous) => withPanel(previous, code, isOpen)),
  };
}

/**
 * A form's texts in each language: one collapsible fieldset per language (native <details>, so the
 * keyboard and screen readers know it), named in its own language, with a badge on the required one
 * and a mark once `isWritten` (else `unwritten`, when given). `children` gives a language's fields.
 */
export function LanguagePanels({
  languages,
  open,
  onToggle,
  testId,
  required,
  requiredLabel,
  isWritten,
  writtenLabel,
  unwritten,
  children,
}: {
  languages: readonly LanguageCode[];
  open: ReadonlySet<string>;
  onToggle(code: LanguageCode, open: boolean): void;
  /** The panel's test id, `impact-texts-de-de` say. */
  testId(code: LanguageCode): string;
  /** The language whose texts are required (the brand's default), if any. */
  required?: LanguageCode;
  requiredLabel?: string;
  isWritten(code: LanguageCode): boolean;
  writtenLabel: string;
  unwritten?: ReactNode;
  children(code: LanguageCode, language: string): ReactNode;
}) {
  return (
    <div className={styles.languages}>
      {languages.map((code) => {
        const language = LANGUAGE_NAMES[code];
        return (
          <details
            key={code}
            className={styles.language}
            open={open.has(code)}
            onToggle={(event) => onToggle(code, event.currentTarget.open)}
            data-testid={testId(code)}
          >
            <summary className={styles.summary}>
              <Icon name="chevron-down" size={16} className={styles.chevron} />
              <span lang={code} className={styles.languageName}>
                {language}
              </span>
              {code === required ? <span className={styles.badge}>{requiredLabel}</span> : null}
              {isWritten(code) ? (
                <span className={styles.written}>
                  <Icon name="check-circle" size={14} /> {writtenLabel}
                </span>
              ) : (
                (unwritten ?? null)
              )}
            </summary>
            <fieldset className={styles.fields}>
              <legend className="visually-hidden">{language}</legend>
              {children(code, language)}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}

/** A long text in one language, with its error under it (described by it) when there is one. */
export function LanguageTextArea({
  code,
  label,
  value,
  onChange,
  rows,
  maxLength,
  required,
  error = null,
  field,
  testId,
  tall = false,
}: {
  code: LanguageCode;
  label: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  maxLength: number;
  required?: boolean;
  error?: string | null;
  /** `data-field`, the name a refused save focuses it by. */
  field?: string;
  testId: string;
  /** Taller at rest, for an answer rather than a description. */
  tall?: boolean;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={`${id}-text`}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <textarea
          id={`${id}-text`}
          className={`${fieldStyles.input} ${styles.textarea}${tall ? ` ${styles.tall}` : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          lang={code}
          rows={rows}
          maxLength={maxLength}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-field={field}
          data-testid={testId}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The error about a form's texts as a whole (a language twice, none written), above the panels. */
export function LanguagesError({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.fieldError} role="alert">
      {text}
    </p>
  ) : null;
}
