import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · Console": every screen names itself (WCAG 2.4.2). */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
