import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { Panel } from '../../../ui/Panel';
import { SectionState } from '../../../ui/SectionState';
import styles from '../../../ui/PanelContent.module.css';
import { useRefreshAccount, type AccountInfo } from '../../account';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { removePaymentMethodMutation, setPreferredPaymentMethodMutation } from '../api';
import {
  createSetupIntent,
  goToHostedPage,
  rememberPaymentMethodIntent,
  type PaymentMethodIntent,
} from '../flow';

type Method = AccountInfo['paymentMethods'][number];

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  paypal: 'PayPal',
};

export function PaymentMethodsSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const errorMessage = useResultErrorMessage();
  const [starting, setStarting] = useState<`${PaymentMethodIntent}-${'card' | 'paypal'}` | null>(null);
  const [error, setError] = useState<string | null>(null);
  const methods = account.paymentMethods;
  // PayPal members (their subscription or preferred method is PayPal) see the provider's note.
  const paysWithPaypal =
    account.subscriptionProvider === 'paypal' || methods.some((m) => m.isDefault && m.provider === 'paypal');

  const start = async (intent: PaymentMethodIntent, method: 'card' | 'paypal' = 'card') => {
    setStarting(`${intent}-${method}`);
    setError(null);
    try {
      const setup = await createSetupIntent(method, '/account/payment-methods');
      rememberPaymentMethodIntent(intent);
      goToHostedPage(setup.hostedUrl);
    } catch (failure) {
      // Quiet case (SPEC.md 8): the message stays next to the action.
      setError(errorMessage(failure));
      setStarting(null);
    }
  };

  return (
    <Panel
      title={t('payment.methods.title')}
      description={t('payment.methods.description')}
      data-testid="payment-methods"
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => void start('add', 'paypal')}
            loading={starting === 'add-paypal'}
            disabled={starting !== null}
            data-testid="add-paypal"
          >
            {t('payment.methods.addPaypal')}
          </Button>
          <Button
            icon={<Icon name="card" size={16} />}
            onClick={() => void start('add')}
            loading={starting === 'add-card'}
            disabled={starting !== null}
            data-testid="add-card"
          >
            {t('payment.methods.addCard')}
          </Button>
        </>
      }
    >
      {account.billing.paymentFailed ? (
        <Notice
          tone="danger"
          role="alert"
          title={t('billing.paymentFailed')}
          data-testid="notice-payment-failed"
          action={
            methods.length > 0 ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void start('update')}
                loading={starting === 'update-card'}
              >
                {t('billing.updatePaymentMethod')}
              </Button>
            ) : undefined
          }
        >
          {t('billing.paymentFailedHelp')}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="danger" role="alert" data-testid="form-error">
          {error}
        </Notice>
      ) : null}
      {paysWithPaypal ? (
        <Notice tone="info" data-testid="paypal-note" title={t('payment.methods.paypalTitle')}>
          {t('payment.methods.paypalNote')}
        </Notice>
      ) : null}
      {methods.length === 0 ? (
        <SectionState
          kind="empty"
          icon="card"
          title={t('payment.methods.none')}
          data-testid="no-payment-method"
        >
          {t('payment.methods.noneHelp')}
        </SectionState>
      ) : (
        <div className={styles.cards}>
          {methods.map((method) => (
            <MethodCard
              key={method.id}
              method={method}
              onUpdate={() => void start('update', method.provider === 'paypal' ? 'paypal' : 'card')}
              updating={starting?.startsWith('update') ?? false}
            />
          ))}
        </div>
      )}
    </Panel>
  );
}

function MethodCard({ method, onUpdate, updating }: { method: Method; onUpdate(): void; updating: boolean }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [busy, setBusy] = useState<'preferred' | 'remove' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const brand = BRAND_NAMES[method.brand] ?? t('payment.methods.card');

  const act = async (action: 'preferred' | 'remove') => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'preferred')
        ensureSucceeded(
          (await gqlRequest(setPreferredPaymentMethodMutation, { id: method.id })).member
            .setPreferredPaymentMethod,
        );
      else
        ensureSucceeded(
          (await gqlRequest(removePaymentMethodMutation, { id: method.id })).member.removePaymentMethod,
        );
      await refresh();
      setConfirmRemove(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className={styles.cardItem} data-testid="payment-method">
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
      <Dialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        busy={busy === 'remove'}
        title={t('payment.methods.removeTitle')}
        description={t('payment.methods.removeText', {
          method: method.last4 ? `${brand} •••• ${method.last4}` : brand,
        })}
        closeLabel={t('account.common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmRemove(false)} disabled={busy === 'remove'}>
              {t('account.common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void act('remove')} loading={busy === 'remove'}>
              {t('payment.methods.remove')}
            </Button>
          </>
        }
      />
    </article>
  );
}
