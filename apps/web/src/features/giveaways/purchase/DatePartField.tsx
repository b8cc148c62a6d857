import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { monthOptions, type DateFields, type DatePart } from './dob';
import styles from './DateOfBirthDialog.module.css';

/** One part of the date of birth: the day and the year typed (digits only), the month chosen. */
export function DatePartField({
  part,
  fields,
  onChange,
}: {
  part: DatePart;
  fields: DateFields;
  onChange(value: string): void;
}) {
  const { t, i18n } = useTranslation();
  switch (part) {
    case 'day':
      return (
        <DigitsField
          label={t('giveaways.dob.day')}
          autoComplete="bday-day"
          maxLength={2}
          value={fields.day}
          onChange={onChange}
          className={styles.short}
          data-testid="dob-day"
        />
      );
    case 'month':
      return (
        <SelectField
          label={t('giveaways.dob.month')}
          autoComplete="bday-month"
          value={fields.month}
          onChange={(event) => onChange(event.target.value)}
          options={[{ value: '', label: t('giveaways.dob.chooseMonth') }, ...monthOptions(i18n.language)]}
          className={styles.month}
          data-testid="dob-month"
        />
      );
    case 'year':
      return (
        <DigitsField
          label={t('giveaways.dob.year')}
          autoComplete="bday-year"
          maxLength={4}
          value={fields.year}
          onChange={onChange}
          className={styles.year}
          data-testid="dob-year"
        />
      );
  }
}

/** A text field that keeps only the digits typed (the day and the year). */
function DigitsField({
  onChange,
  ...field
}: {
  label: string;
  autoComplete: string;
  maxLength: number;
  value: string;
  onChange(value: string): void;
  className: string | undefined;
  'data-testid': string;
}) {
  return (
    <TextField
      inputMode="numeric"
      {...field}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
