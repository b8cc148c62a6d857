import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors';

/**
 * What a refusal says: the member actions' own sentence (`memberActions.errors.<code>`), else the
 * server's message (already in the staff member's language, from the server's errors.json), else
 * the console's (`errors.<code>`).
 */
export function useActionErrorText(): (code: string | null | undefined, message?: string | null) => string {
  const { t } = useTranslation();
  return (code, message) =>
    t(`memberActions.errors.${code ?? 'internal_error'}`, { defaultValue: message || errorText(t, code) });
}

/** A fresh idempotency key per act the staff member means: a resend of the same one acts once. */
export const newActionKey = () => `console-${crypto.randomUUID()}`;
