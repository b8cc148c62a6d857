import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSafeNavigate } from '../../app/navigation';
import { withoutPaymentReturn } from './payment-return';

// A return is handled once per page load, even when React mounts its reader twice.
const handled = new Set<string>();

/**
 * The first step of every reader of a payment return (SPEC.md 4 "Payment return"): the returned
 * function clears the return's query from the address (in place, no history entry) and tells
 * whether this page load meets that return for the first time.
 */
export function useTakePaymentReturn(): (search: URLSearchParams) => boolean {
  const { pathname, hash } = useLocation();
  const navigate = useSafeNavigate();
  return useCallback(
    (search: URLSearchParams) => {
      const key = search.toString();
      navigate({ pathname, search: withoutPaymentReturn(search), hash }, { replace: true });
      if (handled.has(key)) return false;
      handled.add(key);
      return true;
    },
    [pathname, hash, navigate],
  );
}
