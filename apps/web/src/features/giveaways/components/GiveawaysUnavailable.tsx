import { useTranslation } from 'react-i18next';
import { HomeAndSupportLinks } from '../../../ui/HomeAndSupportLinks';
import { Icon, type IconName } from '../../../ui/Icon';
import { countryName } from '../format';
import styles from './GiveawaysUnavailable.module.css';

type Reason = 'country' | 'disabled' | 'not_offered';

const ICON: Record<Reason, IconName> = { country: 'globe', disabled: 'lock', not_offered: 'gift' };

function asReason(value: string | null | undefined): Reason {
  return value === 'country' || value === 'disabled' ? value : 'not_offered';
}

/**
 * Giveaways are off for this member (SPEC.md 4 "Sweep feature"): says why in their language — a
 * blocked country by its name (Intl.DisplayNames), the account's giveaways turned off, or a brand
 * that offers none to them — so nobody is left with an empty screen.
 */
export function GiveawaysUnavailable({
  reason,
  country,
}: {
  reason?: string | null;
  country?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const why = asReason(reason);
  const place = countryName(country, i18n.language);
  return (
    <section className={styles.panel} data-testid="giveaways-unavailable" data-reason={why}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name={ICON[why]} size={30} strokeWidth={1.6} />
      </span>
      <h1 className={styles.title}>
        {why === 'country' && place
          ? t('giveaways.unavailable.country.title', { country: place })
          : t(`giveaways.unavailable.${why === 'country' ? 'countryUnknown' : why}.title`)}
      </h1>
      <p className={styles.body}>
        {why === 'country' && place
          ? t('giveaways.unavailable.country.body', { country: place })
          : t(`giveaways.unavailable.${why === 'country' ? 'countryUnknown' : why}.body`)}
      </p>
      <p className={styles.note}>{t('giveaways.unavailable.rest')}</p>
      <HomeAndSupportLinks className={styles.actions} supportLabel={t('giveaways.unavailable.support')} />
    </section>
  );
}
