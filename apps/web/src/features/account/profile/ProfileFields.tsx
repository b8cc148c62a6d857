import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@member-area/domain';
import { LANGUAGE_NAMES } from '../../../i18n/negotiate';
import { useLanguage } from '../../../i18n/useLanguage';
import { TextField } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import styles from '../../../ui/Form.module.css';
import { TimezonePicker, type TimezoneOption } from '../components/TimezonePicker';
import type { FieldErrors, ProfileForm } from './profile-rules';

/** The profile form's fields: display name, first and last name, phone, time zone and language. */
export function ProfileFields({
  form,
  errors,
  set,
  setValue,
  zones,
  zonesPending,
}: {
  form: ProfileForm;
  errors: FieldErrors;
  set(key: keyof ProfileForm): (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  setValue(key: keyof ProfileForm, value: string): void;
  zones: readonly TimezoneOption[];
  zonesPending: boolean;
}) {
  const { t } = useTranslation();
  const { offered } = useLanguage();
  const field = (
    name: 'name' | 'firstName' | 'lastName' | 'phoneNumber',
    props: { label: string; autoComplete: string; maxLength: number; type?: 'tel' },
  ) => (
    <TextField
      label={t(`account.profile.${props.label}`)}
      name={name}
      type={props.type}
      autoComplete={props.autoComplete}
      value={form[name]}
      onChange={set(name)}
      error={errors[name]}
      maxLength={props.maxLength}
    />
  );
  return (
    <>
      {field('name', { label: 'name', autoComplete: 'nickname', maxLength: DISPLAY_NAME_MAX_LENGTH })}
      <div className={styles.grid2}>
        {field('firstName', {
          label: 'firstName',
          autoComplete: 'given-name',
          maxLength: PERSON_NAME_MAX_LENGTH,
        })}
        {field('lastName', {
          label: 'lastName',
          autoComplete: 'family-name',
          maxLength: PERSON_NAME_MAX_LENGTH,
        })}
      </div>
      {field('phoneNumber', { label: 'phone', autoComplete: 'tel', maxLength: 32, type: 'tel' })}
      <TimezonePicker
        label={t('account.profile.timezone')}
        value={form.timezone}
        zones={zones}
        onChange={(timezone) => setValue('timezone', timezone)}
        error={errors.timezone}
        disabled={zonesPending}
      />
      <SelectField
        label={t('account.profile.language')}
        name="lang"
        value={form.lang}
        onChange={set('lang')}
        error={errors.lang}
        options={offered.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        data-testid="profile-language"
      />
    </>
  );
}
