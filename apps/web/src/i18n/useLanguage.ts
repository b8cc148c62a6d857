import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@member-area/domain';
import { setLanguage } from './index';
import { toLanguageCode } from './negotiate';
import { DEFAULT_LANGUAGE } from '@member-area/domain';

export function useLanguage() {
  const { i18n } = useTranslation();
  const language: LanguageCode = toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const change = useCallback((code: LanguageCode) => {
    void setLanguage(code, { remember: true });
  }, []);
  return { language, change };
}
