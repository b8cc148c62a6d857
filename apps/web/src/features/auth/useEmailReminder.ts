import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestEmailReminder } from './api';
import { cardDigitProblems, onlyDigits } from './auth-rules';
import { authErrorMessage } from './errors';

/** The forgotten-address form's state: the card's first six and last four digits, then the request. */
export function useEmailReminder() {
  const { t } = useTranslation();
  const [first6, setFirst6] = useState('');
  const [last4, setLast4] = useState('');
  const [errors, setErrors] = useState<{ first6?: string; last4?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = cardDigitProblems(first6, last4);
    const next = {
      ...(problems.first6 ? { first6: t('auth.validation.first6') } : {}),
      ...(problems.last4 ? { last4: t('auth.validation.last4') } : {}),
    };
    setErrors(next);
    if (next.first6 || next.last4) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await requestEmailReminder(first6, last4);
      setSent(true);
    } catch (error) {
      setFormError(authErrorMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    first6,
    last4,
    typeFirst6: (value: string) => setFirst6(onlyDigits(value, 6)),
    typeLast4: (value: string) => setLast4(onlyDigits(value, 4)),
    errors,
    formError,
    submitting,
    sent,
    submit,
  };
}
