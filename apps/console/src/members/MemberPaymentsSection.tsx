import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberPayments } from './queries';
import styles from './Members.module.css';

/** The console's copy of an invoice's PDF (members.read on the member's brand). */
export const invoicePdfPath = (memberId: string, invoiceId: string) =>
  `/adminapi/members/${encodeURIComponent(memberId)}/invoices/${encodeURIComponent(invoiceId)}.pdf`;

/** Every charge, newest first, with its card and its invoice's PDF. */
export function MemberPaymentsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const query = useQuery({
    queryKey: memberSectionKey(memberId, 'payments'),
    queryFn: () => consoleRequest(MemberPayments, { id: memberId }),
  });
  const title = t('members.payments.title');
  return (
    <MemberSection
      id="payments"
      title={title}
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
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </MemberSection>
  );
}
