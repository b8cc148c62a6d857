import { useTranslation } from 'react-i18next';
import { HomeAndSupportLinks } from '../../../ui/HomeAndSupportLinks';
import { Icon } from '../../../ui/Icon';
import styles from './VpnScreen.module.css';

/** The VPN is not offered to this member (SPEC.md 4 "VPN", 6): says why, in their language. */
export function VpnUnavailable({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation();
  const why = reason === 'vpn_country_blocked' ? 'country' : 'notAvailable';
  return (
    <section className={styles.unavailable} data-testid="vpn-unavailable" data-reason={why}>
      <span className={styles.headIcon} aria-hidden="true">
        <Icon name={why === 'country' ? 'globe' : 'lock'} size={26} />
      </span>
      <h1 className={styles.title}>{t(`vpn.unavailable.${why}.title`)}</h1>
      <p className={styles.subtitle}>{t(`vpn.unavailable.${why}.body`)}</p>
      <HomeAndSupportLinks className={styles.actions} supportLabel={t('vpn.unavailable.support')} />
    </section>
  );
}
