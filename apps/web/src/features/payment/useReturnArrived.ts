import { useSearchParams } from 'react-router';
import { useLatched } from '../../app/useLatched';
import { readPaymentReturn } from './payment-return';

/**
 * Whether the return of a purchase of `slug` (SPEC.md 4 "Payment return") is in the address, or
 * was since the caller mounted. A feature loads its return's code (usePurchaseReturn, the receipt)
 * only then, and keeps it mounted once loaded: the return clears the address before its receipt
 * is closed.
 */
export function useReturnArrived(slug: string): boolean {
  const [search] = useSearchParams();
  const result = readPaymentReturn(search);
  return useLatched(result.kind === 'payment' && result.state.slug === slug);
}
