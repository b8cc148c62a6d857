import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@member-area/domain';
import { ButtonLink } from '../../../ui/Button';
import { FactList } from '../../../ui/FactList';
import { Notice } from '../../../ui/Notice';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/PanelContent.module.css';
import { type AccountInfo } from '../../account';
import { formatDate, formatMoney } from '../../../app/format';
import { CancelledNotice } from './CancelledNotice';
import { useRenewalFact, type Membership } from './useRenewalFact';

const STATUS_TONE: Record<string, string> = {
  active: styles.badgeSuccess ?? '',
  trial: styles.badgeAccent ?? '',
  inactive: styles.badgeWarning ?? '',
};

/** A failed payment, with the way to the payment methods. */
function PaymentFailedNotice() {
  const { t } = useTranslation();
  return (
    <Notice
      tone="danger"
      role="alert"
      data-testid="notice-payment-failed"
      title={t('billing.paymentFailed')}
      action={
        <ButtonLink to="/account/payment-methods" size="sm" variant="secondary">
          {t('billing.updatePaymentMethod')}
        </ButtonLink>
      }
    >
      {t('billing.paymentFailedHelp')}
    </Notice>
  );
}

/** The member's plan, price, period and renewal (or access end), with the way to cancel or restart. */
export function CurrentMembership({ account, membership }: { account: AccountInfo; membership: Membership }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const money = (amount: number) => formatMoney(amount, membership.currency, locale, membership.symbol);
  const cancelled = Boolean(membership.cancelRefId);
  // Kept here: the cancelled notice that holds the restart button goes away once it succeeds.
  const [restarted, setRestarted] = useState(false);
  const renewal = useRenewalFact(membership, account);
  return (
    <Panel
      title={t('billing.membership.title')}
      data-testid="membership"
      actions={
        <span
          className={`${styles.badge} ${STATUS_TONE[membership.status] ?? ''}`}
          data-testid="membership-status"
        >
          {t(`billing.status.${membership.status}`, { defaultValue: membership.status })}
        </span>
      }
    >
      {membership.paymentFailed || account.billing.paymentFailed ? <PaymentFailedNotice /> : null}
      <FactList
        items={[
          { label: t('billing.membership.plan'), value: membership.planName, testId: 'membership-plan' },
          {
            label: t('billing.membership.pricePerMonth'),
            value: money(membership.pricePerMonth),
            testId: 'membership-price',
          },
          {
            label: t('billing.membership.billedEvery'),
            value: t('billing.membership.everyDays', { count: membership.billingPeriodDays }),
          },
          cancelled
            ? {
                label: t('billing.membership.accessUntil'),
                value: formatDate(membership.accessUntil, locale),
                testId: 'membership-access-until',
              }
            : renewal,
        ]}
      />
      {restarted && !cancelled ? (
        <Notice tone="success" role="status" data-testid="restart-success">
          {t('billing.restart.done')}
        </Notice>
      ) : null}
      {cancelled ? (
        <CancelledNotice membership={membership} onRestarted={() => setRestarted(true)} />
      ) : membership.status !== 'inactive' ? (
        <div className={styles.formActions}>
          <ButtonLink to="/account/cancel" variant="ghost" data-testid="membership-cancel">
            {t('billing.membership.cancel')}
          </ButtonLink>
        </div>
      ) : null}
    </Panel>
  );
}
