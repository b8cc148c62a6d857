import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_RETENTION_MONTHS, intlLocale } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { FactList } from '../../../ui/FactList';
import { Notice } from '../../../ui/Notice';
import { SelectField } from '../../../ui/SelectField';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/PanelContent.module.css';
import { useRefreshAccount, type AccountInfo } from '../../account';
import { formatDate } from '../../../app/format';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { cancelSubscriptionMutation } from '../api';
import type { CancelSubscriptionMutation } from '../../../gql/graphql';

type Receipt = NonNullable<CancelSubscriptionMutation['member']['cancelSubscription']['receipt']>;
type Step = 'retention' | 'confirm' | 'receipt';
const STEPS: Step[] = ['retention', 'confirm', 'receipt'];
export const CANCEL_REASONS = ['price', 'content', 'time', 'technical', 'other'] as const;

/** SPEC.md 4: retention page, confirm, finish (receipt with reference number and cancel date). */
export function CancelFlow({ account }: { account: AccountInfo }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [step, setStep] = useState<Step>('retention');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const membership = account.membership;
  const locale = intlLocale(i18n.language);

  if (!receipt && (!membership || membership.cancelRefId || membership.status === 'inactive')) {
    return (
      <Panel title={t('billing.cancel.title')}>
        <Notice tone="info" role="status" data-testid="cancel-unavailable">
          {membership?.cancelRefId
            ? t('billing.cancel.alreadyCancelled')
            : t('account.notices.noSubscription')}
        </Notice>
        <div className={styles.formActions}>
          <ButtonLink to="/account/membership" variant="secondary">
            {t('billing.cancel.backToMembership')}
          </ButtonLink>
        </div>
      </Panel>
    );
  }

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

  const progress = (
    <ol className={styles.steps} aria-label={t('billing.cancel.progress')}>
      {STEPS.map((name, index) => (
        <li
          key={name}
          className={name === step ? styles.stepCurrent : ''}
          aria-current={name === step ? 'step' : undefined}
        >
          {index > 0 ? <Icon name="chevron-right" size={14} /> : null}
          {t(`billing.cancel.steps.${name}`)}
        </li>
      ))}
    </ol>
  );

  if (step === 'receipt') {
    return (
      <Panel title={t('billing.cancel.receiptTitle')} data-testid="cancel-receipt">
        {progress}
        <Notice tone="success" role="status" data-testid="form-success">
          {t('account.messages.cancelled')}
        </Notice>
        {receipt ? (
          <FactList
            items={[
              {
                label: t('billing.cancel.reference'),
                value: receipt.referenceNumber,
                testId: 'cancel-reference',
              },
              {
                label: t('billing.cancel.cancelDate'),
                value: formatDate(receipt.cancelDate, locale),
                testId: 'cancel-date',
              },
              { label: t('billing.membership.plan'), value: receipt.planName },
              { label: t('billing.membership.accessUntil'), value: formatDate(receipt.accessUntil, locale) },
              { label: t('billing.cancel.keptUntil'), value: formatDate(receipt.purgeDate, locale) },
            ]}
          />
        ) : null}
        <p className={styles.muted}>{t('billing.cancel.mailSent', { email: account.email })}</p>
        <div className={styles.formActions}>
          <ButtonLink to="/account/membership" data-testid="cancel-done">
            {t('billing.cancel.backToMembership')}
          </ButtonLink>
        </div>
      </Panel>
    );
  }

  if (step === 'confirm') {
    return (
      <Panel title={t('billing.cancel.confirmTitle')} data-testid="cancel-confirm">
        {progress}
        <p className={styles.muted}>
          {t('billing.cancel.confirmText', {
            plan: membership?.planName ?? '',
            date: formatDate(membership?.nextBillingDate ?? membership?.accessUntil, locale),
          })}
        </p>
        <p className={styles.muted}>{t('billing.cancel.retention', { months: DATA_RETENTION_MONTHS })}</p>
        <div className={styles.form}>
          <SelectField
            label={t('billing.cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            options={[
              { value: '', label: t('billing.cancel.reasonNone') },
              ...CANCEL_REASONS.map((value) => ({ value, label: t(`billing.cancel.reasons.${value}`) })),
            ]}
            data-testid="cancel-reason"
          />
        </div>
        {error ? (
          <Notice tone="danger" role="alert" data-testid="form-error">
            {error}
          </Notice>
        ) : null}
        <div className={styles.formActions}>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            loading={busy}
            data-testid="cancel-confirm-button"
          >
            {t('billing.cancel.confirmAction')}
          </Button>
          <ButtonLink to="/account/membership" variant="ghost">
            {t('billing.cancel.keep')}
          </ButtonLink>
        </div>
      </Panel>
    );
  }

  return (
    <Panel title={t('billing.cancel.retentionTitle')} data-testid="cancel-retention">
      {progress}
      <p className={styles.muted}>
        {t('billing.cancel.retentionText', { plan: membership?.planName ?? '' })}
      </p>
      <ul className={styles.perks}>
        {(['media', 'giveaways', 'offers'] as const).map((perk) => (
          <li key={perk}>
            <Icon name="check-circle" size={18} />
            {t(`billing.cancel.perks.${perk}`)}
          </li>
        ))}
      </ul>
      <div className={styles.formActions}>
        <ButtonLink to="/account/membership" data-testid="cancel-keep">
          {t('billing.cancel.keep')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => setStep('confirm')} data-testid="cancel-continue">
          {t('billing.cancel.continue')}
        </Button>
      </div>
    </Panel>
  );
}
