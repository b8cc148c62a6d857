import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/Notice';
import { FormError } from '../../../ui/FormError';
import { Panel } from '../../../ui/Panel';
import { SectionState } from '../../../ui/SectionState';
import styles from '../../../ui/PanelContent.module.css';
import { type AccountInfo } from '../../account';
import { MethodCard } from './MethodCard';
import { AddMethodButtons, PaymentFailedNotice } from './MethodSetupActions';
import { useMethodSetup } from './useMethodSetup';

/** The member's payment methods, the ways to add a card or PayPal, and a failed payment's notice. */
export function PaymentMethodsSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const { starting, error, start } = useMethodSetup();
  const methods = account.paymentMethods;
  // PayPal members (their subscription or preferred method is PayPal) see the provider's note.
  const paysWithPaypal =
    account.subscriptionProvider === 'paypal' || methods.some((m) => m.isDefault && m.provider === 'paypal');

  return (
    <Panel
      title={t('payment.methods.title')}
      description={t('payment.methods.description')}
      data-testid="payment-methods"
      actions={<AddMethodButtons starting={starting} onStart={(method) => void start('add', method)} />}
    >
      {account.billing.paymentFailed ? (
        <PaymentFailedNotice
          canUpdate={methods.length > 0}
          updating={starting === 'update-card'}
          onUpdate={() => void start('update')}
        />
      ) : null}
      <FormError message={error} />
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
