import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { CartFieldsFragment } from '../../gql/graphql';
import { accountKeys } from '../account';

/*
 * The marketplace's GraphQL documents (ecommerce.graphql). Prices, discounts, fees and totals are
 * always the server's: nothing here adds or multiplies an amount.
 *
 * The home document sits near the server's cost limit (a list inside a list multiplies by 100), so a
 * row's card asks only what a card shows; the category and shippable grids add the stock.
 */

export const productCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    slug
    name
    image
    prices {
      amount
      listAmount
      discountPercent
      currency
    }
  }
`);

export const marketplaceEnabledQuery = graphql(`
  query MarketplaceEnabled {
    ecommerce {
      enabled
    }
  }
`);

/** marketplace/: the categories with a row of products each (SPEC.md 7 ecommerce.listCategories). */
export const marketplaceHomeQuery = graphql(`
  query MarketplaceHome($productsPerCategory: Int) {
    ecommerce {
      listCategories(productsPerCategory: $productsPerCategory) {
        id
        name
        slug
        description
        products {
          ...ProductCardFields
        }
      }
    }
  }
`);

/** The free welcome gift the member may still claim (null once claimed, or when there is none). */
export const welcomeGiftQuery = graphql(`
  query WelcomeGift {
    ecommerce {
      welcomeGift {
        ...ProductCardFields
        description
        stock
      }
    }
  }
`);

/** marketplace/category/{slug}: one category and a page of its products. */
export const categoryPageQuery = graphql(`
  query MarketplaceCategory($slug: String!, $page: Int, $size: Int, $sort: String) {
    ecommerce {
      category(slug: $slug, page: $page, size: $size, sort: $sort) {
        category {
          id
          name
          slug
          description
          productCount
        }
        page {
          items {
            ...ProductCardFields
            stock
          }
          total
          page
          size
        }
      }
    }
  }
`);

/** shippable: every shippable product, a page at a time. */
export const shippablePageQuery = graphql(`
  query MarketplaceShippable($page: Int, $size: Int) {
    ecommerce {
      shippable(page: $page, size: $size) {
        items {
          ...ProductCardFields
          stock
        }
        total
        page
        size
      }
    }
  }
`);

/** marketplace/product/{slug}/{id} and shippable/id/{id}: one product. */
export const productQuery = graphql(`
  query MarketplaceProduct($id: ID!) {
    ecommerce {
      product(id: $id) {
        id
        slug
        name
        description
        categorySlug
        prices {
          amount
          listAmount
          discountPercent
          currency
          symbol
        }
        image
        images {
          url
          alt
        }
        variants {
          id
          name
          option
          stock
          prices {
            amount
            listAmount
            discountPercent
            currency
            symbol
          }
        }
        stock
        welcomeGift
      }
    }
  }
`);

export const cartFields = graphql(`
  fragment CartFields on Cart {
    lines {
      id
      product {
        id
        slug
        name
        image
        stock
        prices {
          amount
          listAmount
          currency
        }
      }
      variant {
        id
        name
        option
        stock
        prices {
          amount
          listAmount
          currency
        }
      }
      quantity
      lineTotal
      problem
    }
    count
    subtotal
    currency
    symbol
    version
  }
`);

/** Home's one request brought the cart (the top bar's badge): the badge finds it and asks for nothing. */
export function seedCart(queryClient: QueryClient, cart: CartFieldsFragment): void {
  queryClient.setQueryData(marketplaceKeys.cart, cart);
}

/** The member's cart, the same on every device. */
export const cartQuery = graphql(`
  query MarketplaceCart {
    ecommerce {
      cart {
        ...CartFields
      }
    }
  }
`);

/** What every cart change answers: its outcome and the whole cart as it now is. */
export const cartPayloadFields = graphql(`
  fragment CartPayloadFields on CartPayload {
    responseResult {
      ...ResponseResultFields
    }
    cart {
      ...CartFields
    }
  }
`);

export const addToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $variantId: ID, $quantity: Int!) {
    ecommerce {
      addToCart(productId: $productId, variantId: $variantId, quantity: $quantity) {
        ...CartPayloadFields
      }
    }
  }
`);

