import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { QueryState } from '../ui/QueryState';
import { pickListKey } from './order-keys';
import { OrderPickList } from './queries';
import styles from './OrdersPage.module.css';

/**
 * What to take off the shelves for the paid orders, most wanted first, each line with the orders it
 * goes to: a plain table that prints on its own (the page's other parts are left off the paper).
 */
export function PickList({ brandId, brandName }: { brandId: string; brandName: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const pick = useQuery({
    queryKey: pickListKey(brandId),
    queryFn: () => consoleRequest(OrderPickList, { brandId }),
  });
  return (
    <QueryState
      query={pick}
      isEmpty={(data) => (data.orders?.pickList.lines.length ?? 0) === 0}
      empty={{ title: t('orders.emptyQueue'), icon: 'receipt' }}
    >
      {(data) => {
        const list = data.orders?.pickList;
        if (!list) return null;
        return (
          <section className={styles.pick} aria-labelledby="pick-title" data-testid="pick-list">
            <div className={styles.pickHeader}>
              <h2 id="pick-title" className={styles.pickTitle}>
                {t('orders.pickTitle', { brand: brandName, count: list.orders })}
              </h2>
              <Button
                variant="secondary"
                size="sm"
                className={styles.noPrint}
                icon={<Icon name="receipt" size={18} />}
                onClick={() => window.print()}
                data-testid="pick-print"
              >
                {t('orders.print')}
              </Button>
            </div>
            {list.partial ? (
              <Notice tone="warning" className={styles.noPrint}>
                {t('orders.pickPartial', { count: list.orders })}
              </Notice>
            ) : null}
            <table className={`${tableStyles.table} ${styles.pickTable}`}>
              <caption className="visually-hidden">{t('orders.pickCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.tick}>
                    <span className="visually-hidden">{t('orders.picked')}</span>
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('orders.quantity')}
                  </th>
                  <th scope="col">{t('orders.product')}</th>
                  <th scope="col">{t('orders.forOrders')}</th>
                </tr>
              </thead>
              <tbody>
                {list.lines.map((line) => (
                  <tr key={`${line.productId}:${line.variantId ?? ''}`} data-testid="pick-line">
                    <td className={styles.tick}>
                      <span className={styles.box} aria-hidden="true" />
                    </td>
                    <td className={`${styles.number} ${styles.strong}`}>{number.format(line.quantity)}</td>
                    <td>
                      {line.name}
                      {line.variant ? <span className="console-muted"> · {line.variant}</span> : null}
                      <span className="console-muted console-mono"> #{line.productId}</span>
                    </td>
                    <td className="console-mono">{line.orderNumbers.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      }}
    </QueryState>
  );
}
