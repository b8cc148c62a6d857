import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import type { MethodSetup } from './useMethodSetup';

/** Add PayPal, add a card: both disabled while one is starting. */
export function AddMethodButtons({
  starting,
  onStart,
}: {
  starting: MethodSetup | null;
  onStart(method: 'card' | 'paypal'): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => onStart('paypal')}
        loading={starting === 'add-paypal'}
        disabled={starting !== null}
        data-testid="add-paypal"
      >
        {t('payment.methods.addPaypal')}
      </Button>
      <Button
        icon={<Icon name="card" size={16} />}
        onClick={() => onStart('card')}
        loading={starting === 'add-card'}
        disabled={starting !== null}
        data-testid="add-card"
      >
        {t('payment.methods.addCard')}
      </Button>
    </>
  );
}

/** A failed payment, with the way to update the card when there is one. */
export function PaymentFailedNotice({
  canUpdate,
  updating,
  onUpdate,
}: {
  canUpdate: boolean;
  updating: boolean;
  onUpdate(): void;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="danger"
      role="alert"
      title={t('billing.paymentFailed')}
      data-testid="notice-payment-failed"
      action={
        canUpdate ? (
          <Button size="sm" variant="secondary" onClick={onUpdate} loading={updating}>
            {t('billing.updatePaymentMethod')}
          </Button>
        ) : undefined
      }
    >
      {t('billing.paymentFailedHelp')}
    </Notice>
  );
}
