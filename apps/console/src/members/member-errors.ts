import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors';

/**
 * What an error code says on the members screens: the members' own sentences first
 * (`members.errors.<code>`), else the console's (`errors.<code>`), else the generic one.
 */
export function useMemberErrorText(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => t(`members.errors.${code}`, { defaultValue: errorText(t, code) });
}
