import { useTranslation } from 'react-i18next';
import { ButtonLink } from './Button';
import type { IconName } from './Icon';
import { StatusScreen } from './StatusScreen';

/**
 * In place of a part of the app the brand has turned off (SPEC.md 6): what is not offered and why
 * (the texts `{feature}.disabled.title` and `.body`), and the way home. Test id `{feature}-disabled`.
 */
export function FeatureOffScreen({ feature, icon }: { feature: 'marketplace' | 'green'; icon: IconName }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={icon}
      title={t(`${feature}.disabled.title`)}
      data-testid={`${feature}-disabled`}
      actions={<ButtonLink to="/">{t('common.goHome')}</ButtonLink>}
    >
      {t(`${feature}.disabled.body`)}
    </StatusScreen>
  );
}
