import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { ButtonLink } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { addressInputOf, addressProblems, type AddressField, type AddressForm } from '../../../app/address';
import { updateAddressMutation } from '../api';
import { AccountForm } from '../components/AccountForm';
import { AddressFields } from '../../../ui/AddressFields';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/Form.module.css';
import { useRefreshAccount, type AccountInfo } from '../hooks';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';

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
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const existing = account.addresses.find((address) => address.id === id);
  const [form, setForm] = useState<AddressForm>(() => toForm(existing, account));
  const [errors, setErrors] = useState<AddressField[]>([]);
  // A field the server refused for its characters says so; others keep their own message.
  const [messages, setMessages] = useState<Partial<Record<AddressField, string>>>({});
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
    setMessages({});
    setFormError(null);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      ensureSucceeded(
        (
          await gqlRequest(updateAddressMutation, {
            id: existing ? existing.id : null,
            input: addressInputOf(form),
          })
        ).member.updateAddress,
      );
      await refresh();
      navigate(returnTo, { state: { notice: 'addressSaved' } });
    } catch (error) {
      const code = outcomeCodeOf(error);
      const fields =
        (code === 'invalid_address' || code === 'invalid_characters') && error instanceof ResultError
          ? ((error.extra as { fields?: string[] } | null)?.fields ?? [])
          : [];
      const known = fields.filter((field): field is AddressField => field in form);
      if (known.length > 0) {
        setErrors(known);
        if (code === 'invalid_characters')
          setMessages(Object.fromEntries(known.map((f) => [f, t('errors.invalid_characters')])));
      } else setFormError(errorMessage(error));
      setSaving(false);
    }
  };

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
        <AddressFields form={form} onChange={setForm} errors={errors} messages={messages} />
      </AccountForm>
    </Panel>
  );
}
