import { useQuery } from '@tanstack/react-query';
import { consoleRequest } from '../app/graphql';
import { refundablePaymentsKey } from './action-keys';
import { RefundablePayments } from './queries';

/**
 * What is left to refund of each of the member's payments (members.read), by payment id, for the
 * payments table's Refund column; only fetched for staff who may refund (`enabled`).
 */
export function useRefundablePayments(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: refundablePaymentsKey(memberId),
    queryFn: () => consoleRequest(RefundablePayments, { memberId }),
    enabled,
    select: (data) => new Map(data.refundablePayments.map((p) => [p.id, p])),
  });
}
