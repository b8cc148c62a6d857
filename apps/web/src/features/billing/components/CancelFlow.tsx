import { type AccountInfo } from '../../account';
import { CancelConfirm, CancelReceipt, CancelRetention, CancelUnavailable } from './CancelSteps';
import { useCancelSubscription } from './useCancelSubscription';

export { CANCEL_REASONS } from './CancelSteps';

/** SPEC.md 4: retention page, confirm, finish (receipt with reference number and cancel date). */
export function CancelFlow({ account }: { account: AccountInfo }) {
  const membership = account.membership;
  const { step, setStep, reason, setReason, busy, error, receipt, confirm } =
    useCancelSubscription(membership);

  if (!receipt && (!membership || membership.cancelRefId || membership.status === 'inactive'))
    return <CancelUnavailable membership={membership} />;
  if (step === 'receipt') return <CancelReceipt receipt={receipt} email={account.email} />;
  if (step === 'confirm')
    return (
      <CancelConfirm
        membership={membership}
        reason={reason}
        onReason={setReason}
        error={error}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    );
  return <CancelRetention membership={membership} onContinue={() => setStep('confirm')} />;
}
