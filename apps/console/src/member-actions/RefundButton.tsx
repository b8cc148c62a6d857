import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { RefundDialog, type RefundTarget } from './RefundDialog';

/**
 * A payment's Refund button (for a payments list): opens the RefundDialog; disabled once nothing is
 * left to refund. `onRefunded` receives the confirmation to show.
 */
export function RefundButton({
  paymentId,
  amountLeftMinor,
  currency,
  symbol,
  memberId,
  label,
  onRefunded,
}: {
  paymentId: string;
  /** What is left to refund of the payment, minor units. */
  amountLeftMinor: number;
  currency: string;
  symbol?: string;
  memberId?: string;
  /** The button's accessible name when several stand in one list ("Refund the payment of 1 March"). */
  label?: string;
  onRefunded?(text: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const target: RefundTarget = {
    paymentId,
    refundableMinor: amountLeftMinor,
    currency,
    ...(symbol === undefined ? {} : { symbol }),
    ...(memberId === undefined ? {} : { memberId }),
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={amountLeftMinor <= 0}
        onClick={() => setOpen(true)}
        aria-label={label}
        data-testid={`refund-${paymentId}`}
      >
        {amountLeftMinor <= 0 ? t('memberActions.refund.nothingLeft') : t('memberActions.refund.button')}
      </Button>
      <RefundDialog
        open={open}
        onOpenChange={setOpen}
        target={target}
        onRefunded={(text) => onRefunded?.(text)}
      />
    </>
  );
}
