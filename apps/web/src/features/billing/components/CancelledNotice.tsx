import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { FormError } from '../../../ui/FormError';
import { useRefreshAccount } from '../../account';
import { formatDate } from '../../../app/format';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { restartSubscriptionMutation } from '../api';
import type { Membership } from './useRenewalFact';

/** Restarts a cancelled subscription (member.restartSubscription), then reads the account again. */
function useRestartSubscription(subscriptionId: Membership['subscriptionId'], onRestarted: () => void) {
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restart = async () => {
    setBusy(true);
    setError(null);
    try {
      ensureSucceeded(
        (await gqlRequest(restartSubscriptionMutation, { subscriptionId })).member.restartSubscription,
      );
      onRestarted();
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { restart, busy, error };
}

/** The cancellation's reference, the access end and how long the data is kept, with restart. */
export function CancelledNotice({
  membership,
  onRestarted,
}: {
  membership: Membership;
  onRestarted(): void;
}) {
  const { t, i18n } = useTranslation();
  const { restart, busy, error } = useRestartSubscription(membership.subscriptionId, onRestarted);
  return (
    <>
      <Notice
        tone="info"
        data-testid="membership-cancelled"
        title={t('billing.cancelled.title')}
        action={
          membership.canRestart ? (
            <Button onClick={() => void restart()} loading={busy} size="sm" data-testid="membership-restart">
              {t('billing.restart.action')}
            </Button>
          ) : undefined
        }
      >
        <p>
          {t('billing.cancelled.reference', { reference: membership.cancelRefId })}{' '}
          {t('billing.cancelled.access', { date: formatDate(membership.accessUntil, i18n.language) })}
        </p>
        {membership.purgeDate ? (
          <p>{t('billing.cancelled.kept', { date: formatDate(membership.purgeDate, i18n.language) })}</p>
        ) : null}
      </Notice>
      <FormError message={error} />
    </>
  );
}
