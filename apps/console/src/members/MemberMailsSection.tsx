import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffMay } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { ScrollRegion } from '../ui/ScrollRegion';
import { useMemberErrorText } from './member-errors';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberMails, ResendMemberMail } from './queries';
import styles from './Members.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** The mails sent to the member, newest first, each named by what it is; members.act sends one again to their address now. */
export function MemberMailsSection({ memberId, brandId }: { memberId: string; brandId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const staff = useStaff();
  const errorTextOf = useMemberErrorText();
  const queryClient = useQueryClient();
  const mayAct = staffMay(staff, 'members.act', brandId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = memberSectionKey(memberId, 'mails');
  const query = useQuery({ queryKey: key, queryFn: () => consoleRequest(MemberMails, { id: memberId }) });
  const resend = useMutation({
    mutationFn: async (mailId: string) =>
      (await consoleRequest(ResendMemberMail, { memberId, mailId })).resendMemberMail,
    onSuccess: (answer) => {
      setOutcome(
        answer.responseResult.succeeded
          ? { tone: 'success', text: t('members.mails.resent', { to: answer.to ?? '' }) }
          : { tone: 'danger', text: errorTextOf(answer.responseResult.errorCode ?? 'internal_error') },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      setOutcome({
        tone: 'danger',
        text: errorTextOf((error as { errorCode?: string }).errorCode ?? 'internal_error'),
      }),
  });
  const title = t('members.mails.title');
  return (
    <MemberSection
      id="mails"
      title={title}
      intro={t('members.mails.intro')}
      notice={
        outcome ? (
          <Notice
            className={styles.outcome}
            tone={outcome.tone}
            role={outcome.tone === 'danger' ? 'alert' : 'status'}
            data-testid="member-mails-outcome"
          >
            {outcome.text}
          </Notice>
        ) : null
      }
      query={query}
      isEmpty={(data) => (data.member?.mails.length ?? 0) === 0}
      emptyText={t('members.mails.empty')}
    >
      {(data) => (
        <>
          <ScrollRegion label={title}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.mails.date')}</th>
                  <th scope="col">{t('members.mails.kind')}</th>
                  <th scope="col">{t('members.mails.subject')}</th>
                  <th scope="col">{t('members.mails.to')}</th>
                  <th scope="col">{t('members.mails.status')}</th>
                  {mayAct ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('members.mails.actions')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {(data.member?.mails ?? []).map((m) => (
                  <tr key={m.id} data-testid={`member-mail-${m.id}`}>
                    <td className={styles.nowrap}>{f.dateTime(m.createdAt)}</td>
                    <td data-testid="member-mail-template">
                      {m.template ? (
                        t(`members.mails.templates.${m.template}`, { defaultValue: m.template })
                      ) : (
                        <span className="console-muted">{t('members.mails.noTemplate')}</span>
                      )}
                    </td>
                    <td>{m.subject}</td>
                    <td>{m.to}</td>
                    <td>
                      {m.sentAt
                        ? t('members.mails.sentAt', { date: f.dateTime(m.sentAt) })
                        : t('members.mails.statuses.recorded')}
                    </td>
                    {mayAct ? (
                      <td>
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={resend.isPending && resend.variables === m.id}
                          onClick={() => resend.mutate(m.id)}
                          aria-label={t('members.mails.resendOf', { subject: m.subject })}
                          data-testid={`member-mail-resend-${m.id}`}
                        >
                          {t('members.mails.resend')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </MemberSection>
  );
}
