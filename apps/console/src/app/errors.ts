import type { TFunction } from 'i18next';

/** The translated sentence of an error code (`errors.<code>`), the generic one for a code we do not know. */
export function errorText(t: TFunction, code: string | null | undefined): string {
  const key = `errors.${code ?? 'internal_error'}`;
  return t(key, { defaultValue: t('errors.internal_error') });
}
