import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useBoot } from '../app/BootContext';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { StatusScreen } from '../ui/StatusScreen';

export function Component() {
  const { t } = useTranslation();
  const { brand } = useBoot();
  // On a brand's own host the site is known: saying it is not, under the brand's name ("Unknown
  // site - PlayMax", issue 29 item 6), would be false. Only a host that is no brand shows this screen.
  useDocumentTitle(brand ? null : t('titles.noBrand'));
  if (brand) return <Navigate to="/" replace />;
  return (
    <StatusScreen data-testid="nobrand" icon="compass" fullscreen title={t('status.noBrand.title')}>
      <p>{t('status.noBrand.body')}</p>
    </StatusScreen>
  );
}
