import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from '../../../app/graphql';
import { Notice } from '../../../ui/Notice';
import { AddressFields } from '../../../ui/AddressFields';
import { addressInputOf, addressProblems, type AddressField, type AddressForm } from '../../../app/address';
import { useClaimPrize } from './hooks';
import styles from './Modals.module.css';

/**
 * The claim step of the winner modal, the one form that claims a prize: a shipping address for a
 * physical prize (the account's address fields, SPEC.md 3 checkout keys), a plain confirmation for
 * a digital one. Checked like the account's address form, then by the server (invalid_address names
 * the fields it refused).
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
      const fields =
        code === 'invalid_address' || code === 'invalid_characters'
          ? ((result.extra as { fields?: string[] } | null)?.fields ?? [])
          : [];
      const known = fields.filter((field): field is AddressField => field in form);
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
        // The step replaces the button that had focus: the first field takes it.
        <AddressFields
          form={form}
          onChange={setForm}
          errors={errors}
          messages={messages}
          section="shipping"
          autoFocus
        />
      ) : null}
      {formError ? (
        <Notice tone="danger" role="alert" data-testid="claim-error">
          {t(`errors.${formError}`, { defaultValue: t('errors.internal_error') })}
        </Notice>
      ) : null}
    </form>
  );
}
