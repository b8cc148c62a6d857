import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartActions } from '../hooks';
import { useErrorMessage } from '../outcome';

export type Added = { tone: 'success'; text: string } | { tone: 'danger'; text: string } | null;

/** Adds the chosen variant and quantity to the cart; `added` says how it went until the next choice. */
export function useAddToCart(productId: string, variantId: string | null, quantity: number) {
  const { t } = useTranslation();
  const actions = useCartActions();
  const errorMessage = useErrorMessage();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Added>(null);
  const add = async () => {
    setAdding(true);
    setAdded(null);
    const outcome = await actions.add(productId, variantId, quantity);
    setAdding(false);
    setAdded(
      outcome.ok
        ? { tone: 'success', text: t('marketplace.product.added', { count: quantity }) }
        : { tone: 'danger', text: errorMessage(outcome.code) },
    );
  };
  return { adding, added, setAdded, add };
}
