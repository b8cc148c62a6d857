import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberFeedback } from './queries';
import styles from './Members.module.css';

/** The problem reports the member sent, newest first. */
export function MemberFeedbackSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const query = useQuery({
    queryKey: memberSectionKey(memberId, 'feedback'),
    queryFn: () => consoleRequest(MemberFeedback, { id: memberId }),
  });
  const title = t('members.feedback.title');
  return (
    <MemberSection
      id="feedback"
      title={title}
      query={query}
      isEmpty={(data) => (data.member?.feedback.length ?? 0) === 0}
      emptyText={t('members.feedback.empty')}
    >
      {(data) => (
        <ScrollRegion label={title}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.feedback.date')}</th>
                <th scope="col">{t('members.feedback.titleColumn')}</th>
                <th scope="col">{t('members.feedback.mediaType')}</th>
                <th scope="col">{t('members.feedback.issue')}</th>
                <th scope="col">{t('members.feedback.text')}</th>
              </tr>
            </thead>
            <tbody>
              {(data.member?.feedback ?? []).map((r) => (
                <tr key={r.id} data-testid={`member-feedback-${r.id}`}>
                  <td className={styles.nowrap}>{f.dateTime(r.createdAt)}</td>
                  <td>{r.title ?? t('members.feedback.aboutPlayer')}</td>
                  <td>{t(`members.feedback.mediaTypes.${r.mediaType}`, { defaultValue: r.mediaType })}</td>
                  <td>
                    {t(`members.feedback.issueTypes.${r.issueType}`, { defaultValue: String(r.issueType) })}{' '}
                    <span className="console-muted console-mono">#{r.issueId}</span>
                  </td>
                  <td>{r.text ?? t('members.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </MemberSection>
  );
}
