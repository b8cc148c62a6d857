import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import fieldStyles from '@web/ui/Field.module.css';
import type { PlanForm, PlanFormField, PlanTextForm } from './plan-form';
import styles from './PlanTexts.module.css';

/**
 * The plan's name and description in each language: one collapsible fieldset per language (native
 * <details>, so the keyboard and screen readers know it), the brand's default language first, open
 * and required; another opens when it holds text or when a refused save points into it.
 */
export function PlanTexts({
  languages,
  defaultLanguage,
  texts,
  onChange,
  error,
  errorVersion,
}: {
  languages: readonly LanguageCode[];
  defaultLanguage: string;
  texts: PlanForm['texts'];
  onChange(texts: PlanForm['texts']): void;
  error: { field: PlanFormField; text: string } | null;
  errorVersion: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        languages.filter(
          (code) => code === defaultLanguage || texts[code].name !== '' || texts[code].description !== '',
        ),
      ),
  );
  const errorLang = error?.field.startsWith('name-') ? error.field.slice('name-'.length) : null;

  // A refused save that names a language opens it, so its field can take the focus.
  useEffect(() => {
    if (errorLang) setOpen((previous) => new Set([...previous, errorLang]));
  }, [errorLang, errorVersion]);

  const setText = (code: LanguageCode, text: PlanTextForm) => onChange({ ...texts, [code]: text });

  return (
    <div className={styles.list}>
      {languages.map((code) => (
        <LanguageTexts
          key={code}
          code={code}
          required={code === defaultLanguage}
          open={open.has(code)}
          onToggle={(isOpen) =>
            setOpen((previous) => {
              const next = new Set(previous);
              if (isOpen) next.add(code);
              else next.delete(code);
              return next;
            })
          }
          text={texts[code]}
          onChange={(text) => setText(code, text)}
          error={errorLang === code ? (error?.text ?? null) : null}
          requiredLabel={t('plans.requiredLanguage')}
          writtenLabel={t('plans.written')}
        />
      ))}
    </div>
  );
}

function LanguageTexts({
  code,
  required,
  open,
  onToggle,
  text,
  onChange,
  error,
  requiredLabel,
  writtenLabel,
}: {
  code: LanguageCode;
  required: boolean;
  open: boolean;
  onToggle(open: boolean): void;
  text: PlanTextForm;
  onChange(text: PlanTextForm): void;
  error: string | null;
  requiredLabel: string;
  writtenLabel: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = LANGUAGE_NAMES[code];
  const written = text.name.trim() !== '';
  return (
    <details
      className={styles.language}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-testid={`plan-texts-${code}`}
    >
      <summary className={styles.summary}>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
        <span lang={code} className={styles.languageName}>
          {language}
        </span>
        {required ? <span className={styles.badge}>{requiredLabel}</span> : null}
        {written ? (
          <span className={styles.written}>
            <Icon name="check-circle" size={14} /> {writtenLabel}
          </span>
        ) : null}
      </summary>
      <fieldset className={styles.fields}>
        <legend className="visually-hidden">{language}</legend>
        <TextField
          label={t('plans.nameIn', { language })}
          value={text.name}
          onChange={(event) => onChange({ ...text, name: event.target.value })}
          error={error}
          required={required}
          lang={code}
          maxLength={80}
          data-field={`name-${code}`}
          data-testid={`plan-name-${code}`}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-description`}>
            {t('plans.descriptionIn', { language })}
          </label>
          <div className={fieldStyles.control}>
            <textarea
              id={`${id}-description`}
              className={`${fieldStyles.input} ${styles.textarea}`}
              value={text.description}
              onChange={(event) => onChange({ ...text, description: event.target.value })}
              lang={code}
              rows={3}
              maxLength={500}
              data-testid={`plan-description-${code}`}
            />
          </div>
        </div>
      </fieldset>
    </details>
  );
}
