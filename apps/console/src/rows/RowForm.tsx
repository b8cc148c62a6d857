import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { SelectField } from '@web/ui/SelectField';
import { ROW_LANGUAGES, ROW_TITLE_MAX, type RowForm } from './row-view';
import styles from './Rows.module.css';

/**
 * An own row's settings: its key (new rows only), its title per language (a language switcher over
 * one field; English required), its tags and the genre whose titles follow the pins.
 */
export function RowSettingsForm({
  initial,
  isNew,
  genres,
  pending,
  error,
  submitLabel,
  onSubmit,
}: {
  initial: RowForm;
  isNew: boolean;
  genres: readonly { key: string; title: string }[];
  pending: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit(form: RowForm): void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RowForm>(initial);
  const [lang, setLang] = useState<LanguageCode>('en-us');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(form);
      }}
      data-testid="row-form"
    >
      {error ? (
        <p className={styles.error} role="alert" data-testid="row-form-error">
          {error}
        </p>
      ) : null}
      {isNew ? (
        <TextField
          label={t('rows.key')}
          hint={t('rows.keyHint')}
          value={form.key}
          onChange={(event) => setForm({ ...form, key: event.target.value })}
          maxLength={40}
          required
          autoComplete="off"
          spellCheck={false}
          data-testid="row-key"
        />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('rows.titleLegend')}</legend>
        <div className={styles.languages} role="group" aria-label={t('rows.languageSwitcher')}>
          {ROW_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              className={styles.language}
              aria-pressed={code === lang}
              onClick={() => setLang(code)}
              lang={code}
              data-testid={`row-lang-${code}`}
            >
              {LANGUAGE_NAMES[code]}
              {form.titles[code].trim() !== '' ? ' ✓' : ''}
            </button>
          ))}
        </div>
        <TextField
          key={lang}
          label={t('rows.titleIn', { language: LANGUAGE_NAMES[lang] })}
          hint={lang === 'en-us' ? t('rows.titleRequired') : t('rows.titleOptional')}
          value={form.titles[lang]}
          onChange={(event) => setForm({ ...form, titles: { ...form.titles, [lang]: event.target.value } })}
          maxLength={ROW_TITLE_MAX}
          required={lang === 'en-us'}
          lang={lang}
          data-testid="row-title"
        />
      </fieldset>
      <TextField
        label={t('rows.tags')}
        hint={t('rows.tagsHint')}
        value={form.tags}
        onChange={(event) => setForm({ ...form, tags: event.target.value })}
        autoComplete="off"
        spellCheck={false}
        data-testid="row-tags"
      />
      <SelectField
        label={t('rows.genre')}
        hint={t('rows.genreHint')}
        options={[
          { value: '', label: t('rows.noGenre') },
          ...genres.map((g) => ({ value: g.key, label: g.title })),
        ]}
        value={form.genre}
        onChange={(event) => setForm({ ...form, genre: event.target.value })}
        data-testid="row-genre"
      />
      <div className={styles.saveBar}>
        <Button type="submit" loading={pending} loadingLabel={t('common.saving')} data-testid="row-save">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
