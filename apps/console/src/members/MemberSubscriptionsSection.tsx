import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberSubscriptions } from './queries';
import styles from './Members.module.css';

/** Every subscription the member ever had, newest first, with its state and price. */
export function MemberSubscriptionsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const query = useQuery({
    queryKey: memberSectionKey(memberId, 'subscriptions'),
    queryFn: () => consoleRequest(MemberSubscriptions, { id: memberId }),
  });
  const title = t('members.subscriptions.title');
  return (
    <MemberSection
      id="subscriptions"
      title={title}
      query={query}
      isEmpty={(data) => (data.member?.subscriptions.length ?? 0) === 0}
      emptyText={t('members.subscriptions.empty')}
    >
      {(data) => (
        <ScrollRegion label={title}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.subscriptions.plan')}</th>
                <th scope="col">{t('members.subscriptions.state')}</th>
                <th scope="col">{t('members.subscriptions.started')}</th>
                <th scope="col">{t('members.subscriptions.renewsOrEnds')}</th>
                <th scope="col">{t('members.subscriptions.cancelledAt')}</th>
                <th scope="col" className={styles.number}>
                  {t('members.subscriptions.price')}
                </th>
                <th scope="col">{t('members.subscriptions.provider')}</th>
              </tr>
            </thead>
            <tbody>
              {(data.member?.subscriptions ?? []).map((s) => (
                <tr key={s.id} data-testid={`member-subscription-${s.id}`}>
                  <td>
                    {s.planName} <span className="console-muted console-mono">#{s.planId}</span>
                  </td>
                  <td>{t(`members.subscriptions.states.${s.state}`, { defaultValue: s.state })}</td>
                  <td className={styles.nowrap}>{f.date(s.startedAt)}</td>
                  <td className={styles.nowrap}>
                    {s.renewsAt
                      ? t('members.subscriptions.renews', { date: f.date(s.renewsAt) })
                      : s.endsAt
                        ? t('members.subscriptions.ends', { date: f.date(s.endsAt) })
                        : t('members.none')}
                  </td>
                  <td className={styles.nowrap}>
                    {s.cancelledAt ? f.date(s.cancelledAt) : t('members.none')}
                  </td>
                  <td className={styles.number}>
                    {t('members.subscriptions.pricePer', {
                      price: f.money(s.price, s.currency, s.symbol),
                      period: t(`members.subscriptions.intervals.${s.interval}`, {
                        count: s.intervalCount,
                        defaultValue: s.interval,
                      }),
                    })}
                  </td>
                  <td>{t(`members.subscriptions.providers.${s.provider}`, { defaultValue: s.provider })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </MemberSection>
  );
}
