import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import type { PlaceOrderInput } from '../../../gql/graphql';
import { queryKeys } from '../../member';
import { goToHostedPage } from '../../payment';
import { attempt, useErrorMessage } from '../outcome';
import { marketplaceKeys, placeOrderMutation } from '../queries';
import { characterProblems, serverFieldProblems, type FieldProblems } from './address';
import { savePendingOrder } from './pending-order';

/** After an order is placed: the cart, the gift offer, the orders and the coin balance are read again. */
export function useAfterOrder() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          marketplaceKeys.cart,
          marketplaceKeys.welcomeGift,
          marketplaceKeys.memberOrders,
          marketplaceKeys.checkoutProfile,
          queryKeys.viewer,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ).then(() => undefined),
    [queryClient],
  );
}

/**
 * Places the order (ecommerce.placeOrder): the server prices it, reserves the stock and either
 * answers it paid (coins, or nothing to pay) or sends the browser to the hosted payment page, the
 * order kept in local storage for the return. A refusal stays on the screen: a refused address
 * field goes back to its step, a cart changed elsewhere is read again.
 */
export function usePlaceOrder({
  onPlaced,
  onAddressRefused,
}: {
  onPlaced(orderId: string): void;
  onAddressRefused(problems: FieldProblems): void;
}) {
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const afterOrder = useAfterOrder();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = useCallback(
    async (request: PlaceOrderInput & { welcomeGift: boolean }) => {
      setPlacing(true);
      setError(null);
      const outcome = await attempt(
        async () => (await gqlRequest(placeOrderMutation, { input: request })).ecommerce.placeOrder,
      );
      if (!outcome.ok) {
        setPlacing(false);
        const problems =
          outcome.code === 'invalid_characters'
            ? characterProblems(outcome.extra)
            : serverFieldProblems(outcome.extra);
        if (
          (outcome.code === 'invalid_address' || outcome.code === 'invalid_characters') &&
          Object.keys(problems).length > 0
        ) {
          onAddressRefused(problems);
          return;
        }
        if (outcome.code === 'cart_changed' || outcome.code === 'welcome_gift_claimed')
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: marketplaceKeys.cart }),
            queryClient.invalidateQueries({ queryKey: marketplaceKeys.welcomeGift }),
            queryClient.invalidateQueries({ queryKey: ['marketplace', 'quote'] }),
          ]);
        setError(errorMessage(outcome.code));
        return;
      }
      const { order, url, ref } = outcome.value;
      if (!order) {
        setPlacing(false);
        setError(errorMessage('internal_error'));
        return;
      }
      if (url && ref) {
        // SPEC.md 4 'Payment return': the order waits for its payment; the return confirms it.
        savePendingOrder({ orderId: order.id, ref, welcomeGift: request.welcomeGift });
        goToHostedPage(url);
        return;
      }
      setPlacing(false);
      // The confirmation first: the reads that follow (the gift offer gone, the cart emptied) must
      // not show the checkout's empty states in between.
      onPlaced(order.id);
      void afterOrder();
    },
    [queryClient, errorMessage, afterOrder, onPlaced, onAddressRefused],
  );

  return { place, placing, error };
}
