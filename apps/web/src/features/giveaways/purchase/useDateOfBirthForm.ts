import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entrantAgeProblem } from '@member-area/domain';
import { dateOfBirthText, type DateFields, type DatePart } from './dob';

const EMPTY: DateFields = { day: '', month: '', year: '' };

/** The browser's zone: a birthday begins at midnight where the member is. */
function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The date-of-birth form's state: the three parts, the refusal shown (incomplete, under age, or the
 * server's), and busy while the purchase starts.
 */
export function useDateOfBirthForm(
  onSubmit: (dateOfBirth: string) => Promise<string | null>,
  onCancel: () => void,
) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<DateFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFields(EMPTY);
    setError(null);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = dateOfBirthText(fields);
    if (!text) {
      setError(t('giveaways.dob.incomplete'));
      return;
    }
    const problem = entrantAgeProblem(text, new Date(), localTimeZone());
    if (problem) {
      setError(t([`errors.${problem}`, 'errors.invalid_input']));
      return;
    }
    setBusy(true);
    setError(null);
    const refusal = await onSubmit(text);
    // On success the browser is leaving for the payment page: the dialog stays busy until then.
    if (refusal) {
      setBusy(false);
      setError(refusal);
    }
  };

  const set = (part: DatePart) => (value: string) => setFields((current) => ({ ...current, [part]: value }));
  return { fields, set, error, busy, close, submit };
}
