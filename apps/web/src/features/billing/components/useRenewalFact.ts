import { useTranslation } from 'react-i18next';
import { billingDateView, intlLocale } from '@member-area/domain';
import { formatDate } from '../../../app/format';
import type { AccountInfo } from '../../account';

export type Membership = NonNullable<AccountInfo['membership']>;

/** The renewal fact: the next billing date, overdue since, renewal processing (billingDateView). */
export function useRenewalFact(membership: Membership, account: AccountInfo) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const cancelled = Boolean(membership.cancelRefId);
  // A date that has passed is never shown as the next billing date (billingDateView).
  const view = billingDateView(
    {
      nextBillingDate: membership.nextBillingDate ?? null,
      cancelled,
      paymentFailed: membership.paymentFailed || account.billing.paymentFailed,
    },
    new Date().toISOString(),
  );
  switch (view.kind) {
    case 'next':
      return {
        label: t('billing.membership.nextBilling'),
        value: formatDate(view.date, locale),
        testId: 'membership-next-billing',
      };
    case 'overdue':
      return {
        label: t('billing.membership.overdueSince'),
        value: formatDate(view.since, locale),
        testId: 'membership-overdue-since',
      };
    case 'due':
      return {
        label: t('billing.membership.renewalProcessing'),
        value: formatDate(view.since, locale),
        testId: 'membership-renewal-processing',
      };
    case 'none':
      return {
        label: t('billing.membership.nextBilling'),
        value: formatDate(null, locale),
        testId: 'membership-next-billing',
      };
  }
}
