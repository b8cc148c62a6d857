import type { TFunction } from 'i18next';
import { ApiError } from '../../app/rest';

/** The translated message for a failed auth call (errors.<errorCode>). */
export function authErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errorCode === 'too_many_attempts') {
      const seconds = Number(error.details.retryAfterSeconds);
      return Number.isFinite(seconds) && seconds > 0
        ? t('errors.too_many_attempts', { seconds: Math.ceil(seconds) })
        : t('errors.too_many_attempts_generic');
    }
    return t(`errors.${error.errorCode}`, { defaultValue: t('errors.internal_error') });
  }
  return t('errors.internal_error');
}

export const DIGITS = {
  first6: /^\d{6}$/,
  last4: /^\d{4}$/,
};
