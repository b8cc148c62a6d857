import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@web/ui/Button';
import { EmptyState } from '@web/ui/EmptyState';
import { useDocumentTitle } from '../app/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFoundTitle'));
  return (
    <>
      <h1 className="console-page-title">{t('common.notFoundTitle')}</h1>
      <EmptyState
        icon="compass"
        title={t('common.notFoundBody')}
        actions={<ButtonLink to="/brands">{t('shell.brands')}</ButtonLink>}
        data-testid="not-found"
      />
    </>
  );
}
