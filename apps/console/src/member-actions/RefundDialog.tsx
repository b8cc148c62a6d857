import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '@web/ui/Field';
import { consoleRequest } from '../app/graphql';
import { minorToMajorText, formatPrice } from '../plans/plan-money';
import { memberKey } from '../members/member-keys';
import { ActionDialog } from './ActionDialog';
import { newActionKey, useActionErrorText } from './action-errors';
import { refundablePaymentsKey } from './action-keys';
import { RefundPayment } from './queries';
import { checkRefundForm, refundFieldOf, type RefundField, type RefundMode } from './refund-form';
import styles from './MemberActions.module.css';

export interface RefundTarget {
  paymentId: string;
  /** What is left to refund of the payment, minor units. */
  refundableMinor: number;
  currency: string;
  symbol?: string;
  /** The member whose payment it is: their record and payments are read again after a refund. */
  memberId?: string;
}

/**
 * Refunds a payment in full (all that is left) or in part (typed in the currency's decimals), with
 * a reason, once per idempotency key: the key is kept while the form is unchanged, so sending again
 * after a lost answer cannot refund twice.
 */
export function RefundDialog({
  open,
  onOpenChange,
  target,
  onRefunded,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: RefundTarget;
  onRefunded(text: string): void;
}) {
  const { t, i18n } = useTranslation();
  const errorTextOf = useActionErrorText();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<RefundMode>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newActionKey);
  const [fieldError, setFieldError] = useState<{ field: RefundField; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  // A refused field takes the focus, so its message is read out with it.
  useEffect(() => {
    if (fieldError) fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldError]);
  const left = formatPrice(target.refundableMinor, target.currency, i18n.language, target.symbol ?? '');
  const changed = () => {
    setKey(newActionKey());
    setFieldError(null);
    setError(null);
  };

  const refund = useMutation({
    mutationFn: async () => {
      const checked = checkRefundForm({ mode, amount, reason }, target, i18n.language);
      if (!checked.ok) {
        setFieldError({ field: checked.field, text: errorTextOf(checked.errorCode) });
        return null;
      }
      return (
        await consoleRequest(RefundPayment, {
          paymentId: target.paymentId,
          amountMinor: checked.value.amountMinor,
          reason: checked.value.reason,
          idempotencyKey: key,
        })
      ).refundPayment;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      const r = answer.responseResult;
      if (!r.succeeded) {
        const text = errorTextOf(r.errorCode, r.message);
        const field = refundFieldOf(r.extra);
        if (field) setFieldError({ field, text });
        else setError(text);
        return;
      }
      const given = answer.refund;
      const amountText = given
        ? formatPrice(given.amountMinor, given.currency, i18n.language, target.symbol ?? '')
        : '';
      onRefunded(
        answer.duplicate
          ? t('memberActions.refund.already', { amount: amountText })
          : t('memberActions.refund.done', { amount: amountText, reference: given?.reference ?? '' }),
      );
      setAmount('');
      setReason('');
      setMode('full');
      setKey(newActionKey());
      if (target.memberId) {
        void queryClient.invalidateQueries({ queryKey: refundablePaymentsKey(target.memberId) });
        void queryClient.invalidateQueries({ queryKey: memberKey(target.memberId) });
      }
      onOpenChange(false);
    },
    // Unknown whether it was applied: the same key is kept, so sending again cannot refund twice.
    onError: () => setError(errorTextOf('internal_error')),
  });

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFieldError(null);
          setError(null);
        }
        onOpenChange(next);
      }}
      title={t('memberActions.refund.title')}
      description={t('memberActions.refund.description', { left })}
      confirmLabel={t('memberActions.refund.confirm')}
      danger
      pending={refund.isPending}
      error={error}
      onConfirm={() => refund.mutate()}
      testId="refund-dialog"
    >
      <div className={styles.fields} ref={fieldsRef}>
        <fieldset className={styles.choice}>
          <legend>{t('memberActions.refund.how')}</legend>
          <label>
            <input
              type="radio"
              name="refund-mode"
              value="full"
              checked={mode === 'full'}
              onChange={() => {
                setMode('full');
                changed();
              }}
              data-testid="refund-full"
            />
            {t('memberActions.refund.full', { left })}
          </label>
          <label>
            <input
              type="radio"
              name="refund-mode"
              value="part"
              checked={mode === 'part'}
              onChange={() => {
                setMode('part');
                changed();
              }}
              data-testid="refund-part"
            />
            {t('memberActions.refund.part')}
          </label>
        </fieldset>
        {mode === 'part' ? (
          <TextField
            label={t('memberActions.refund.amount', { currency: target.currency })}
            hint={t('memberActions.refund.amountHint', {
              example: minorToMajorText(Math.min(target.refundableMinor, 250), target.currency),
              left,
            })}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              changed();
            }}
            error={fieldError?.field === 'amount' ? fieldError.text : null}
            inputMode="decimal"
            autoComplete="off"
            required
            data-testid="refund-amount"
          />
        ) : null}
        <TextField
          label={t('memberActions.refund.reason')}
          hint={t('memberActions.refund.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            changed();
          }}
          error={fieldError?.field === 'reason' ? fieldError.text : null}
          maxLength={500}
          autoComplete="off"
          required
          data-testid="refund-reason"
        />
      </div>
    </ActionDialog>
  );
}
