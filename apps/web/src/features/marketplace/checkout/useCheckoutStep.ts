import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isCheckoutStep, resumeStep } from '@member-area/domain';
import { useSafeNavigate } from '../../../app/navigation';
import { paths } from '../paths';
import { checkoutAddressProblems, hasProblems, type FieldProblems } from './address';
import type { CheckoutDraft } from './draft';
import type { FormStep } from './StepNav';

/**
 * The step shown: the one the address asks for, unless an earlier one still needs the member. A new
 * step takes the focus (`stepRegion`), and the address is corrected to name the step shown.
 */
export function useCheckoutStep(draft: CheckoutDraft, serverProblems: FieldProblems, gift: boolean) {
  const [search] = useSearchParams();
  const navigate = useSafeNavigate();
  const orderId = search.get('order');
  const asked = search.get('step');
  const requested = isCheckoutStep(asked) ? asked : 'information';
  // SPEC.md 4: the step asked for, unless an earlier one still needs the member (the domain's rule).
  const step = resumeStep({
    step: requested,
    addressValid: !hasProblems(checkoutAddressProblems(draft.address)) && !hasProblems(serverProblems),
    shippingOption: draft.shippingOption,
    orderId,
  });
  // A new step takes the focus, so keyboard and screen-reader users start where it starts.
  const stepRegion = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRegion.current?.focus({ preventScroll: true });
  }, [step]);
  const hrefOf = useCallback((target: FormStep) => paths.checkout({ step: target, gift }), [gift]);
  const go = (target: FormStep) => navigate(hrefOf(target));

  // The address names the step shown; a payment return's query is left to OrderReturn.
  useEffect(() => {
    if (step !== requested && !search.has('state'))
      navigate(paths.checkout({ step, gift, order: orderId ?? undefined }), { replace: true });
  }, [step, requested, search, gift, orderId, navigate]);

  return { step, orderId, stepRegion, hrefOf, go, navigate };
}
