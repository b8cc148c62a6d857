import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { monthOptions, type DateFields, type DatePart } from './dob';
import styles from './DateOfBirthDialog.module.css';

/** The parts typed (digits only): their autofill hint, length and width. */
const TYPED_PARTS = {
  day: { autoComplete: 'bday-day', maxLength: 2, className: styles.short },
  year: { autoComplete: 'bday-year', maxLength: 4, className: styles.year },
};

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
    case 'year':
      return (
        <TextField
          label={t(`giveaways.dob.${part}`)}
          inputMode="numeric"
          {...TYPED_PARTS[part]}
          value={fields[part]}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          data-testid={`dob-${part}`}
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
  }
}
