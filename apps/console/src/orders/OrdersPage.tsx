import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import { SectionState } from '@web/ui/SectionState';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ConsoleOrderListFieldsFragment } from '../gql/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { orderBrandKey, orderListKey } from './order-keys';
import {
  ORDER_FILTERS,
  formatOrderMoney,
  formatOrderTime,
  isOrderFilter,
  orderCsvHref,
  type OrderFilter,
} from './order-view';
import { PickList } from './PickList';
import { BrandOrders, OrderBrand } from './queries';
import styles from './OrdersPage.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';
import { LoadFailed } from '../ui/QueryState';

const PAGE_SIZE = 50;

/**
 * `/brands/:brandId/orders` (orders.read on the brand): the paid orders waiting to ship first, the
 * other statuses a filter away, page by page; what to pick for the paid ones; the CSV of the filter.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: OrderFilter = isOrderFilter(requested) ? requested : 'paid';
  const picking = params.get('view') === 'pick';

  const brand = useQuery({
    queryKey: orderBrandKey(brandId),
    queryFn: () => consoleRequest(OrderBrand, { id: brandId }),
  });
  const list = useInfiniteQuery({
    queryKey: orderListKey(brandId, filter),
    queryFn: ({ pageParam }) =>
      consoleRequest(BrandOrders, {
        brandId,
        status: filter === 'all' ? null : filter,
        after: pageParam,
        first: PAGE_SIZE,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.orders?.page.nextCursor ?? undefined,
    enabled: !picking,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('orders.listTitleOf', { brand: brandName }));
  const unknownBrand = list.data?.pages[0]?.orders === null;
  const orders = list.data?.pages.flatMap((page) => page.orders?.page.orders ?? []) ?? [];

  const choose = (next: { status?: OrderFilter; pick?: boolean }) => {
    const search = new URLSearchParams();
    const status = next.status ?? filter;
    if (status !== 'paid') search.set('status', status);
    if (next.pick) search.set('view', 'pick');
    setParams(search);
  };

  if (unknownBrand || (brand.isSuccess && !brand.data.brand)) {
    return <BrandNotFound title={t('orders.listTitle')} />;
  }

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('orders.listTitleOf', { brand: brandName })}
        className={styles.noPrint}
        sections
        actions={
          <>
            <a className={styles.csv} href={orderCsvHref(brandId, filter)} download data-testid="orders-csv">
              <Icon name="download" size={18} />
              <span>
                {t(filter === 'all' ? 'orders.exportAll' : 'orders.exportFilter', {
                  status: t(`orders.status.${filter}`),
                })}
              </span>
            </a>
          </>
        }
      />
      <div className={styles.noPrint}>
        <div className={styles.toolbar}>
          <div
            role="group"
            aria-label={t('orders.filterLabel')}
            className={styles.filters}
            data-testid="orders-filter"
          >
            {ORDER_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.filter}
                aria-pressed={!picking && value === filter}
                onClick={() => choose({ status: value })}
                data-testid={`orders-filter-${value}`}
              >
                {value === 'paid' ? t('orders.queue') : t(`orders.status.${value}`)}
              </button>
            ))}
          </div>
          <Button
            variant={picking ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={picking}
            icon={<Icon name="list" size={18} />}
            onClick={() => choose({ status: 'paid', pick: !picking })}
            data-testid="orders-pick-toggle"
          >
            {t('orders.pickList')}
          </Button>
        </div>
      </div>
      {picking ? (
        <PickList brandId={brandId} brandName={brandName} />
      ) : list.isPending ? (
        <SectionState kind="loading" title={t('common.loading')} />
      ) : list.isError && orders.length === 0 ? (
        <LoadFailed query={list} />
      ) : orders.length === 0 ? (
        <SectionState
          kind="empty"
          icon="receipt"
          title={filter === 'paid' ? t('orders.emptyQueue') : t('orders.empty')}
          data-testid="state-empty"
        />
      ) : (
        <>
          <OrderTable brandId={brandId} orders={orders} />
          <div className={styles.more}>
            {list.isFetchNextPageError ? (
              <p role="alert" className={styles.error}>
                {errorText(t, errorCodeOfError(list.error))}
              </p>
            ) : null}
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                data-testid="orders-more"
              >
                {t('orders.loadMore')}
              </Button>
            ) : (
              <p className="console-muted">{t('orders.end', { count: orders.length })}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}

function OrderTable({
  brandId,
  orders,
}: {
  brandId: string;
  orders: readonly ConsoleOrderListFieldsFragment[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ScrollRegion label={t('orders.listCaption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="order-list">
        <caption className="visually-hidden">{t('orders.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.statusLabel')}</th>
            <th scope="col">{t('orders.placed')}</th>
            <th scope="col">{t('orders.member')}</th>
            <th scope="col">{t('orders.items')}</th>
            <th scope="col" className={styles.number}>
              {t('orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <tr key={order.id} data-testid={`order-row-${order.id}`} data-status={order.status}>
                <td>
                  <Link
                    className={styles.name}
                    to={`/brands/${encodeURIComponent(brandId)}/orders/${encodeURIComponent(order.id)}`}
                  >
                    {order.number}
                  </Link>
                </td>
                <td>
                  <span className={styles.status} data-status={order.status}>
                    {t(`orders.status.${order.status}`, { defaultValue: order.status })}
                  </span>
                </td>
                <td className={styles.nowrap}>
                  <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, lang)}</time>
                </td>
                <td className="console-mono">{order.memberEmail ?? t('orders.memberGone')}</td>
                <td className={styles.items}>
                  <span>{t('orders.units', { count: units })}</span>
                  <span className="console-muted">
                    {' · '}
                    {order.lines
                      .map(
                        (line) =>
                          `${line.quantity} × ${line.name}${line.variant ? ` (${line.variant})` : ''}`,
                      )
                      .join(', ')}
                  </span>
                </td>
                <td className={styles.number}>
                  {order.paymentMethod === 'coins'
                    ? t('orders.coins', { count: order.coinsSpent })
                    : formatOrderMoney(order.totalMinor, order.currency, lang, order.symbol)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
