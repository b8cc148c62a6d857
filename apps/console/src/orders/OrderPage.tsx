import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffMay } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { TextField } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ConsoleOrderDetailFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { orderKey, ordersKey } from './order-keys';
import {
  NOTE_MAX,
  addressLines,
  formatOrderMoney,
  formatOrderTime,
  moveOutcome,
  type OrderMove,
} from './order-view';
import { OrderDetail, SetOrderStatus } from './queries';
import styles from './OrderPage.module.css';

type Order = ConsoleOrderDetailFieldsFragment;
type Outcome = { tone: 'success' | 'danger'; text: string };

/**
 * `/brands/:brandId/orders/:orderId` (orders.read on the brand): an order's lines, totals, address,
 * member and history; with orders.fulfil, its next moves: shipped (with a tracking note), delivered,
 * cancelled (the refund, after a confirmation).
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { brandId = '', orderId = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const detail = useQuery({
    queryKey: orderKey(brandId, orderId),
    queryFn: () => consoleRequest(OrderDetail, { brandId, id: orderId }),
  });
  const order = detail.data?.orders?.order ?? null;
  useDocumentTitle(order ? t('orders.orderTitle', { number: order.number }) : t('orders.listTitle'));
  const listPath = `/brands/${encodeURIComponent(brandId)}/orders`;

  return (
    <>
      <div className="console-page-header">
        <div>
          <p className={styles.crumb}>
            <Link to="/brands">{t('brands.listTitle')}</Link>
            <span aria-hidden="true"> / </span>
            <Link to={listPath}>{t('orders.listTitle')}</Link>
          </p>
          <h1 className="console-page-title">
            {order ? t('orders.orderTitle', { number: order.number }) : t('orders.listTitle')}
          </h1>
        </div>
        {order ? (
          <span className={styles.status} data-status={order.status} data-testid="order-status">
            {t(`orders.status.${order.status}`, { defaultValue: order.status })}
          </span>
        ) : null}
      </div>
      {outcome ? (
        <Notice
          className={styles.outcome}
          tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
          data-testid="order-outcome"
        >
          {outcome.text}
        </Notice>
      ) : null}
      <QueryState
        query={detail}
        isEmpty={(data) => !data.orders?.order}
        empty={{
          title: t('orders.notFound'),
          icon: 'receipt',
          action: <ButtonLink to={listPath}>{t('orders.backToList')}</ButtonLink>,
        }}
      >
        {(data) =>
          data.orders?.order ? (
            <OrderBody brandId={brandId} order={data.orders.order} onOutcome={setOutcome} />
          ) : null
        }
      </QueryState>
    </>
  );
}

function OrderBody({
  brandId,
  order,
  onOutcome,
}: {
  brandId: string;
  order: Order;
  onOutcome(outcome: Outcome): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const staff = useStaff();
  const money = (minor: number) => formatOrderMoney(minor, order.currency, lang, order.symbol);
  const mayAct = staffMay(staff, 'orders.fulfil', brandId) && order.nextStatuses.length > 0;
  const address = order.shippingAddress;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section className={styles.card} aria-labelledby="order-lines">
          <h2 id="order-lines" className={styles.cardTitle}>
            {t('orders.lines')}
          </h2>
          <div className={styles.scroll}>
            <table className={tableStyles.table} data-testid="order-lines">
              <caption className="visually-hidden">{t('orders.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.product')}</th>
                  <th scope="col" className={styles.number}>
                    {t('orders.quantity')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('orders.unitPrice')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('orders.lineTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={`${line.productId}:${line.variantId ?? ''}`}>
                    <td>
                      {line.name}
                      {line.variant ? <span className="console-muted"> · {line.variant}</span> : null}
                    </td>
                    <td className={styles.number}>{line.quantity}</td>
                    <td className={styles.number}>{money(line.priceMinor)}</td>
                    <td className={styles.number}>{money(line.priceMinor * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className={styles.totals} data-testid="order-totals">
            <dt>{t('orders.subtotal')}</dt>
            <dd>{money(order.subtotalMinor)}</dd>
            {order.discountMinor > 0 ? (
              <>
                <dt>{t('orders.discount')}</dt>
                <dd>−{money(order.discountMinor)}</dd>
              </>
            ) : null}
            <dt>
              {t('orders.delivery')}
              {order.shippingOption
                ? ` (${t(`orders.shipping.${order.shippingOption}`, { defaultValue: order.shippingOption })})`
                : ''}
            </dt>
            <dd>{money(order.deliveryFeeMinor)}</dd>
            <dt className={styles.grand}>{t('orders.total')}</dt>
            <dd className={styles.grand}>{money(order.totalMinor)}</dd>
            <dt>{t('orders.paidWith')}</dt>
            <dd>
              {order.paymentMethod === 'coins'
                ? t('orders.coins', { count: order.coinsSpent })
                : t(`orders.payment.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
            </dd>
          </dl>
          {order.freeGift ? <p className="console-muted">{t('orders.welcomeGift')}</p> : null}
        </section>

        <section className={styles.card} aria-labelledby="order-history">
          <h2 id="order-history" className={styles.cardTitle}>
            {t('orders.history')}
          </h2>
          {order.events.length === 0 ? <p className="console-muted">{t('orders.noHistory')}</p> : null}
          <ol className={styles.history} data-testid="order-history">
            {order.events.map((event, index) => (
              <li key={`${event.at}:${index}`}>
                <span className={styles.status} data-status={event.status}>
                  {t(`orders.status.${event.status}`, { defaultValue: event.status })}
                </span>{' '}
                <time dateTime={event.at} className="console-muted">
                  {formatOrderTime(event.at, lang)}
                </time>
                {event.note ? <p className={styles.note}>{event.note}</p> : null}
              </li>
            ))}
          </ol>
          <p className="console-muted">{t('orders.utcNote')}</p>
        </section>
      </div>

      <aside className={styles.side}>
        <section className={styles.card} aria-labelledby="order-ship-to">
          <h2 id="order-ship-to" className={styles.cardTitle}>
            {t('orders.shipTo')}
          </h2>
          {address ? (
            <address className={styles.address} data-testid="order-address">
              {addressLines(address).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {address.phone ? <span className="console-mono">{address.phone}</span> : null}
            </address>
          ) : (
            <p className="console-muted">{t('orders.noAddress')}</p>
          )}
          <h3 className={styles.subTitle}>{t('orders.member')}</h3>
          <p className="console-mono" data-testid="order-member">
            {order.memberEmail ?? t('orders.memberGone')}
          </p>
          <p className="console-muted">
            {t('orders.placedAt', { time: formatOrderTime(order.createdAt, lang) })}
          </p>
        </section>
        {mayAct ? <OrderActions brandId={brandId} order={order} money={money} onOutcome={onOutcome} /> : null}
      </aside>
    </div>
  );
}

function OrderActions({
  brandId,
  order,
  money,
  onOutcome,
}: {
  brandId: string;
  order: Order;
  money(minor: number): string;
  onOutcome(outcome: Outcome): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: async ({ status, note }: { status: OrderMove; note: string }) =>
      (await consoleRequest(SetOrderStatus, { brandId, id: order.id, status, note: note.trim() || null }))
        .setOrderStatus,
    onSuccess: (answer, { status }) => {
      const said = moveOutcome(status, answer, money);
      onOutcome({
        tone: said.tone,
        text:
          said.key === 'refused.other'
            ? errorText(t, answer.responseResult.errorCode)
            : t(`orders.${said.key}`, { ...said.values, number: order.number }),
      });
      if (answer.responseResult.succeeded) {
        setTracking('');
        setReason('');
      }
      // Whatever the answer, the order may have moved (someone else's move): read it again.
      void queryClient.invalidateQueries({ queryKey: ordersKey(brandId) });
    },
    onError: (error) => onOutcome({ tone: 'danger', text: errorText(t, errorCodeOfError(error)) }),
  });
  const can = (status: OrderMove) => order.nextStatuses.includes(status);
  const pending = (status: OrderMove) => act.isPending && act.variables.status === status;
  const refundText =
    order.status === 'paid' || order.status === 'shipped'
      ? order.paymentMethod === 'coins'
        ? t('orders.cancelRefundCoins', { count: order.coinsSpent })
        : order.paymentMethod === 'card' && order.totalMinor > 0
          ? t('orders.cancelRefundCard', { amount: money(order.totalMinor) })
          : t('orders.cancelNoRefund')
      : t('orders.cancelNoRefund');

  return (
    <section className={styles.card} aria-labelledby="order-actions" data-testid="order-actions">
      <h2 id="order-actions" className={styles.cardTitle}>
        {t('orders.actions')}
      </h2>
      {can('shipped') ? (
        <form
          className={styles.action}
          onSubmit={(event) => {
            event.preventDefault();
            if (!act.isPending) act.mutate({ status: 'shipped', note: tracking });
          }}
        >
          <TextField
            label={t('orders.trackingNote')}
            hint={t('orders.trackingHint')}
            value={tracking}
            maxLength={NOTE_MAX}
            onChange={(event) => setTracking(event.target.value)}
            data-testid="order-tracking"
          />
          <Button type="submit" loading={pending('shipped')} data-testid="order-ship">
            {t('orders.markShipped')}
          </Button>
        </form>
      ) : null}
      {can('delivered') ? (
        <div className={styles.action}>
          <Button
            variant="secondary"
            loading={pending('delivered')}
            onClick={() => {
              if (!act.isPending) act.mutate({ status: 'delivered', note: '' });
            }}
            data-testid="order-deliver"
          >
            {t('orders.markDelivered')}
          </Button>
        </div>
      ) : null}
      {can('cancelled') ? (
        <div className={`${styles.action} ${styles.danger}`}>
          <TextField
            label={t('orders.cancelNote')}
            hint={t('orders.cancelNoteHint')}
            value={reason}
            maxLength={NOTE_MAX}
            onChange={(event) => setReason(event.target.value)}
            data-testid="order-cancel-note"
          />
          <ConfirmDialog
            trigger={
              <Button variant="danger" data-testid="order-cancel">
                {t('orders.cancelOrder')}
              </Button>
            }
            title={t('orders.cancelTitle', { number: order.number })}
            body={`${t('orders.cancelBody')} ${refundText}`}
            confirmLabel={t('orders.cancelConfirm')}
            cancelLabel={t('orders.cancelKeep')}
            pending={pending('cancelled')}
            onConfirm={(close) => {
              if (act.isPending) return;
              act.mutate({ status: 'cancelled', note: reason }, { onSettled: close });
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
