import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { HistoryScreen } from '../features/collection/components/HistoryScreen';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('collection.history.title'));
  return <HistoryScreen />;
}
