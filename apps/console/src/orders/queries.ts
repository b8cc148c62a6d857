import { graphql } from '../gql';

export const OrderListFields = graphql(`
  fragment ConsoleOrderListFields on ConsoleOrder {
    id
    number
    memberEmail
    status
    createdAt
    lines {
      productId
      variantId
      name
      variant
      quantity
    }
    shippingOption
    paymentMethod
    coinsSpent
    totalMinor
    currency
    symbol
  }
`);

export const OrderDetailFields = graphql(`
  fragment ConsoleOrderDetailFields on ConsoleOrder {
    ...ConsoleOrderListFields
    brandId
    memberId
    updatedAt
    lines {
      productId
      variantId
      name
      variant
      quantity
      priceMinor
    }
    shippingAddress {
      firstName
      lastName
      address
      apartmentSuite
      city
      state
      postcode
      country
      phone
    }
    subtotalMinor
    discountMinor
    deliveryFeeMinor
    freeGift
    nextStatuses
    events {
      status
      note
      at
    }
  }
`);

/** The brand's name beside its orders (the header). */
export const OrderBrand = graphql(`
  query OrderBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const BrandOrders = graphql(`
  query BrandOrders($brandId: ID!, $status: String, $after: String, $first: Int) {
    orders(brandId: $brandId) {
      brandId
      currency
      page(status: $status, after: $after, first: $first) {
        orders {
          ...ConsoleOrderListFields
        }
        nextCursor
      }
    }
  }
`);

export const OrderPickList = graphql(`
  query OrderPickList($brandId: ID!) {
    orders(brandId: $brandId) {
      brandId
      pickList {
        orders
        partial
        lines {
          productId
          variantId
          name
          variant
          quantity
          orderNumbers
        }
      }
    }
  }
`);

export const OrderDetail = graphql(`
  query OrderDetail($brandId: ID!, $id: ID!) {
    orders(brandId: $brandId) {
      brandId
      order(id: $id) {
        ...ConsoleOrderDetailFields
      }
    }
  }
`);

export const SetOrderStatus = graphql(`
  mutation SetOrderStatus($brandId: ID!, $id: ID!, $status: String!, $note: String) {
    setOrderStatus(brandId: $brandId, id: $id, status: $status, note: $note) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      order {
        ...ConsoleOrderDetailFields
      }
      refund {
        kind
        amountMinor
        coins
        reference
      }
    }
  }
`);
