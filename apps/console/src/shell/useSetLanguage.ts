import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@member-area/domain';
import { graphql } from '../gql';
import { consoleRequest } from '../app/graphql';
import { useSession } from '../app/session';
import { setInterfaceLanguage } from '../i18n';
import { rememberLanguage } from '../app/language-choice';

const SetStaffLanguage = graphql(`
  mutation SetStaffLanguage($lang: String!) {
    setStaffLanguage(lang: $lang) {
      responseResult {
        succeeded
        errorCode
      }
      staff {
        id
        lang
      }
    }
  }
`);

/**
 * The language select of the shell: the interface switches at once, and the choice is saved to
 * Staff.lang so it follows the staff member to another device. A failed save keeps the switch here.
 */
export function useSetLanguage() {
  const { staff, setStaff } = useSession();
  const { i18n } = useTranslation();
  return async (code: LanguageCode) => {
    rememberLanguage(code);
    await setInterfaceLanguage(code);
    try {
      const answer = await consoleRequest(SetStaffLanguage, { lang: code });
      if (answer.setStaffLanguage.responseResult.succeeded && staff) setStaff({ ...staff, lang: code });
    } catch (error) {
      console.warn('[console] could not save the language', i18n.language, error);
    }
  };
}
