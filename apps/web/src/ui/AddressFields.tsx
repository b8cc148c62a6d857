import { useTranslation } from 'react-i18next';
import { TextField } from './Field';
import { SelectField } from './SelectField';
import type { AddressField, AddressForm } from '../app/address';
import { countryOptions } from '../app/countries';
import styles from './Form.module.css';

const OPTIONAL_FIELDS: readonly AddressField[] = ['apartmentSuite', 'state', 'phone'];

/**
 * The fields of an address (SPEC.md 3 address keys) with their labels, browser autofill tokens and
 * per-field messages: the account's change-address form and the giveaways' prize claim both use
 * them. The caller keeps the form's state and checks it (addressProblems) and names the refused
 * fields in `errors`.
 */
export function AddressFields({
  form,
  onChange,
  errors,
  section,
  autoFocus = false,
  messages,
  optional = OPTIONAL_FIELDS,
}: {
  form: AddressForm;
  onChange(next: AddressForm): void;
  errors: readonly AddressField[];
  /** An autofill section, such as 'shipping' for where a prize is sent ("shipping address-line1"). */
  section?: 'shipping' | 'billing';
  /** The first field takes focus (the fields replaced the control that had it). */
  autoFocus?: boolean;
  /** Messages that replace a refused field's usual one (the checkout names the server's reason). */
  messages?: Partial<Record<AddressField, string>>;
  /** The fields labelled optional: the account's form leaves the phone optional, the checkout does not. */
  optional?: readonly AddressField[];
}) {
  const { t, i18n } = useTranslation();
  const token = (name: string) => (section ? `${section} ${name}` : name);
  const message = (name: AddressField) =>
    errors.includes(name) ? (messages?.[name] ?? t(`account.address.errors.${name}`)) : null;
  const field = (name: AddressField, props: { label: string; autoComplete: string }) => (
    <TextField
      autoFocus={autoFocus && name === 'firstName'}
      label={optional.includes(name) ? t('account.address.optional', { label: props.label }) : props.label}
      name={name}
      autoComplete={token(props.autoComplete)}
      value={form[name]}
      onChange={(event) => onChange({ ...form, [name]: event.target.value })}
      error={message(name)}
      maxLength={120}
    />
  );

  return (
    <>
      <div className={styles.grid2}>
        {field('firstName', { label: t('account.address.firstName'), autoComplete: 'given-name' })}
        {field('lastName', { label: t('account.address.lastName'), autoComplete: 'family-name' })}
      </div>
      {field('address', { label: t('account.address.street'), autoComplete: 'address-line1' })}
      {field('apartmentSuite', { label: t('account.address.apartment'), autoComplete: 'address-line2' })}
      <div className={styles.grid2}>
        {field('city', { label: t('account.address.city'), autoComplete: 'address-level2' })}
        {field('state', { label: t('account.address.state'), autoComplete: 'address-level1' })}
      </div>
      <div className={styles.grid2}>
        {field('postcode', { label: t('account.address.postcode'), autoComplete: 'postal-code' })}
        <SelectField
          label={t('account.address.country')}
          name="country"
          autoComplete={token('country')}
          value={form.country}
          onChange={(event) => onChange({ ...form, country: event.target.value })}
          error={message('country')}
          options={[
            { value: '', label: t('account.address.chooseCountry') },
            ...countryOptions(i18n.language),
          ]}
        />
      </div>
      {field('phone', { label: t('account.address.phone'), autoComplete: 'tel' })}
    </>
  );
}
