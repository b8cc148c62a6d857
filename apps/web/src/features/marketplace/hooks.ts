import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gqlRequest } from '../../app/graphql';
import type { CartFieldsFragment } from '../../gql/graphql';
import { GRID_PAGE_SIZE, HOME_ROW_SIZE, type ProductSort } from './catalogue/listing';
import { attempt } from './outcome';
import {
  addToCartMutation,
  cartQuery,
  categoryPageQuery,
  checkoutProfileQuery,
  checkoutQuoteQuery,
  marketplaceEnabledQuery,
  marketplaceHomeQuery,
  marketplaceKeys,
  memberOrdersQuery,
  orderQuery,
  productQuery,
  removeCartLineMutation,
  shippablePageQuery,
  updateCartLineMutation,
  welcomeGiftQuery,
} from './queries';

/*
 * Every marketplace read is quiet: a screen shows its own error with a retry instead of leaving for
 * the error screen (an expired session still goes to sign-in, app/queryClient).
 */
const quiet = { meta: { quiet: true } } as const;

/** Whether the marketplace is on for this member (feature tag ecommerce, member tags over brand tags). */
export function useMarketplaceEnabled() {
  return useQuery({
    queryKey: marketplaceKeys.enabled,
    queryFn: async () => (await gqlRequest(marketplaceEnabledQuery)).ecommerce.enabled,
    staleTime: 5 * 60_000,
    ...quiet,
  });
}

export function useMarketplaceHome() {
  return useQuery({
    queryKey: marketplaceKeys.home,
    queryFn: async () =>
      (await gqlRequest(marketplaceHomeQuery, { productsPerCategory: HOME_ROW_SIZE })).ecommerce
        .listCategories,
    ...quiet,
  });
}

/** The welcome gift the member may still claim; null once claimed or when the brand has none. */
export function useWelcomeGift() {
  return useQuery({
    queryKey: marketplaceKeys.welcomeGift,
    queryFn: async () => (await gqlRequest(welcomeGiftQuery)).ecommerce.welcomeGift ?? null,
    ...quiet,
  });
}

export function useCategoryPage(slug: string, page: number, sort: ProductSort) {
  return useQuery({
    queryKey: marketplaceKeys.category({ slug, page, sort }),
    queryFn: async () =>
      (await gqlRequest(categoryPageQuery, { slug, page, size: GRID_PAGE_SIZE, sort })).ecommerce.category ??
      null,
    // The grid keeps the page on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...quiet,
  });
}

export function useShippablePage(page: number) {
  return useQuery({
    queryKey: marketplaceKeys.shippable(page),
    queryFn: async () =>
      (await gqlRequest(shippablePageQuery, { page, size: GRID_PAGE_SIZE })).ecommerce.shippable,
    placeholderData: keepPreviousData,
    ...quiet,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.product(id),
    queryFn: async () => (await gqlRequest(productQuery, { id })).ecommerce.product ?? null,
    ...quiet,
  });
}

export type Cart = CartFieldsFragment;

/**
 * The member's cart, kept by the server (the same on every device): read again when the member
 * comes back to the tab, so a line added on another device shows without a reload.
 */
export function useCart(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.cart,
    queryFn: async () => (await gqlRequest(cartQuery)).ecommerce.cart,
    enabled,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    ...quiet,
  });
}

/**
 * Cart changes. Each answers the whole cart, which replaces the cached one (the badge, the panel
 * and the checkout all read it); a refusal that carries the cart as it now is replaces it too.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const run = useCallback(
    async <T extends { responseResult: { succeeded: boolean }; cart?: Cart | null }>(
      call: () => Promise<T>,
    ) => {
      const outcome = await attempt(call);
      const cart = outcome.value?.cart;
      if (cart) queryClient.setQueryData(marketplaceKeys.cart, cart);
      else if (!outcome.ok) void queryClient.invalidateQueries({ queryKey: marketplaceKeys.cart });
      // The quote's cartVersion moved with the cart.
      void queryClient.invalidateQueries({ queryKey: ['marketplace', 'quote'] });
      return outcome;
    },
    [queryClient],
  );
  return {
    add: useCallback(
      (productId: string, variantId: string | null, quantity: number) =>
        run(
          async () =>
            (await gqlRequest(addToCartMutation, { productId, variantId, quantity })).ecommerce.addToCart,
        ),
      [run],
    ),
    setQuantity: useCallback(
      (lineId: string, quantity: number) =>
        run(
          async () =>
            (await gqlRequest(updateCartLineMutation, { lineId, quantity })).ecommerce.updateCartLine,
        ),
      [run],
    ),
    remove: useCallback(
      (lineId: string) =>
        run(async () => (await gqlRequest(removeCartLineMutation, { lineId })).ecommerce.removeCartLine),
      [run],
    ),
  };
}

export function useCheckoutProfile() {
  return useQuery({
    queryKey: marketplaceKeys.checkoutProfile,
    queryFn: async () => (await gqlRequest(checkoutProfileQuery)).member.info,
    ...quiet,
  });
}

export interface QuoteInput {
  welcomeGift: boolean;
  country: string | null;
  shippingOption: string | null;
}

/** What the checkout costs: always the server's numbers (SPEC.md: the client's are never trusted). */
export function useCheckoutQuote(input: QuoteInput, enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.quote(input),
    queryFn: async () =>
      (
        await gqlRequest(checkoutQuoteQuery, {
          input: {
            welcomeGift: input.welcomeGift,
            country: input.country || null,
            shippingOption: input.shippingOption,
          },
        })
      ).ecommerce.checkoutQuote,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...quiet,
  });
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: marketplaceKeys.order(id ?? ''),
    queryFn: async () => (await gqlRequest(orderQuery, { id: id ?? '' })).ecommerce.order ?? null,
    enabled: id !== null,
    ...quiet,
  });
}

/** The signed-in member's orders, newest first (the account page's orders tab). */
export function useMemberOrders() {
  return useQuery({
    queryKey: marketplaceKeys.memberOrders,
    queryFn: async () => (await gqlRequest(memberOrdersQuery)).ecommerce.getMemberOrders,
  });
}
