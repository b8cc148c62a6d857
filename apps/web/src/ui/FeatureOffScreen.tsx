import { useTranslation } from 'react-i18next';
import { ButtonLink } from './Button';
import type { IconName } from './Icon';
import { StatusScreen } from './StatusScreen';

/**
 * In place of a part of the app the brand has turned off (SPEC.md 6: the marketplace, the green
 * page): what is not offered, why, and the way home.
 */
export function FeatureOffScreen({
  icon,
  title,
  body,
  'data-testid': testId,
}: {
  icon: IconName;
  title: string;
  body: string;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={icon}
      title={title}
      data-testid={testId}
      actions={<ButtonLink to="/">{t('common.goHome')}</ButtonLink>}
    >
      {body}
    </StatusScreen>
  );
}
