import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pastDueNoticeKey } from '@member-area/domain';
import { storage } from '../storage';
import { formatDate } from '../format';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { Viewer } from './ShellContext';
import styles from './PastDueBanner.module.css';

/** Where the member replaces a declined card (the account's payment methods screen). */
export const UPDATE_CARD_PATH = '/account/payment-methods';

/** These screens say "Your payment failed." in their own notice; the banner would repeat it. */
const SCREENS_WITH_THEIR_OWN_NOTICE: readonly string[] = [UPDATE_CARD_PATH, '/account/membership'];

/**
 * Per member, so a shared device does not hide one member's failed payment because another
 * member dismissed theirs. The value is the failed renewal's key (see pastDueNoticeKey).
 */
const dismissedKey = (memberId: string) => `ma_past_due_dismissed:${memberId}`;

/**
 * A failed renewal, said in the shell on every screen until the member dismisses it. Dismissed
 * means "for this failed renewal" (kept on this device): the banner must not nag on every visit,
 * yet a renewal that fails again later is news and shows again. The membership screen keeps
 * its own payment-failed notice whatever the banner does, so nothing is lost by dismissing.
 */
export function PastDueBanner({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const membership = viewer.membership;
  const key = membership
    ? pastDueNoticeKey({
        subscriptionId: membership.subscriptionId,
        nextBillingDate: membership.nextBillingDate ?? null,
        cancelled: Boolean(membership.cancelRefId),
        paymentFailed: membership.paymentFailed,
      })
    : null;
  const [dismissed, setDismissed] = useState(() => storage.get(dismissedKey(viewer.id)));
  if (key === null || dismissed === key) return null;
  if (SCREENS_WITH_THEIR_OWN_NOTICE.includes(pathname.replace(/\/+$/, ''))) return null;
  const dismiss = () => {
    storage.set(dismissedKey(viewer.id), key);
    setDismissed(key);
  };
  return (
    <section className={styles.banner} data-testid="past-due-banner" aria-labelledby="past-due-title">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="card" size={20} />
      </span>
      <div className={styles.body}>
        <p id="past-due-title" className={styles.title}>
          {t('shell.pastDue.title')}
        </p>
        <p className={styles.text}>
          {membership?.nextBillingDate
            ? t('shell.pastDue.textSince', { date: formatDate(membership.nextBillingDate, i18n.language) })
            : t('shell.pastDue.text')}
        </p>
      </div>
      <ButtonLink
        to={UPDATE_CARD_PATH}
        size="sm"
        className={styles.action}
        data-testid="past-due-update-card"
      >
        {t('shell.pastDue.action')}
      </ButtonLink>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        aria-label={t('shell.pastDue.dismiss')}
        data-testid="past-due-dismiss"
      >
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
