import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intlLocale, staffMay } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { memberKey, membersKey } from '../members/member-keys';
import { QueryState } from '../ui/QueryState';
import type { ConsoleCurrentSubscriptionFieldsFragment } from '../gql/graphql';
import { ActionDialog } from './ActionDialog';
import { useActionErrorText } from './action-errors';
import { memberSubscriptionKey, refundablePaymentsKey } from './action-keys';
import {
  CancelMemberSubscription,
  ExtendMemberAccess,
  MemberSubscription,
  RestartMemberSubscription,
  SendMemberResetLink,
  SetMemberActive,
} from './queries';
import { checkExtendDays } from './refund-form';
import styles from './MemberActions.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };
type Answer = { responseResult: { succeeded: boolean; errorCode?: string | null; message?: string | null } };

/**
 * What support does for a member (issue 33; docs/console.md "Member actions"): cancel, restart or
 * extend their subscription, send the password-reset link, deactivate or reactivate the account.
 * A payment is refunded from its row of the payments table (members/MemberPaymentsSection). Each act sits behind a confirming dialog and is the server's one path
 * (audited, refused outside the staff member's brands). Shown only with members.act on the brand.
 */
export function MemberActionsPanel({
  memberId,
  brandId,
  email,
  active,
}: {
  memberId: string;
  brandId: string;
  /** The member's address, named by the reset-link dialog. */
  email: string;
  /** The account is active (members.active). */
  active: boolean;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!staffMay(staff, 'members.act', brandId)) return null;
  return (
    <section className={styles.panel} aria-labelledby="member-actions" data-testid="member-actions">
      <h2 id="member-actions" className={styles.title}>
        {t('memberActions.title')}
      </h2>
      <p className={styles.summary}>{t('memberActions.help')}</p>
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="member-actions-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <SubscriptionActions memberId={memberId} onOutcome={setOutcome} />
      <AccountActions
        memberId={memberId}
        brandId={brandId}
        email={email}
        active={active}
        onOutcome={setOutcome}
      />
    </section>
  );
}

/** One act's dialog state and mutation: a refusal stays in the dialog, a success closes it and says so. */
function useAct<T extends Answer>(
  run: () => Promise<T>,
  onDone: (answer: T) => void,
): {
  open: boolean;
  setOpen(open: boolean): void;
  error: string | null;
  pending: boolean;
  confirm(): void;
} {
  const errorTextOf = useActionErrorText();
  const [open, setOpenState] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      if (!answer.responseResult.succeeded) {
        setError(errorTextOf(answer.responseResult.errorCode, answer.responseResult.message));
        return;
      }
      setOpenState(false);
      onDone(answer);
    },
    onError: () => setError(errorTextOf('internal_error')),
  });
  return {
    open,
    setOpen: (next) => {
      setError(null);
      setOpenState(next);
    },
    error,
    pending: mutation.isPending,
    confirm: () => {
      if (!mutation.isPending) mutation.mutate();
    },
  };
}

