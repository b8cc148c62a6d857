import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffMay } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { ScrollRegion } from '../ui/ScrollRegion';
import { useMemberErrorText } from './member-errors';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberSessions, RevokeMemberSessions } from './queries';
import { deviceWording } from './session-device';
import styles from './Members.module.css';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** The member's signed-in sessions, each with its device and address; members.act revokes one or all of them. */
export function MemberSessionsSection({ memberId, brandId }: { memberId: string; brandId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const staff = useStaff();
  const errorTextOf = useMemberErrorText();
  const queryClient = useQueryClient();
  const mayAct = staffMay(staff, 'members.act', brandId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = memberSectionKey(memberId, 'sessions');
  const query = useQuery({ queryKey: key, queryFn: () => consoleRequest(MemberSessions, { id: memberId }) });
  const revoke = useMutation({
    mutationFn: async (sessionId: string | null) =>
      (await consoleRequest(RevokeMemberSessions, { memberId, sessionId })).revokeMemberSessions,
    onSuccess: (answer) => {
      setOutcome(
        answer.responseResult.succeeded
          ? { tone: 'success', text: t('members.sessions.revoked', { count: answer.revoked ?? 0 }) }
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
  const title = t('members.sessions.title');
  const device = (s: { browser?: string | null; os?: string | null }) => {
    const wording = deviceWording(s);
    return 'text' in wording ? wording.text : t(wording.key, 'values' in wording ? wording.values : {});
  };
  const sessions = query.data?.member?.sessions ?? [];
  return (
    <MemberSection
      id="sessions"
      title={title}
      intro={t('members.sessions.intro')}
      notice={
        outcome ? (
          <Notice
            className={styles.outcome}
            tone={outcome.tone}
            role={outcome.tone === 'danger' ? 'alert' : 'status'}
            data-testid="member-sessions-outcome"
          >
            {outcome.text}
          </Notice>
        ) : null
      }
      query={query}
      isEmpty={(data) => (data.member?.sessions.length ?? 0) === 0}
      emptyText={t('members.sessions.empty')}
    >
      {() => (
        <>
          <ScrollRegion label={title}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.sessions.device')}</th>
                  <th scope="col">{t('members.sessions.address')}</th>
                  <th scope="col">{t('members.sessions.signedIn')}</th>
                  <th scope="col">{t('members.sessions.lastSeen')}</th>
                  <th scope="col">{t('members.sessions.expires')}</th>
                  {mayAct ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('members.sessions.actions')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {sessions.map((s) => (
                  <tr key={s.id} data-testid={`member-session-${s.id}`}>
                    <td className={styles.nowrap} data-testid="member-session-device">
                      {device(s)}
                    </td>
                    <td className={styles.address}>
                      {s.address ?? <span className="console-muted">{t('members.sessions.noAddress')}</span>}
                    </td>
                    <td className={styles.nowrap}>{f.dateTime(s.signedInAt)}</td>
                    <td className={styles.nowrap}>{f.dateTime(s.lastSeenAt)}</td>
                    <td className={styles.nowrap}>{f.dateTime(s.expiresAt)}</td>
                    {mayAct ? (
                      <td>
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={revoke.isPending && revoke.variables === s.id}
                          onClick={() => revoke.mutate(s.id)}
                          aria-label={t('members.sessions.revokeOneOf', { date: f.dateTime(s.signedInAt) })}
                          data-testid={`member-session-revoke-${s.id}`}
                        >
                          {t('members.sessions.revoke')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {mayAct ? (
            <div className={styles.actions}>
              <ConfirmDialog
                trigger={
                  <Button variant="danger" size="sm" data-testid="member-sessions-revoke-all">
                    {t('members.sessions.revokeAll')}
                  </Button>
                }
                title={t('members.sessions.revokeAllTitle')}
                body={t('members.sessions.revokeAllBody')}
                confirmLabel={t('members.sessions.revokeAll')}
                cancelLabel={t('common.cancel')}
                pending={revoke.isPending}
                onConfirm={(close) => revoke.mutate(null, { onSettled: close })}
              />
            </div>
          ) : null}
        </>
      )}
    </MemberSection>
  );
}
