import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@member-area/domain';
import { TextField } from '@web/ui/Field';
import { LanguagePanels, LanguageTextArea, useOpenLanguages } from '../ui/LanguagePanels';
import type { PlanForm, PlanFormField } from './plan-form';

/**
 * The plan's name and description in each language (ui/LanguagePanels), the brand's default
 * language first, open and required; another opens when it holds text or when a refused save
 * points into it.
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
  const { open, setOpen, toggle } = useOpenLanguages(() =>
    languages.filter(
      (code) => code === defaultLanguage || texts[code].name !== '' || texts[code].description !== '',
    ),
  );
  const errorLang = error?.field.startsWith('name-') ? error.field.slice('name-'.length) : null;

  // A refused save that names a language opens it, so its field can take the focus.
  useEffect(() => {
    if (errorLang) setOpen((previous) => new Set([...previous, errorLang]));
  }, [errorLang, errorVersion, setOpen]);

  return (
    <LanguagePanels
      languages={languages}
      open={open}
      onToggle={toggle}
      testId={(code) => `plan-texts-${code}`}
      required={languages.find((code) => code === defaultLanguage)}
      requiredLabel={t('plans.requiredLanguage')}
      isWritten={(code) => texts[code].name.trim() !== ''}
      writtenLabel={t('plans.written')}
    >
      {(code, language) => (
        <>
          <TextField
            label={t('plans.nameIn', { language })}
            value={texts[code].name}
            onChange={(event) => onChange({ ...texts, [code]: { ...texts[code], name: event.target.value } })}
            error={errorLang === code ? (error?.text ?? null) : null}
            required={code === defaultLanguage}
            lang={code}
            maxLength={80}
            data-field={`name-${code}`}
            data-testid={`plan-name-${code}`}
          />
          <LanguageTextArea
            code={code}
            label={t('plans.descriptionIn', { language })}
            value={texts[code].description}
            onChange={(value) => onChange({ ...texts, [code]: { ...texts[code], description: value } })}
            rows={3}
            maxLength={500}
            testId={`plan-description-${code}`}
          />
        </>
      )}
    </LanguagePanels>
  );
}
