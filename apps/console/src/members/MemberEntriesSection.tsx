import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberGiveawayEntries } from './queries';
import styles from './Members.module.css';

/** The member's giveaway entries (bought, free, postal), newest first. */
export function MemberEntriesSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const query = useQuery({
    queryKey: memberSectionKey(memberId, 'entries'),
    queryFn: () => consoleRequest(MemberGiveawayEntries, { id: memberId }),
  });
  const title = t('members.entries.title');
  return (
    <MemberSection
      id="entries"
      title={title}
      query={query}
      isEmpty={(data) => (data.member?.giveawayEntries.length ?? 0) === 0}
      emptyText={t('members.entries.empty')}
    >
      {(data) => (
        <ScrollRegion label={title}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.entries.giveaway')}</th>
                <th scope="col">{t('members.entries.month')}</th>
                <th scope="col" className={styles.number}>
                  {t('members.entries.entries')}
                </th>
                <th scope="col">{t('members.entries.kind')}</th>
                <th scope="col">{t('members.entries.date')}</th>
              </tr>
            </thead>
            <tbody>
              {(data.member?.giveawayEntries ?? []).map((e) => (
                <tr key={e.id} data-testid={`member-entry-${e.id}`}>
                  <td>
                    {e.giveawayName} <span className="console-muted console-mono">#{e.giveawayId}</span>
                  </td>
                  <td className="console-mono">{e.month}</td>
                  <td className={styles.number}>{f.number(e.entries)}</td>
                  <td>{t(`members.entries.kinds.${e.kind}`, { defaultValue: e.kind })}</td>
                  <td className={styles.nowrap}>{f.dateTime(e.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </MemberSection>
  );
}
