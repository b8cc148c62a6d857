import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { intlLocale, staffMay, type LanguageCode } from '@member-area/domain';
import { LANGUAGE_NAMES } from '@web/i18n/negotiate';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ConsoleMemberFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { adjustFieldOf, adjustment, type AdjustField } from './member-form';
import { useMemberErrorText } from './member-errors';
import { memberBrandKey, memberKey, membersKey } from './member-keys';
import { AdjustCoins, MemberBrand, MemberDetail } from './queries';
import styles from './Members.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { MemberActionsPanel } from '../member-actions';
import { MemberEntriesSection } from './MemberEntriesSection';
import { MemberFeedbackSection } from './MemberFeedbackSection';
import { MemberLedgerSection } from './MemberLedgerSection';
import { MemberMailsSection } from './MemberMailsSection';
import { MemberOrdersSection } from './MemberOrdersSection';
import { MemberPaymentsSection } from './MemberPaymentsSection';
import { MemberSessionsSection } from './MemberSessionsSection';
import { MemberSubscriptionsSection } from './MemberSubscriptionsSection';
import { MemberTagsSection } from './MemberTagsSection';

type Outcome = { tone: 'success' | 'danger'; text: string };

/**
 * `/brands/:brandId/members/:memberId`: a member's page (members.read): the record, adjusting their
 * coins (members.act), and each section of their history, which loads on its own.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = params.brandId ?? '';
  const memberId = params.memberId ?? '';
  const brand = useQuery({
    queryKey: memberBrandKey(brandId),
    queryFn: () => consoleRequest(MemberBrand, { id: brandId }),
  });
  const member = useQuery({
    queryKey: memberKey(memberId),
    queryFn: () => consoleRequest(MemberDetail, { id: memberId }),
  });
  const found = member.data?.member;
  useDocumentTitle(
    found ? t('members.memberTitle', { name: found.name || found.email }) : t('members.listTitle'),
  );
  const brandName = brand.data?.brand?.name ?? brandId;
  const listPath = `/brands/${encodeURIComponent(brandId)}/members`;

  return (
    <QueryState query={member}>
      {(data) =>
        // A member of another brand under this brand's address is not shown here either.
        data.member && data.member.brandId === brandId ? (
          <MemberRecord member={data.member} brandName={brandName} listPath={listPath} />
        ) : (
          <>
            <h1 className="console-page-title">{t('members.listTitle')}</h1>
            <SectionState
              kind="empty"
              title={t('members.notFound')}
              action={<ButtonLink to={listPath}>{t('members.backToList')}</ButtonLink>}
              data-testid="not-found"
            />
          </>
        )
      }
    </QueryState>
  );
}

function MemberRecord({
  member,
  brandName,
  listPath,
}: {
  member: ConsoleMemberFieldsFragment;
  brandName: string;
  listPath: string;
}) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(arrived ? { tone: 'success', text: arrived } : null);
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const mayAct = staffMay(staff, 'members.act', member.brandId);
  const plan = member.plan;

  return (
    <>
      <BrandPageHeader
        brandId={member.brandId}
        brandName={brandName}
        title={member.name || member.email}
        trail={[{ to: listPath, label: t('members.listTitle') }]}
      />
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="member-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <div className={styles.record}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby="member-profile" data-testid="member-profile">
            <h2 id="member-profile" className={styles.panelTitle}>
              {t('members.profile.title')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('members.profile.id')}</dt>
              <dd className="console-mono">#{member.id}</dd>
              <dt>{t('members.profile.email')}</dt>
              <dd>{member.email}</dd>
              <dt>{t('members.profile.name')}</dt>
              <dd>
                {[member.firstName, member.lastName].filter(Boolean).join(' ') ||
                  member.name ||
                  t('members.unnamed')}
              </dd>
              <dt>{t('members.profile.reference')}</dt>
              <dd className="console-mono">{member.referenceNumber ?? t('members.none')}</dd>
              <dt>{t('members.profile.language')}</dt>
              <dd>{LANGUAGE_NAMES[member.lang as LanguageCode] ?? member.lang}</dd>
              <dt>{t('members.profile.timezone')}</dt>
              <dd>{member.timezone}</dd>
              <dt>{t('members.profile.status')}</dt>
              <dd>{member.active ? t('members.profile.active') : t('members.profile.inactive')}</dd>
              <dt>{t('members.profile.joined')}</dt>
              <dd>{date.format(new Date(member.joinedAt))}</dd>
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="member-plan" data-testid="member-plan-panel">
            <h2 id="member-plan" className={styles.panelTitle}>
              {t('members.plan.title')}
            </h2>
            {plan ? (
              <dl className={styles.facts}>
                <dt>{t('members.plan.name')}</dt>
                <dd>
                  {plan.name} <span className="console-muted console-mono">#{plan.id}</span>
                </dd>
                <dt>{t('members.plan.origin')}</dt>
                <dd>{plan.givenByStaff ? t('members.plan.givenByStaff') : t('members.plan.bought')}</dd>
                {plan.trial ? (
                  <>
                    <dt>{t('members.plan.trial')}</dt>
                    <dd>{t('common.yes')}</dd>
                  </>
                ) : null}
                <dt>{t('members.plan.since')}</dt>
                <dd>{plan.since ? date.format(new Date(plan.since)) : t('members.none')}</dd>
                <dt>{t('members.plan.renews')}</dt>
                <dd>
                  {plan.nextBillingDate
                    ? date.format(new Date(plan.nextBillingDate))
                    : t('members.plan.noRenewal')}
                </dd>
              </dl>
            ) : (
              <p className="console-muted">{t('members.plan.none')}</p>
            )}
          </section>
        </div>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby="member-coins" data-testid="member-coins">
            <h2 id="member-coins" className={styles.panelTitle}>
              {t('members.coins.title')}
            </h2>
            <p className={styles.balance} data-testid="member-balance">
              {t('members.coins.balanceOf', { balance: number.format(member.coinBalance) })}
            </p>
            {mayAct ? <AdjustForm member={member} onOutcome={setOutcome} /> : null}
          </section>
          <MemberLedgerSection memberId={member.id} />
        </div>
      </div>
      <div className={styles.sections}>
        <MemberActionsPanel
          memberId={member.id}
          brandId={member.brandId}
          email={member.email}
          active={member.active}
        />
        <MemberSubscriptionsSection memberId={member.id} />
        <MemberPaymentsSection memberId={member.id} brandId={member.brandId} />
        <MemberOrdersSection memberId={member.id} brandId={member.brandId} />
        <MemberEntriesSection memberId={member.id} />
        <MemberTagsSection memberId={member.id} />
        <MemberSessionsSection memberId={member.id} brandId={member.brandId} />
        <MemberMailsSection memberId={member.id} brandId={member.brandId} />
        <MemberFeedbackSection memberId={member.id} />
      </div>
    </>
  );
}

/** A fresh idempotency key per adjustment the form means: a resend of the same one adjusts once. */
const newKey = () => `console-${crypto.randomUUID()}`;

