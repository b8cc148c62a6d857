import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { changeEmailMutation } from '../api';
import { useRefreshAccount, type AccountInfo } from '../hooks';
import { emailFormProblems, refusedEmailField, type EmailFormField } from './email-rules';

type Errors = Partial<Record<EmailFormField, string>>;

/**
 * The e-mail change form's state: the new address and its confirmation, their messages, and the
 * address the confirmation mail went to once the request is accepted.
 */
export function useEmailChange(account: AccountInfo) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [newEmail, setNewEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const showRefusal = (error: unknown) => {
    const fields = error instanceof ResultError ? (error.extra as { fields?: unknown } | null)?.fields : null;
    const field = refusedEmailField(outcomeCodeOf(error), fields);
    if (field) setErrors({ [field]: errorMessage(error) });
    else setFormError(errorMessage(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = emailFormProblems(newEmail, confirmation, account.email);
    const next: Errors = {};
    for (const [field, code] of Object.entries(problems))
      next[field as EmailFormField] = t(`account.errors.${code}`);
    setErrors(next);
    setFormError(null);
    setSentTo(null);
    if (next.newEmail || next.confirmation) return;
    setSaving(true);
    try {
      const input = { newEmail: newEmail.trim(), confirmation: confirmation.trim() };
      ensureSucceeded((await gqlRequest(changeEmailMutation, input)).member.changeEmail);
      setSentTo(newEmail.trim());
      setNewEmail('');
      setConfirmation('');
      await refresh();
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  return { newEmail, setNewEmail, confirmation, setConfirmation, errors, formError, sentTo, saving, submit };
}
