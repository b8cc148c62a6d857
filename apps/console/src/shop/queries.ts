import { graphql } from '../gql';

export const ShopProductFields = graphql(`
  fragment ConsoleProductFields on ConsoleProduct {
    id
    slug
    categoryId
    texts {
      lang
      name
      description
    }
    priceMinor
    currency
    symbol
    stock
    variants {
      id
      option
      name
      names {
        lang
        name
      }
      stock
      priceMinor
    }
    images {
      url
    }
    onSale
    welcomeGift
    championPrices {
      discountPercent
      priceMinor
    }
  }
`);

/** What a row of the products list shows (lighter than the editor's: the list's query cost stays under the limit). */
export const ShopProductListFields = graphql(`
  fragment ConsoleProductListFields on ConsoleProduct {
    id
    categoryId
    texts {
      lang
      name
    }
    priceMinor
    currency
    symbol
    stock
    variants {
      id
    }
    images {
      url
    }
    onSale
    welcomeGift
    championPrices {
      discountPercent
      priceMinor
    }
  }
`);

export const ShopCategoryFields = graphql(`
  fragment ConsoleShopCategoryFields on ConsoleShopCategory {
    id
    slug
    texts {
      lang
      name
      description
    }
    position
    productCount
  }
`);

/** The brand's name, money, languages and categories: what every shop screen needs first. */
export const ShopOfBrand = graphql(`
  query ShopOfBrand($brandId: ID!) {
    brand(id: $brandId) {
      id
      name
    }
    shop(brandId: $brandId) {
      brandId
      currency
      symbol
      defaultLanguage
      languages
      categories {
        ...ConsoleShopCategoryFields
      }
    }
  }
`);

export const ShopProducts = graphql(`
  query ShopProducts($brandId: ID!, $search: String, $categoryId: ID, $first: Int, $offset: Int) {
    shopProducts(
      brandId: $brandId
      search: $search
      categoryId: $categoryId
      first: $first
      offset: $offset
    ) {
      total
      items {
        ...ConsoleProductListFields
      }
    }
  }
`);

export const ShopProduct = graphql(`
  query ShopProduct($brandId: ID!, $id: ID!) {
    shopProduct(brandId: $brandId, id: $id) {
      ...ConsoleProductFields
    }
  }
`);

export const CreateProduct = graphql(`
  mutation CreateProduct($brandId: ID!, $input: ProductInput!) {
    createProduct(brandId: $brandId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      product {
        ...ConsoleProductFields
      }
    }
  }
`);

export const UpdateProduct = graphql(`
  mutation UpdateProduct($brandId: ID!, $id: ID!, $input: ProductInput!) {
    updateProduct(brandId: $brandId, id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      product {
        ...ConsoleProductFields
      }
    }
  }
`);

export const SetProductStock = graphql(`
  mutation SetProductStock($brandId: ID!, $id: ID!, $stock: Int, $variants: [VariantStockInput!]) {
    setProductStock(brandId: $brandId, id: $id, stock: $stock, variants: $variants) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      product {
        ...ConsoleProductFields
      }
    }
  }
`);

export const CreateShopCategory = graphql(`
  mutation CreateShopCategory($brandId: ID!, $input: CategoryInput!) {
    createCategory(brandId: $brandId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      category {
        ...ConsoleShopCategoryFields
      }
    }
  }
`);

export const UpdateShopCategory = graphql(`
  mutation UpdateShopCategory($brandId: ID!, $id: ID!, $input: CategoryInput!) {
    updateCategory(brandId: $brandId, id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      category {
        ...ConsoleShopCategoryFields
      }
    }
  }
`);

export const OrderShopCategories = graphql(`
  mutation OrderShopCategories($brandId: ID!, $ids: [ID!]!) {
    orderCategories(brandId: $brandId, ids: $ids) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      categories {
        ...ConsoleShopCategoryFields
      }
    }
  }
`);
