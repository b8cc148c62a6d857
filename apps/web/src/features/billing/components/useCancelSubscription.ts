import { useState } from 'react';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import type { CancelSubscriptionMutation } from '../../../gql/graphql';
import { useRefreshAccount, type AccountInfo } from '../../account';
import { cancelSubscriptionMutation } from '../api';

export type CancelReceipt = NonNullable<
  CancelSubscriptionMutation['member']['cancelSubscription']['receipt']
>;
export type CancelStep = 'retention' | 'confirm' | 'receipt';

/** The cancel flow's step, its reason, and the cancellation (member.cancelSubscription) with its receipt. */
export function useCancelSubscription(membership: AccountInfo['membership']) {
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [step, setStep] = useState<CancelStep>('retention');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<CancelReceipt | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = ensureSucceeded(
        (
          await gqlRequest(cancelSubscriptionMutation, {
            subscriptionId: membership?.subscriptionId ?? null,
            reason: reason || null,
          })
        ).member.cancelSubscription,
      );
      if (result.receipt) setReceipt(result.receipt);
      setStep('receipt');
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { step, setStep, reason, setReason, busy, error, receipt, confirm };
}
