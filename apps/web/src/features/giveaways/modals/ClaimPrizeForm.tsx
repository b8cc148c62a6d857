import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from '../../../app/graphql';
import { TextField } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { SelectField } from '../../../ui/SelectField';
import { addressProblems, countryOptions, type AddressField, type AddressForm } from '../../account';
import { useClaimPrize } from './hooks';
import { shippingInputOf } from './shipping';
import styles from './Modals.module.css';

/**
 * The claim step of the winner modal: a shipping form for a physical prize (SPEC.md 3 checkout
 * keys), a plain confirmation for a digital one. The form is checked like the account's address
 * form, then by the server (invalid_address names the fields it refused).
 */
export function ClaimPrizeForm({
  formId,
  sweepId,
  physical,
  initial,
  onPendingChange,
  onClaimed,
}: {
  formId: string;
  sweepId: string;
  physical: boolean;
  initial: AddressForm;
  onPendingChange(pending: boolean): void;
  onClaimed(): void;
}) {
  const { t, i18n } = useTranslation();
  const claim = useClaimPrize();
  const [form, setForm] = useState<AddressForm>(initial);
  const [errors, setErrors] = useState<AddressField[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (claim.isPending) return;
    setFormError(null);
    const problems = physical ? addressProblems(form) : [];
    setErrors(problems);
    if (problems.length > 0) return;
    onPendingChange(true);
    try {
      const payload = await claim.mutateAsync({ sweepId, shipping: physical ? shippingInputOf(form) : null });
      const result = payload.responseResult;
      if (result.succeeded) {
        onClaimed();
        return;
      }
      const code = result.errorCode ?? 'internal_error';
      const fields =
        code === 'invalid_address' ? ((result.extra as { fields?: string[] } | null)?.fields ?? []) : [];
      const known = fields.filter((field): field is AddressField => field in form);
      if (known.length > 0) setErrors(known);
      else setFormError(code);
    } catch (error) {
      setFormError(error instanceof GraphQLRequestError ? error.errorCode : 'network');
    } finally {
      onPendingChange(false);
    }
  };

  const field = (name: AddressField, props: { label: string; autoComplete: string; optional?: boolean }) => (
    <TextField
      // The step replaces the button that had focus: the first field takes it.
      autoFocus={name === 'firstName'}
      label={props.optional ? t('account.address.optional', { label: props.label }) : props.label}
      name={name}
      autoComplete={`shipping ${props.autoComplete}`}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      error={errors.includes(name) ? t(`account.address.errors.${name}`) : null}
      maxLength={120}
    />
  );

  return (
    <form
      id={formId}
      className={styles.claimForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="claim-form"
    >
      <p className={styles.lead}>
        {physical ? t('giveaway-modals.claim.physicalIntro') : t('giveaway-modals.claim.digitalIntro')}
      </p>
      {physical ? (
        <>
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
              autoComplete="shipping country"
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
        </>
      ) : null}
      {formError ? (
        <Notice tone="danger" role="alert" data-testid="claim-error">
          {t(`errors.${formError}`, { defaultValue: t('errors.internal_error') })}
        </Notice>
      ) : null}
    </form>
  );
}
