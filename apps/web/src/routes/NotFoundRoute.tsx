import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { StatusScreen } from '../ui/StatusScreen';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.notFound'));
  return (
    <StatusScreen
      data-testid="not-found"
      icon="compass"
      code={t('status.notFound.code')}
      title={t('status.notFound.title')}
      actions={
        <ButtonLink to="/" icon={<Icon name="home" size={18} />}>
          {t('common.goHome')}
        </ButtonLink>
      }
    >
      <p>{t('status.notFound.body')}</p>
    </StatusScreen>
  );
}
