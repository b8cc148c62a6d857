import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PlaylistsScreen } from '../features/playlists/components/PlaylistsScreen';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('playlists.title'));
  return <PlaylistsScreen />;
}
