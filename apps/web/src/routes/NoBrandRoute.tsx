import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { StatusScreen } from '../ui/StatusScreen';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.noBrand'));
  return (
    <StatusScreen data-testid="nobrand" icon="compass" fullscreen title={t('status.noBrand.title')}>
      <p>{t('status.noBrand.body')}</p>
    </StatusScreen>
  );
}
