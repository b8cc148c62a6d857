import { useTranslation } from 'react-i18next';
import { useBoot } from '../app/BootContext';
import { ButtonLink } from './Button';
import { Icon } from './Icon';

/**
 * Where a member goes from a screen that is not offered to them: home, and a mail to the brand's
 * support when the brand has an address (`supportLabel` names it in the screen's own words).
 */
export function HomeAndSupportLinks({
  className,
  supportLabel,
}: {
  className?: string;
  supportLabel: string;
}) {
  const { t } = useTranslation();
  const supportEmail = useBoot().brand?.supportEmail;
  return (
    <div className={className}>
      <ButtonLink to="/" icon={<Icon name="home" size={18} />}>
        {t('common.goHome')}
      </ButtonLink>
      {supportEmail ? (
        <ButtonLink
          to={`mailto:${supportEmail}`}
          variant="secondary"
          icon={<Icon name="support" size={18} />}
        >
          {supportLabel}
        </ButtonLink>
      ) : null}
    </div>
  );
}
