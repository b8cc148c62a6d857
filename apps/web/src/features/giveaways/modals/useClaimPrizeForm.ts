import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressInputOf, addressProblems, type AddressField, type AddressForm } from '../../../app/address';
import { GraphQLRequestError } from '../../../app/graphql';
import { refusedFields } from './claim-rules';
import { useClaimPrize } from './hooks';

export interface ClaimPrizeOptions {
  sweepId: string;
  physical: boolean;
  initial: AddressForm;
  onPendingChange(pending: boolean): void;
  onClaimed(): void;
}

/**
 * The claim form's state and its submit: checked like the account's address form, then claimed
 * (sweep.claimPrize); the server's refusal lands beside the fields it names, or above the form.
 */
export function useClaimPrizeForm({
  sweepId,
  physical,
  initial,
  onPendingChange,
  onClaimed,
}: ClaimPrizeOptions) {
  const { t } = useTranslation();
  const claim = useClaimPrize();
  const [form, setForm] = useState<AddressForm>(initial);
  const [errors, setErrors] = useState<AddressField[]>([]);
  // A field the server refused for its characters says so; others keep their own message.
  const [messages, setMessages] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (claim.isPending) return;
    setFormError(null);
    const problems = physical ? addressProblems(form) : [];
    setErrors(problems);
    setMessages({});
    if (problems.length > 0) return;
    onPendingChange(true);
    try {
      const payload = await claim.mutateAsync({ sweepId, shipping: physical ? addressInputOf(form) : null });
      const result = payload.responseResult;
      if (result.succeeded) {
        onClaimed();
        return;
      }
      const code = result.errorCode ?? 'internal_error';
      const known = refusedFields(code, result.extra, Object.keys(form) as AddressField[]);
      if (known.length > 0) {
        setErrors(known);
        if (code === 'invalid_characters')
          setMessages(Object.fromEntries(known.map((f) => [f, t('errors.invalid_characters')])));
      } else setFormError(code);
    } catch (error) {
      setFormError(error instanceof GraphQLRequestError ? error.errorCode : 'network');
    } finally {
      onPendingChange(false);
    }
  };

  return { form, setForm, errors, messages, formError, submit };
}