function AdjustForm({
  member,
  onOutcome,
}: {
  member: ConsoleMemberFieldsFragment;
  onOutcome(outcome: Outcome | null): void;
}) {
  const { t, i18n } = useTranslation();
  const errorTextOf = useMemberErrorText();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [fieldError, setFieldError] = useState<{ field: AdjustField; text: string } | null>(null);
  const [errorVersion, setErrorVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const errorOf = (field: AdjustField) => (fieldError?.field === field ? fieldError.text : null);

  function refuse(code: string, field: AdjustField | null) {
    const text = errorTextOf(code);
    setFieldError(field ? { field, text } : null);
    onOutcome(field ? null : { tone: 'danger', text });
    setErrorVersion((v) => v + 1);
  }

  useEffect(() => {
    if (errorVersion === 0 || !fieldError) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${fieldError.field}"]`)?.focus();
  }, [errorVersion, fieldError]);

  const adjust = useMutation({
    mutationFn: async () => {
      const checked = adjustment(amount, reason);
      if (!checked.ok) {
        refuse(checked.errorCode, checked.field);
        return null;
      }
      return (
        await consoleRequest(AdjustCoins, {
          memberId: member.id,
          amount: checked.value.amount,
          reason: checked.value.reason,
          idempotencyKey: key,
        })
      ).adjustCoins;
    },
    onSuccess: (answer) => {
      if (!answer) return;
      if (!answer.responseResult.succeeded) {
        refuse(
          answer.responseResult.errorCode ?? 'internal_error',
          adjustFieldOf(answer.responseResult.extra),
        );
        return;
      }
      const balance = number.format(answer.balance ?? 0);
      onOutcome({
        tone: 'success',
        text: answer.duplicate
          ? t('members.adjust.already', { balance })
          : t('members.adjust.done', { balance }),
      });
      setFieldError(null);
      setAmount('');
      setReason('');
      // The next adjustment is another one.
      setKey(newKey());
      void queryClient.invalidateQueries({ queryKey: memberKey(member.id) });
      void queryClient.invalidateQueries({ queryKey: membersKey(member.brandId) });
    },
    // Unknown whether it was applied: the same key is kept, so sending again cannot adjust twice.
    onError: (error) => refuse((error as { errorCode?: string }).errorCode ?? 'internal_error', null),
  });

  return (
    <form
      ref={formRef}
      aria-labelledby="member-adjust"
      onSubmit={(event) => {
        event.preventDefault();
        if (!adjust.isPending) adjust.mutate();
      }}
      noValidate
      data-testid="member-adjust-form"
    >
      <h3 id="member-adjust" className={styles.panelTitle}>
        {t('members.adjust.title')}
      </h3>
      <p className="console-muted">{t('members.adjust.help')}</p>
      <div className={styles.adjust}>
        <TextField
          label={t('members.adjust.amount')}
          hint={t('members.adjust.amountHint')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setKey(newKey());
          }}
          error={errorOf('amount')}
          inputMode="numeric"
          autoComplete="off"
          required
          data-field="amount"
          data-testid="member-adjust-amount"
        />
        <TextField
          label={t('members.adjust.reason')}
          hint={t('members.adjust.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setKey(newKey());
          }}
          error={errorOf('reason')}
          autoComplete="off"
          maxLength={200}
          required
          data-field="reason"
          data-testid="member-adjust-reason"
        />
        <div className={styles.adjustActions}>
          <Button
            type="submit"
            loading={adjust.isPending}
            loadingLabel={t('common.saving')}
            data-testid="member-adjust-submit"
          >
            {t('members.adjust.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
