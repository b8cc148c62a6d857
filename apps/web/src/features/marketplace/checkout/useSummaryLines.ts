import { useTranslation } from 'react-i18next';
import type { WelcomeGiftQuery } from '../../../gql/graphql';
import type { Cart } from '../hooks';
import type { SummaryLine } from './OrderSummary';

type WelcomeGift = WelcomeGiftQuery['ecommerce']['welcomeGift'];

/** The summary's lines: the welcome gift alone (free), or the cart's lines at their list price. */
export function useSummaryLines(
  gift: boolean,
  welcomeGift: WelcomeGift | undefined,
  cart: Cart | undefined,
): SummaryLine[] {
  const { t } = useTranslation();
  if (gift)
    return welcomeGift
      ? [
          {
            id: welcomeGift.id,
            name: welcomeGift.name,
            detail: t('marketplace.gift.badge'),
            quantity: 1,
            unitPrice: null,
            image: welcomeGift.image,
          },
        ]
      : [];
  return (cart?.lines ?? []).map((line) => ({
    id: line.id,
    name: line.product.name,
    detail: line.variant
      ? t('marketplace.variant', { option: line.variant.option, name: line.variant.name })
      : null,
    quantity: line.quantity,
    // A variant's own price when it has one (the server prices the line from it).
    unitPrice:
      (line.variant?.prices ?? line.product.prices).listAmount ??
      (line.variant?.prices ?? line.product.prices).amount,
    image: line.product.image,
  }));
}