export const updateCartLineMutation = graphql(`
  mutation UpdateCartLine($lineId: ID!, $quantity: Int!) {
    ecommerce {
      updateCartLine(lineId: $lineId, quantity: $quantity) {
        ...CartPayloadFields
      }
    }
  }
`);

export const removeCartLineMutation = graphql(`
  mutation RemoveCartLine($lineId: ID!) {
    ecommerce {
      removeCartLine(lineId: $lineId) {
        ...CartPayloadFields
      }
    }
  }
`);

/** What the checkout offers the member: the saved shipping address, cards on file and coins held. */
export const checkoutProfileQuery = graphql(`
  query CheckoutProfile {
    member {
      info {
        id
        email
        coinsBalance
        shippingAddress {
          ...AddressFields
        }
        paymentMethods {
          id
          brand
          last4
          isDefault
          provider
        }
      }
    }
  }
`);

/** Totals, fees and how they may be paid: the server's numbers, never the browser's. */
export const checkoutQuoteQuery = graphql(`
  query CheckoutQuote($input: CheckoutQuoteInput!) {
    ecommerce {
      checkoutQuote(input: $input) {
        subtotal
        discount
        discountPercent
        deliveryFee
        total
        currency
        symbol
        shippingOptions {
          id
          fee
          listFee
          minDays
          maxDays
        }
        paymentMethods
        totalCoins
        cartVersion
      }
    }
  }
`);

export const orderFields = graphql(`
  fragment OrderFields on Order {
    id
    number
    date
    products {
      id
      name
      variant
      quantity
      price
      image
    }
    shippingAddress {
      ...AddressFields
    }
    shippingOption
    subtotal
    discount
    deliveryFee
    total
    currency
    symbol
    paymentMethod
    coinsSpent
    status
    freeGift
    trackingNote
  }
`);

export const placeOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    ecommerce {
      placeOrder(input: $input) {
        responseResult {
          ...ResponseResultFields
        }
        order {
          ...OrderFields
        }
        url
        ref
      }
    }
  }
`);

/** SPEC.md 4 'Payment return' for an order paid on the hosted page. */
export const confirmOrderPaymentMutation = graphql(`
  mutation ConfirmOrderPayment($orderId: ID!, $paymentRef: String!) {
    ecommerce {
      confirmOrderPayment(orderId: $orderId, paymentRef: $paymentRef) {
        responseResult {
          ...ResponseResultFields
        }
        order {
          ...OrderFields
        }
      }
    }
  }
`);

/** The order confirmation: one of the member's orders. */
export const orderQuery = graphql(`
  query MarketplaceOrder($id: ID!) {
    ecommerce {
      order(id: $id) {
        ...OrderFields
      }
    }
  }
`);

/** The signed-in member's orders, newest first (SPEC.md 7 ecommerce.getMemberOrders). */
export const memberOrdersQuery = graphql(`
  query AccountOrders {
    ecommerce {
      getMemberOrders {
        ...OrderFields
      }
    }
  }
`);

export interface CategoryPageKey {
  slug: string;
  page: number;
  sort: string;
}

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  enabled: ['marketplace', 'enabled'] as const,
  home: ['marketplace', 'home'] as const,
  welcomeGift: ['marketplace', 'welcome-gift'] as const,
  category: (key: CategoryPageKey) => ['marketplace', 'category', key] as const,
  shippable: (page: number) => ['marketplace', 'shippable', page] as const,
  product: (id: string) => ['marketplace', 'product', id] as const,
  /** The cart: written by every cart mutation's answer, read by the badge, the panel and checkout. */
  cart: ['marketplace', 'cart'] as const,
  checkoutProfile: ['marketplace', 'checkout-profile'] as const,
  quote: (input: { welcomeGift: boolean; country: string | null; shippingOption: string | null }) =>
    ['marketplace', 'quote', input] as const,
  order: (id: string) => ['marketplace', 'order', id] as const,
  /** An account tab: refreshed with the rest of the account page. */
  memberOrders: [...accountKeys.account, 'orders'] as const,
};
