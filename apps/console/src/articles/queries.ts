import { graphql } from '../gql';

/** The brand's name and languages: the header, and the texts' required language. */
export const ArticleBrand = graphql(`
  query ArticleBrand($id: ID!) {
    brand(id: $id) {
      id
      name
      defaultLanguage
    }
  }
`);

export const HelpArticleFields = graphql(`
  fragment ConsoleHelpArticleFields on ConsoleHelpArticle {
    brandId
    slug
    position
    hidden
    texts {
      lang
      question
      answer
    }
  }
`);

export const BrandHelpArticles = graphql(`
  query BrandHelpArticles($brandId: ID!) {
    helpArticles(brandId: $brandId) {
      ...ConsoleHelpArticleFields
    }
  }
`);

export const CreateHelpArticle = graphql(`
  mutation CreateHelpArticle($brandId: ID!, $slug: ID!, $texts: [HelpArticleTextInput!]!) {
    createHelpArticle(brandId: $brandId, slug: $slug, texts: $texts) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      article {
        ...ConsoleHelpArticleFields
      }
    }
  }
`);

export const UpdateHelpArticle = graphql(`
  mutation UpdateHelpArticle($brandId: ID!, $slug: ID!, $texts: [HelpArticleTextInput!]!) {
    updateHelpArticle(brandId: $brandId, slug: $slug, texts: $texts) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      article {
        ...ConsoleHelpArticleFields
      }
    }
  }
`);

export const SetHelpArticleHidden = graphql(`
  mutation SetHelpArticleHidden($brandId: ID!, $slug: ID!, $hidden: Boolean!) {
    setHelpArticleHidden(brandId: $brandId, slug: $slug, hidden: $hidden) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      article {
        ...ConsoleHelpArticleFields
      }
    }
  }
`);

export const OrderHelpArticles = graphql(`
  mutation OrderHelpArticles($brandId: ID!, $slugs: [ID!]!) {
    orderHelpArticles(brandId: $brandId, slugs: $slugs) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      articles {
        ...ConsoleHelpArticleFields
      }
    }
  }
`);
