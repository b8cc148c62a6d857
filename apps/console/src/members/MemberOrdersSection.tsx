import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMay } from '@member-area/domain';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberOrders } from './queries';
import styles from './Members.module.css';

/** The member's marketplace orders, newest first; each opens the order's page for staff who read orders. */
export function MemberOrdersSection({ memberId, brandId }: { memberId: string; brandId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const staff = useStaff();
  const mayOpen = staffMay(staff, 'orders.read', brandId);
  const query = useQuery({
    queryKey: memberSectionKey(memberId, 'orders'),
    queryFn: () => consoleRequest(MemberOrders, { id: memberId }),
  });
  const title = t('members.orders.title');
  return (
    <MemberSection
      id="orders"
      title={title}
      query={query}
      isEmpty={(data) => (data.member?.orders.length ?? 0) === 0}
      emptyText={t('members.orders.empty')}
    >
      {(data) => (
        <ScrollRegion label={title}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.orders.number')}</th>
                <th scope="col">{t('members.orders.status')}</th>
                <th scope="col" className={styles.number}>
                  {t('members.orders.total')}
                </th>
                <th scope="col">{t('members.orders.date')}</th>
              </tr>
            </thead>
            <tbody>
              {(data.member?.orders ?? []).map((o) => (
                <tr key={o.id} data-testid={`member-order-${o.id}`}>
                  <td className="console-mono">
                    {mayOpen ? (
                      <Link
                        className={styles.name}
                        to={`/brands/${encodeURIComponent(brandId)}/orders/${encodeURIComponent(o.id)}`}
                      >
                        {o.number}
                      </Link>
                    ) : (
                      o.number
                    )}
                  </td>
                  <td>{t(`orders.status.${o.status}`, { defaultValue: o.status })}</td>
                  <td className={styles.number}>
                    {o.paymentMethod === 'coins'
                      ? t('members.orders.coins', { coins: f.number(o.coinsSpent) })
                      : f.money(o.total, o.currency, o.symbol)}
                  </td>
                  <td className={styles.nowrap}>{f.dateTime(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </MemberSection>
  );
}
