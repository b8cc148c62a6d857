import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../app/BootContext';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import styles from './VpnScreen.module.css';

/** The VPN is not offered to this member (SPEC.md 4 "VPN", 6): says why, in their language. */
export function VpnUnavailable({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation();
  const why = reason === 'vpn_country_blocked' ? 'country' : 'notAvailable';
  const supportEmail = useBoot().brand?.supportEmail;
  return (
    <section className={styles.unavailable} data-testid="vpn-unavailable" data-reason={why}>
      <span className={styles.headIcon} aria-hidden="true">
        <Icon name={why === 'country' ? 'globe' : 'lock'} size={26} />
      </span>
      <h1 className={styles.title}>{t(`vpn.unavailable.${why}.title`)}</h1>
      <p className={styles.subtitle}>{t(`vpn.unavailable.${why}.body`)}</p>
      <div className={styles.actions}>
        <ButtonLink to="/" icon={<Icon name="home" size={18} />}>
          {t('common.goHome')}
        </ButtonLink>
        {supportEmail ? (
          <ButtonLink
            to={`mailto:${supportEmail}`}
            variant="secondary"
            icon={<Icon name="support" size={18} />}
          >
            {t('vpn.unavailable.support')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
