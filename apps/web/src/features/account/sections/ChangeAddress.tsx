import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { ButtonLink } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { SelectField } from '../../../ui/SelectField';
import { addressProblems, type AddressField, type AddressForm } from '../address';
import { updateAddressMutation } from '../api';
import { AccountForm } from '../components/AccountForm';
import { Panel } from '../components/AccountLayout';
import styles from '../components/Account.module.css';
import { countryOptions } from '../countries';
import {
  ensureSucceeded,
  errorCodeOf,
  ResultError,
  useAccountErrorMessage,
  useRefreshAccount,
  type AccountInfo,
} from '../hooks';

type Address = AccountInfo['addresses'][number];

function toForm(address: Address | undefined, account: AccountInfo): AddressForm {
  return {
    firstName: address?.firstName ?? account.firstName ?? '',
    lastName: address?.lastName ?? account.lastName ?? '',
    address: address?.address ?? '',
    apartmentSuite: address?.apartmentSuite ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? '',
    phone: address?.phone ?? account.phoneNumber ?? '',
  };
}

/** `account/change-address/{id}/{slug?}`: edit an address, or add one with id `new`. */
export function ChangeAddress({
  account,
  id,
  returnTo,
}: {
  account: AccountInfo;
  id: string;
  returnTo: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useSafeNavigate();
  const refresh = useRefreshAccount();
  const errorMessage = useAccountErrorMessage();
  const existing = account.addresses.find((address) => address.id === id);
  const [form, setForm] = useState<AddressForm>(() => toForm(existing, account));
  const [errors, setErrors] = useState<AddressField[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (id !== 'new' && !existing) {
    return (
      <Panel title={t('account.address.title')}>
        <Notice tone="warning" role="alert" data-testid="address-not-found">
          {t('account.errors.not_found')}
        </Notice>
        <div className={styles.formActions}>
          <ButtonLink to={returnTo} variant="secondary">
            {t('account.common.back')}
          </ButtonLink>
        </div>
      </Panel>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = addressProblems(form);
    setErrors(problems);
    setFormError(null);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      ensureSucceeded(
        (
          await gqlRequest(updateAddressMutation, {
            id: existing ? existing.id : null,
            input: {
              firstName: form.firstName.trim(),
              lastName: form.lastName.trim(),
              address: form.address.trim(),
              apartmentSuite: form.apartmentSuite.trim() || null,
              city: form.city.trim(),
              state: form.state.trim() || null,
              postcode: form.postcode.trim(),
              country: form.country,
              phone: form.phone.trim() || null,
            },
          })
        ).member.updateAddress,
      );
      await refresh();
      navigate(returnTo, { state: { notice: 'addressSaved' } });
    } catch (error) {
      const fields =
        errorCodeOf(error) === 'invalid_address' && error instanceof ResultError
          ? ((error.extra as { fields?: string[] } | null)?.fields ?? [])
          : [];
      const known = fields.filter((field): field is AddressField => field in form);
      if (known.length > 0) setErrors(known);
      else setFormError(errorMessage(error));
      setSaving(false);
    }
  };

  const field = (name: AddressField, props: { label: string; autoComplete: string; optional?: boolean }) => (
    <TextField
      label={props.optional ? t('account.address.optional', { label: props.label }) : props.label}
      name={name}
      autoComplete={props.autoComplete}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      error={errors.includes(name) ? t(`account.address.errors.${name}`) : null}
      maxLength={120}
    />
  );

  return (
    <Panel
      title={existing ? t('account.address.title') : t('account.address.addTitle')}
      description={t('account.address.description')}
    >
      <AccountForm
        onSubmit={submit}
        saving={saving}
        submitLabel={t('account.common.save')}
        error={formError}
        actions={
          <ButtonLink to={returnTo} variant="ghost">
            {t('account.common.cancel')}
          </ButtonLink>
        }
        saveTestId="address-save"
        data-testid="address-form"
      >
        <div className={styles.grid2}>
          {field('firstName', { label: t('account.address.firstName'), autoComplete: 'given-name' })}
          {field('lastName', { label: t('account.address.lastName'), autoComplete: 'family-name' })}
        </div>
        {field('address', { label: t('account.address.street'), autoComplete: 'address-line1' })}
        {field('apartmentSuite', {
          label: t('account.address.apartment'),
          autoComplete: 'address-line2',
          optional: true,
        })}
        <div className={styles.grid2}>
          {field('city', { label: t('account.address.city'), autoComplete: 'address-level2' })}
          {field('state', {
            label: t('account.address.state'),
            autoComplete: 'address-level1',
            optional: true,
          })}
        </div>
        <div className={styles.grid2}>
          {field('postcode', { label: t('account.address.postcode'), autoComplete: 'postal-code' })}
          <SelectField
            label={t('account.address.country')}
            name="country"
            autoComplete="country"
            value={form.country}
            onChange={(event) => setForm((current) => ({ ...current, country: event.target.value }))}
            error={errors.includes('country') ? t('account.address.errors.country') : null}
            options={[
              { value: '', label: t('account.address.chooseCountry') },
              ...countryOptions(i18n.language),
            ]}
          />
        </div>
        {field('phone', { label: t('account.address.phone'), autoComplete: 'tel', optional: true })}
      </AccountForm>
    </Panel>
  );
}
