import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, offeredLanguages, type LanguageCode } from '@member-area/domain';
import { useBoot } from '../app/BootContext';
import { setLanguage } from './index';
import { toLanguageCode } from './negotiate';

/** The interface language, a way to change it, and the languages the brand offers (every picker's list). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { brand } = useBoot();
  const language: LanguageCode = toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const offered = useMemo(() => offeredLanguages(brand), [brand]);
  const change = useCallback((code: LanguageCode) => {
    void setLanguage(code, { remember: true });
  }, []);
  return { language, change, offered };
}
