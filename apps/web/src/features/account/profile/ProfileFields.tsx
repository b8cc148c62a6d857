import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX_LENGTH, LANGUAGE_CODES, PERSON_NAME_MAX_LENGTH } from '@member-area/domain';
import { LANGUAGE_NAMES } from '../../../i18n/negotiate';
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
  return (
    <>
      <TextField
        label={t('account.profile.name')}
        name="name"
        autoComplete="nickname"
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
      />
      <div className={styles.grid2}>
        <TextField
          label={t('account.profile.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          maxLength={PERSON_NAME_MAX_LENGTH}
        />
        <TextField
          label={t('account.profile.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          maxLength={PERSON_NAME_MAX_LENGTH}
        />
      </div>
      <TextField
        label={t('account.profile.phone')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={form.phoneNumber}
        onChange={set('phoneNumber')}
        error={errors.phoneNumber}
        maxLength={32}
      />
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
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        data-testid="profile-language"
      />
    </>
  );
}
