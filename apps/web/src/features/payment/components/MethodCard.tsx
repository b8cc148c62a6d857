import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import styles from '../../../ui/PanelContent.module.css';
import { useRefreshAccount, type AccountInfo } from '../../account';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { removePaymentMethodMutation, setPreferredPaymentMethodMutation } from '../api';

type Method = AccountInfo['paymentMethods'][number];

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  paypal: 'PayPal',
};

/** Makes a method the preferred one, or removes it (after the confirmation), then reads the account again. */
function useMethodActions(id: string) {
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [busy, setBusy] = useState<'preferred' | 'remove' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: 'preferred' | 'remove') => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'preferred')
        ensureSucceeded(
          (await gqlRequest(setPreferredPaymentMethodMutation, { id })).member.setPreferredPaymentMethod,
        );
      else
        ensureSucceeded((await gqlRequest(removePaymentMethodMutation, { id })).member.removePaymentMethod);
      await refresh();
      setConfirmRemove(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return { busy, confirmRemove, setConfirmRemove, error, act };
}

/** The method's brand, preferred or backup, and its number and expiry (or PayPal's address). */
function MethodDetails({ method, brand }: { method: Method; brand: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.cardTop}>
        <span className={styles.badge}>
          <Icon name="card" size={14} />
          {brand}
        </span>
        {method.isDefault ? (
          <span className={`${styles.badge} ${styles.badgeAccent}`} data-testid="payment-method-preferred">
            {t('payment.methods.preferred')}
          </span>
        ) : method.isBackup ? (
          <span className={styles.badge} data-testid="payment-method-backup">
            {t('payment.methods.backup')}
          </span>
        ) : null}
      </div>
      {method.provider === 'paypal' ? (
        <p className={styles.cardNumber}>{method.paypalEmail ?? 'PayPal'}</p>
      ) : (
        <>
          <p className={styles.cardNumber} data-testid="payment-method-last4">
            {t('payment.methods.endingIn', { last4: method.last4 ?? '' })}
          </p>
          <p className={styles.muted}>
            {t('payment.methods.expires', { expiry: method.expiry ?? '' })}
            {method.holderName ? ` · ${method.holderName}` : ''}
          </p>
        </>
      )}
    </>
  );
}

/** Asks before a method is removed. */
function RemoveMethodDialog({
  open,
  onOpenChange,
  removing,
  method,
  onRemove,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  removing: boolean;
  method: string;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={removing}
      title={t('payment.methods.removeTitle')}
      description={t('payment.methods.removeText', { method })}
      closeLabel={t('account.common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={removing}>
            {t('account.common.cancel')}
          </Button>
          <Button variant="danger" onClick={onRemove} loading={removing}>
            {t('payment.methods.remove')}
          </Button>
        </>
      }
    />
  );
}

/** One saved method: its details, update or make preferred, and remove. */
export function MethodCard({
  method,
  onUpdate,
  updating,
}: {
  method: Method;
  onUpdate(): void;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const { busy, confirmRemove, setConfirmRemove, error, act } = useMethodActions(method.id);
  const brand = BRAND_NAMES[method.brand] ?? t('payment.methods.card');

  return (
    <article className={styles.cardItem} data-testid="payment-method">
      <MethodDetails method={method} brand={brand} />
      {error ? (
        <p className={styles.fieldError} role="alert">
          <Icon name="alert" size={14} />
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {method.isDefault ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={onUpdate}
            loading={updating}
            data-testid="update-card"
          >
            {t('payment.methods.update')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void act('preferred')}
            loading={busy === 'preferred'}
            data-testid="make-preferred"
          >
            {t('payment.methods.makePreferred')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirmRemove(true)}
          aria-haspopup="dialog"
          data-testid="remove-card"
        >
          {t('payment.methods.remove')}
        </Button>
      </div>
      <RemoveMethodDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        removing={busy === 'remove'}
        method={method.last4 ? `${brand} •••• ${method.last4}` : brand}
        onRemove={() => void act('remove')}
      />
    </article>
  );
}
