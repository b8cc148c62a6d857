import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressInputOf, addressProblems, type AddressField, type AddressForm } from '../../../app/address';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { updateAddressMutation } from '../api';
import { useRefreshAccount, type AccountInfo } from '../hooks';
import { addressFormOf, refusedAddressFields } from './address-rules';

type Address = AccountInfo['addresses'][number];

/**
 * The address form's state and its save: the fields, the refused ones (with the server's message for
 * refused characters), then back to `returnTo` with the "saved" notice.
 */
export function useAddressForm(account: AccountInfo, existing: Address | undefined, returnTo: string) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [form, setForm] = useState<AddressForm>(() => addressFormOf(existing, account));
  const [errors, setErrors] = useState<AddressField[]>([]);
  // A field the server refused for its characters says so; others keep their own message.
  const [messages, setMessages] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const showRefusal = (error: unknown) => {
    const code = outcomeCodeOf(error);
    const fields = error instanceof ResultError ? (error.extra as { fields?: unknown } | null)?.fields : null;
    const known = refusedAddressFields(code, fields ?? [], form);
    if (known.length > 0) {
      setErrors(known);
      if (code === 'invalid_characters')
        setMessages(Object.fromEntries(known.map((f) => [f, t('errors.invalid_characters')])));
    } else setFormError(errorMessage(error));
  };

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
      const variables = { id: existing ? existing.id : null, input: addressInputOf(form) };
      ensureSucceeded((await gqlRequest(updateAddressMutation, variables)).member.updateAddress);
      await refresh();
      navigate(returnTo, { state: { notice: 'addressSaved' } });
    } catch (error) {
      showRefusal(error);
      setSaving(false);
    }
  };

  return { form, setForm, errors, messages, formError, saving, submit };
}
