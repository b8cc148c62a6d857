import { useTranslation } from 'react-i18next';
import { addressLines } from '../orders/address-lines';
import type { CheckoutDraft } from './draft';
import type { Quote } from './OrderSummary';
import type { ReviewRow } from './Review';
import type { FormStep } from './StepNav';

/** What the earlier steps settled, for the review above the later ones: contact, ship to, method. */
export function useReviewRows(
  email: string,
  draft: CheckoutDraft,
  quote: Quote | undefined,
  hrefOf: (step: FormStep) => string,
) {
  const { t, i18n } = useTranslation();
  const contact: ReviewRow = {
    label: t('marketplace.checkout.review.contact'),
    value: email,
    changeHref: hrefOf('information'),
    testId: 'review-contact',
  };
  const shipTo: ReviewRow = {
    label: t('marketplace.checkout.review.shipTo'),
    value: addressLines(draft.address, i18n.language).join(', '),
    changeHref: hrefOf('information'),
    testId: 'review-ship-to',
  };
  const option = quote?.shippingOptions.find((candidate) => candidate.id === draft.shippingOption);
  const method: ReviewRow = {
    label: t('marketplace.checkout.review.method'),
    value: option
      ? t([`marketplace.checkout.shipping.option.${option.id}`, 'marketplace.checkout.shipping.option.other'])
      : '—',
    changeHref: hrefOf('shipping'),
    testId: 'review-method',
  };
  return { contact, shipTo, method };
}
