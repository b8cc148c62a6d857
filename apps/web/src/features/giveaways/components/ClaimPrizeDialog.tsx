import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { SelectField } from '../../../ui/SelectField';
import { countryOptions, ensureSucceeded, useAccountErrorMessage } from '../../account';
import { queryKeys } from '../../member';
import { claimPrizeMutation, giveawayKeys } from '../queries';
import styles from './ClaimPrizeDialog.module.css';

interface Shipping {
  firstName: string;
  lastName: string;
  address: string;
  apartmentSuite: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

type Field = keyof Shipping;
const REQUIRED: readonly Field[] = ['firstName', 'lastName', 'address', 'city', 'postcode', 'country'];
const EMPTY: Shipping = {
  firstName: '',
  lastName: '',
  address: '',
  apartmentSuite: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phone: '',
};

const isField = (value: unknown): value is Field => typeof value === 'string' && value in EMPTY;

/** The fields the server named in invalid_address's extra.fields. */
function fieldsOf(extra: unknown): Field[] {
  const fields = (extra as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter(isField) : [];
}

/**
 * Claiming a won prize from the giveaway's page (SPEC.md 4: winner → "claim your prize"): a
 * physical prize asks where to ship it, a digital one only for confirmation. sweep.claimPrize marks
 * it claimed (the card becomes "prize claimed").
 */
export function ClaimPrizeDialog({
  open,
  onClose,
  sweepId,
  prizeName,
  physical,
}: {
  open: boolean;
  onClose(): void;
  sweepId: string;
  prizeName: string;
  physical: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useAccountErrorMessage();
  const [form, setForm] = useState<Shipping>(EMPTY);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (physical) {
      const missing = REQUIRED.filter((field) => form[field].trim() === '');
      setInvalid(missing);
      if (missing.length > 0) return;
    }
    setBusy(true);
    setError(null);
    try {
      const trimmed = (value: string) => value.trim() || null;
      ensureSucceeded(
        (
          await gqlRequest(claimPrizeMutation, {
            sweepId,
            shipping: physical
              ? {
                  firstName: form.firstName.trim(),
                  lastName: form.lastName.trim(),
                  address: form.address.trim(),
                  apartmentSuite: trimmed(form.apartmentSuite),
                  city: form.city.trim(),
                  state: trimmed(form.state),
                  postcode: form.postcode.trim(),
                  country: form.country,
                  phone: trimmed(form.phone),
                }
              : null,
          })
        ).sweep.claimPrize,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: giveawayKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.viewer }),
      ]);
      setForm(EMPTY);
      onClose();
    } catch (failure) {
      const extra = (failure as { extra?: unknown }).extra;
      const fields = fieldsOf(extra);
      if (fields.length > 0) setInvalid(fields);
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, label: string, options: { optional?: boolean; autoComplete?: string } = {}) => (
    <TextField
      label={options.optional ? t('giveaways.claim.optional', { label }) : label}
      value={form[field]}
      autoComplete={options.autoComplete}
      required={!options.optional}
      onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
      error={invalid.includes(field) ? t('giveaways.claim.fieldInvalid') : null}
      data-testid={`claim-${field}`}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      busy={busy}
      title={t('giveaways.claim.title')}
      description={
        physical
          ? t('giveaways.claim.physical', { prize: prizeName })
          : t('giveaways.claim.digital', { prize: prizeName })
      }
      closeLabel={t('account.common.close')}
      data-testid="claim-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {physical ? (
          <div className={styles.grid}>
            {text('firstName', t('giveaways.claim.firstName'), { autoComplete: 'given-name' })}
            {text('lastName', t('giveaways.claim.lastName'), { autoComplete: 'family-name' })}
            <div className={styles.wide}>
              {text('address', t('giveaways.claim.address'), { autoComplete: 'address-line1' })}
            </div>
            <div className={styles.wide}>
              {text('apartmentSuite', t('giveaways.claim.apartmentSuite'), {
                optional: true,
                autoComplete: 'address-line2',
              })}
            </div>
            {text('city', t('giveaways.claim.city'), { autoComplete: 'address-level2' })}
            {text('state', t('giveaways.claim.state'), { optional: true, autoComplete: 'address-level1' })}
            {text('postcode', t('giveaways.claim.postcode'), { autoComplete: 'postal-code' })}
            <SelectField
              label={t('giveaways.claim.country')}
              value={form.country}
              autoComplete="country"
              required
              onChange={(event) => setForm((current) => ({ ...current, country: event.target.value }))}
              options={[{ value: '', label: t('giveaways.claim.chooseCountry') }, ...countries]}
              error={invalid.includes('country') ? t('giveaways.claim.fieldInvalid') : null}
              data-testid="claim-country"
            />
            <div className={styles.wide}>
              {text('phone', t('giveaways.claim.phone'), { optional: true, autoComplete: 'tel' })}
            </div>
          </div>
        ) : null}
        {error ? (
          <Notice tone="danger" role="alert" data-testid="claim-error">
            {error}
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('account.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy}
            icon={<Icon name="trophy" size={16} />}
            data-testid="claim-submit"
          >
            {t('giveaways.claim.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
