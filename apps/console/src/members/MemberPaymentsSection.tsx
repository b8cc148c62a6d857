import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffMay } from '@member-area/domain';
import { Notice } from '@web/ui/Notice';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import type { ConsoleRefundablePaymentFieldsFragment } from '../gql/graphql';
import { useStaff } from '../app/session';
import { RefundButton, useRefundablePayments } from '../member-actions';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberPayments } from './queries';
import styles from './Members.module.css';

/** The console's copy of an invoice's PDF (members.read on the member's brand). */
export const invoicePdfPath = (memberId: string, invoiceId: string) =>
  `/adminapi/members/${encodeURIComponent(memberId)}/invoices/${encodeURIComponent(invoiceId)}.pdf`;

/**
 * Every charge, newest first, with its card and its invoice's PDF; for staff with members.act on
 * the brand, a Refund button on each payment with something left to refund (the member actions'
 * RefundDialog: in full or in part, once per idempotency key).
 */
export function MemberPaymentsSection({ memberId, brandId }: { memberId: string; brandId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const staff = useStaff();
  const mayRefund = staffMay(staff, 'members.act', brandId);
  const [refunded, setRefunded] = useState<string | null>(null);
  const query = useQuery({
    queryKey: memberSectionKey(memberId, 'payments'),
    queryFn: () => consoleRequest(MemberPayments, { id: memberId }),
  });
  const refundable = useRefundablePayments(memberId, mayRefund);
  const title = t('members.payments.title');
  return (
    <MemberSection
      id="payments"
      title={title}
      notice={
        refunded ? (
          <Notice
            className={styles.outcome}
            tone="success"
            role="status"
            data-testid="member-payments-outcome"
          >
            {refunded}
          </Notice>
        ) : null
      }
      query={query}
      isEmpty={(data) => (data.member?.payments.length ?? 0) === 0}
      emptyText={t('members.payments.empty')}
    >
      {(data) => (
        <ScrollRegion label={title}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.payments.date')}</th>
                <th scope="col">{t('members.payments.what')}</th>
                <th scope="col" className={styles.number}>
                  {t('members.payments.amount')}
                </th>
                <th scope="col">{t('members.payments.card')}</th>
                <th scope="col">{t('members.payments.status')}</th>
                <th scope="col">{t('members.payments.invoice')}</th>
                {mayRefund ? <th scope="col">{t('members.payments.refund')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {(data.member?.payments ?? []).map((p) => (
                <tr key={p.id} data-testid={`member-payment-${p.id}`}>
                  <td className={styles.nowrap}>{f.dateTime(p.createdAt)}</td>
                  <td>
                    {p.description}
                    <br />
                    <span className="console-muted">
                      {t(`members.payments.kinds.${p.kind}`, { defaultValue: p.kind })}
                    </span>
                  </td>
                  <td className={styles.number}>{f.money(p.amount, p.currency, p.symbol)}</td>
                  <td className={styles.nowrap}>
                    {p.cardLast4
                      ? t('members.payments.cardOf', {
                          brand: t(`members.payments.cardBrands.${p.cardBrand ?? 'unknown'}`, {
                            defaultValue: p.cardBrand ?? '',
                          }),
                          last4: p.cardLast4,
                        })
                      : t('members.payments.noCard')}
                  </td>
                  <td>
                    {p.status === 'succeeded' || p.status === 'refunded'
                      ? t(`members.payments.statuses.${p.status}`)
                      : t('members.payments.statuses.failed', { code: p.failureCode ?? '' })}
                  </td>
                  <td>
                    {p.invoiceId ? (
                      <a
                        href={invoicePdfPath(memberId, p.invoiceId)}
                        download
                        aria-label={t('members.payments.invoicePdf', { number: p.invoiceNumber ?? '' })}
                        data-testid={`member-invoice-${p.invoiceId}`}
                      >
                        {p.invoiceNumber} (PDF)
                      </a>
                    ) : (
                      t('members.none')
                    )}
                  </td>
                  {mayRefund ? (
                    <td>
                      <RefundCell
                        memberId={memberId}
                        payment={refundable.data?.get(p.id)}
                        label={t('memberActions.refund.buttonFor', {
                          payment: p.description,
                          date: f.dateTime(p.createdAt),
                        })}
                        onRefunded={setRefunded}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </MemberSection>
  );
}

/** A payment's Refund button; a payment that took nothing (a failed charge) has none. */
function RefundCell({
  memberId,
  payment,
  label,
  onRefunded,
}: {
  memberId: string;
  payment: ConsoleRefundablePaymentFieldsFragment | undefined;
  label: string;
  onRefunded(text: string): void;
}) {
  const { t } = useTranslation();
  if (!payment) return <span className="console-muted">{t('members.payments.refundNone')}</span>;
  return (
    <RefundButton
      paymentId={payment.id}
      amountLeftMinor={payment.refundableMinor}
      currency={payment.currency}
      symbol={payment.symbol}
      memberId={memberId}
      label={label}
      onRefunded={onRefunded}
    />
  );
}
