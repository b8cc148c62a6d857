import { useTranslation } from 'react-i18next';
import type { PublicBrand } from '@member-area/domain';
import type { Viewer } from '../../../app/shell/ShellContext';
import { Notice } from '../../../ui/Notice';
import { ButtonLink } from '../../../ui/Button';
import styles from './Home.module.css';

export function AccountNotices({ viewer, brand }: { viewer: Viewer; brand: PublicBrand }) {
  const { t } = useTranslation();
  const inactive = !viewer.isActive;
  const noSubscription = !viewer.subscription.isActive && !viewer.isDemo;
  if (!inactive && !noSubscription) return null;
  const support = brand.supportEmail ? (
    <a className={`${styles.noticeLink}`} href={`mailto:${brand.supportEmail}`}>
      {t('common.contactSupport')}
    </a>
  ) : null;
  return (
    <div className={styles.notices}>
      {inactive ? (
        <Notice
          tone="warning"
          role="status"
          data-testid="notice-inactive"
          title={t('home.notices.inactive')}
          action={support}
        >
          {t('home.notices.inactiveHelp')}
        </Notice>
      ) : null}
      {noSubscription ? (
        <Notice
          tone="info"
          role="status"
          data-testid="notice-no-subscription"
          title={t('home.notices.noSubscription')}
          action={
            <ButtonLink to="/account" size="sm" variant="secondary">
              {t('home.notices.manageAccount')}
            </ButtonLink>
          }
        >
          {t('home.notices.noSubscriptionHelp')}
        </Notice>
      ) : null}
    </div>
  );
}
