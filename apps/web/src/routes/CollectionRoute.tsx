import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { CollectionScreen } from '../features/collection/components/CollectionScreen';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('collection.title'));
  return <CollectionScreen />;
}
