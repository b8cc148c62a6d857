import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useMission } from '../hooks';
import { onboardingPath } from '../paths';
import styles from './Onboarding.module.css';

/**
 * Home's invitation to the mission while it is not completed: 'Start my mission', or 'Continue My
 * Mission' with the step reached. Shown only on home, so it never covers another screen.
 */
export function MissionBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mission = useMission(pathname === '/');
  const m = mission.data;
  if (pathname !== '/' || !m || m.status === 'completed') return null;
  const fresh = m.status === 'not_started';
  return (
    <section className={styles.banner} aria-label={t('onboarding.title')} data-testid="mission-banner">
      <p className={styles.bannerText}>
        <Icon name="sparkles" size={20} />
        <span>
          {fresh
            ? t('onboarding.banner.new', { minutes: m.minutes, coins: m.rewardCoins })
            : t('onboarding.banner.paused', { number: m.stepNumber, count: m.stepCount })}
        </span>
      </p>
      <ButtonLink to={onboardingPath} size="sm" data-testid="mission-open">
        {fresh ? t('onboarding.start') : t('onboarding.resume')}
      </ButtonLink>
    </section>
  );
}
