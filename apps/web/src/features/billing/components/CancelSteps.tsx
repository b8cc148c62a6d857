import { useTranslation } from 'react-i18next';
import { DATA_RETENTION_MONTHS, intlLocale } from '@member-area/domain';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { FactList } from '../../../ui/FactList';
import { Notice } from '../../../ui/Notice';
import { FormError } from '../../../ui/FormError';
import { SelectField } from '../../../ui/SelectField';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/PanelContent.module.css';
import { type AccountInfo } from '../../account';
import { formatDate } from '../../../app/format';
import type { CancelReceipt as Receipt, CancelStep } from './useCancelSubscription';

export const CANCEL_REASONS = ['price', 'content', 'time', 'technical', 'other'] as const;
const STEPS: CancelStep[] = ['retention', 'confirm', 'receipt'];
type Membership = AccountInfo['membership'];

/** Where the member is among retention, confirm and receipt. */
export function CancelProgress({ step }: { step: CancelStep }) {
  const { t } = useTranslation();
  return (
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
}

/** No subscription to cancel, or one already cancelled. */
export function CancelUnavailable({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('billing.cancel.title')}>
      <Notice tone="info" role="status" data-testid="cancel-unavailable">
        {membership?.cancelRefId ? t('billing.cancel.alreadyCancelled') : t('account.notices.noSubscription')}
      </Notice>
      <div className={styles.formActions}>
        <ButtonLink to="/account/membership" variant="secondary">
          {t('billing.cancel.backToMembership')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

/** The finish: the cancellation's reference, date, plan, access and how long the data is kept. */
export function CancelReceipt({ receipt, email }: { receipt: Receipt | null; email: string }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <Panel title={t('billing.cancel.receiptTitle')} data-testid="cancel-receipt">
      <CancelProgress step="receipt" />
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
      <p className={styles.muted}>{t('billing.cancel.mailSent', { email })}</p>
      <div className={styles.formActions}>
        <ButtonLink to="/account/membership" data-testid="cancel-done">
          {t('billing.cancel.backToMembership')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

/** The confirmation: what ends when, an optional reason, and the last word. */
export function CancelConfirm({
  membership,
  reason,
  onReason,
  error,
  busy,
  onConfirm,
}: {
  membership: Membership;
  reason: string;
  onReason(reason: string): void;
  error: string | null;
  busy: boolean;
  onConfirm(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <Panel title={t('billing.cancel.confirmTitle')} data-testid="cancel-confirm">
      <CancelProgress step="confirm" />
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
          onChange={(event) => onReason(event.target.value)}
          options={[
            { value: '', label: t('billing.cancel.reasonNone') },
            ...CANCEL_REASONS.map((value) => ({ value, label: t(`billing.cancel.reasons.${value}`) })),
          ]}
          data-testid="cancel-reason"
        />
      </div>
      <FormError message={error} />
      <div className={styles.formActions}>
        <Button variant="danger" onClick={onConfirm} loading={busy} data-testid="cancel-confirm-button">
          {t('billing.cancel.confirmAction')}
        </Button>
        <ButtonLink to="/account/membership" variant="ghost">
          {t('billing.cancel.keep')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

/** The retention page: what the member keeps by staying. */
export function CancelRetention({ membership, onContinue }: { membership: Membership; onContinue(): void }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('billing.cancel.retentionTitle')} data-testid="cancel-retention">
      <CancelProgress step="retention" />
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
        <Button variant="ghost" onClick={onContinue} data-testid="cancel-continue">
          {t('billing.cancel.continue')}
        </Button>
      </div>
    </Panel>
  );
}