function SubscriptionActions({ memberId, onOutcome }: { memberId: string; onOutcome(o: Outcome): void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: memberSubscriptionKey(memberId),
    queryFn: () => consoleRequest(MemberSubscription, { memberId }),
  });
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [daysError, setDaysError] = useState<string | null>(null);
  const errorTextOf = useActionErrorText();

  const settle =
    (text: string) => (answer: { subscription?: ConsoleCurrentSubscriptionFieldsFragment | null }) => {
      queryClient.setQueryData(memberSubscriptionKey(memberId), {
        memberSubscription: answer.subscription ?? null,
      });
      void queryClient.invalidateQueries({ queryKey: memberKey(memberId) });
      void queryClient.invalidateQueries({ queryKey: refundablePaymentsKey(memberId) });
      onOutcome({ tone: 'success', text });
    };
  const cancel = useAct(
    async () =>
      (await consoleRequest(CancelMemberSubscription, { memberId, reason: reason.trim() || null }))
        .cancelMemberSubscription,
    (a) => {
      setReason('');
      settle(t('memberActions.subscription.cancelled'))(a);
    },
  );
  const restart = useAct(
    async () => (await consoleRequest(RestartMemberSubscription, { memberId })).restartMemberSubscription,
    (a) => settle(t('memberActions.subscription.restarted'))(a),
  );
  const extend = useAct(
    async () => {
      const checked = checkExtendDays(days);
      // Refused here: answered as the server would, without sending.
      if (!checked.ok)
        return { responseResult: { succeeded: false, errorCode: checked.errorCode }, subscription: null };
      return (await consoleRequest(ExtendMemberAccess, { memberId, days: checked.value })).extendMemberAccess;
    },
    (a) => settle(t('memberActions.subscription.extended', { days: Number(days.trim()) }))(a),
  );

  return (
    <div className={styles.section} data-testid="member-actions-subscription">
      <h3 className={styles.sectionTitle}>{t('memberActions.subscription.title')}</h3>
      <QueryState query={query}>
        {(data) => {
          const sub = data.memberSubscription;
          if (!sub) return <p className="console-muted">{t('memberActions.subscription.none')}</p>;
          return (
            <>
              <dl className={styles.facts}>
                <dt>{t('memberActions.subscription.plan')}</dt>
                <dd>{sub.planName}</dd>
                <dt>{t('memberActions.subscription.status')}</dt>
                <dd data-testid="member-subscription-status">
                  {t(`memberActions.subscription.statuses.${sub.status}`, { defaultValue: sub.status })}
                </dd>
                {sub.nextBillingDate ? (
                  <>
                    <dt>{t('memberActions.subscription.nextBilling')}</dt>
                    <dd>{date.format(new Date(sub.nextBillingDate))}</dd>
                  </>
                ) : null}
                {sub.status === 'cancelled' && sub.endDate ? (
                  <>
                    <dt>{t('memberActions.subscription.accessUntil')}</dt>
                    <dd>{date.format(new Date(sub.endDate))}</dd>
                  </>
                ) : null}
              </dl>
              <div className={styles.actions}>
                {sub.canCancel ? (
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => cancel.setOpen(true)}
                    data-testid="action-cancel"
                  >
                    {t('memberActions.subscription.cancel')}
                  </Button>
                ) : null}
                {sub.canRestart ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => restart.setOpen(true)}
                    data-testid="action-restart"
                  >
                    {t('memberActions.subscription.restart')}
                  </Button>
                ) : null}
                {sub.canExtend ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => extend.setOpen(true)}
                    data-testid="action-extend"
                  >
                    {t('memberActions.subscription.extend')}
                  </Button>
                ) : null}
              </div>
              <ActionDialog
                open={cancel.open}
                onOpenChange={cancel.setOpen}
                title={t('memberActions.subscription.cancelTitle', { plan: sub.planName })}
                description={t('memberActions.subscription.cancelBody')}
                confirmLabel={t('memberActions.subscription.cancelConfirm')}
                danger
                pending={cancel.pending}
                error={cancel.error}
                onConfirm={cancel.confirm}
                testId="cancel-dialog"
              >
                <TextField
                  label={t('memberActions.subscription.reason')}
                  hint={t('memberActions.subscription.reasonHint')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  maxLength={500}
                  autoComplete="off"
                  data-testid="cancel-reason"
                />
              </ActionDialog>
              <ActionDialog
                open={restart.open}
                onOpenChange={restart.setOpen}
                title={t('memberActions.subscription.restartTitle', { plan: sub.planName })}
                description={t('memberActions.subscription.restartBody')}
                confirmLabel={t('memberActions.subscription.restartConfirm')}
                pending={restart.pending}
                error={restart.error}
                onConfirm={restart.confirm}
                testId="restart-dialog"
              />
              <ActionDialog
                open={extend.open}
                onOpenChange={(next) => {
                  setDaysError(null);
                  extend.setOpen(next);
                }}
                title={t('memberActions.subscription.extendTitle')}
                description={t('memberActions.subscription.extendBody')}
                confirmLabel={t('memberActions.subscription.extendConfirm')}
                pending={extend.pending}
                error={null}
                onConfirm={() => {
                  const checked = checkExtendDays(days);
                  setDaysError(checked.ok ? null : errorTextOf(checked.errorCode));
                  if (checked.ok) extend.confirm();
                }}
                testId="extend-dialog"
              >
                <TextField
                  label={t('memberActions.subscription.days')}
                  hint={t('memberActions.subscription.daysHint')}
                  value={days}
                  onChange={(event) => {
                    setDays(event.target.value);
                    setDaysError(null);
                  }}
                  error={daysError ?? extend.error}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  data-testid="extend-days"
                />
              </ActionDialog>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function AccountActions({
  memberId,
  brandId,
  email,
  active,
  onOutcome,
}: {
  memberId: string;
  brandId: string;
  email: string;
  active: boolean;
  onOutcome(o: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reset = useAct(
    async () => (await consoleRequest(SendMemberResetLink, { memberId })).sendMemberResetLink,
    () => onOutcome({ tone: 'success', text: t('memberActions.account.resetSent', { email }) }),
  );
  const toggle = useAct(
    async () => (await consoleRequest(SetMemberActive, { memberId, active: !active })).setMemberActive,
    () => {
      void queryClient.invalidateQueries({ queryKey: memberKey(memberId) });
      void queryClient.invalidateQueries({ queryKey: membersKey(brandId) });
      onOutcome({
        tone: 'success',
        text: active ? t('memberActions.account.deactivated') : t('memberActions.account.reactivated'),
      });
    },
  );
  return (
    <div className={styles.section} data-testid="member-actions-account">
      <h3 className={styles.sectionTitle}>{t('memberActions.account.title')}</h3>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => reset.setOpen(true)} data-testid="action-reset">
          {t('memberActions.account.reset')}
        </Button>
        <Button
          variant={active ? 'danger' : 'secondary'}
          size="sm"
          onClick={() => toggle.setOpen(true)}
          data-testid={active ? 'action-deactivate' : 'action-reactivate'}
        >
          {active ? t('memberActions.account.deactivate') : t('memberActions.account.reactivate')}
        </Button>
      </div>
      <ActionDialog
        open={reset.open}
        onOpenChange={reset.setOpen}
        title={t('memberActions.account.resetTitle')}
        description={t('memberActions.account.resetBody', { email })}
        confirmLabel={t('memberActions.account.resetConfirm')}
        pending={reset.pending}
        error={reset.error}
        onConfirm={reset.confirm}
        testId="reset-dialog"
      />
      <ActionDialog
        open={toggle.open}
        onOpenChange={toggle.setOpen}
        title={
          active ? t('memberActions.account.deactivateTitle') : t('memberActions.account.reactivateTitle')
        }
        description={
          active ? t('memberActions.account.deactivateBody') : t('memberActions.account.reactivateBody')
        }
        confirmLabel={
          active ? t('memberActions.account.deactivateConfirm') : t('memberActions.account.reactivateConfirm')
        }
        danger={active}
        pending={toggle.pending}
        error={toggle.error}
        onConfirm={toggle.confirm}
        testId="active-dialog"
      />
    </div>
  );
}
