import { graphql } from '../../gql';

/** The signed-in member as the shell and home need it (also selected by home's one request). */
export const shellViewerFields = graphql(`
  fragment ShellViewerFields on Member {
    id
    # The brand the member belongs to: the migration modal compares it with the host's.
    brandId
    email
    name
    pictureUrl
    lang
    tags
    isActive
    isDemo
    isTest
    coinsBalance
    createdAt
    subscriptionProvider
    subscription {
      isActive
    }
    # The shell's past-due banner: a declined renewal and the date it fell due.
    membership {
      subscriptionId
      nextBillingDate
      cancelRefId
      paymentFailed
    }
  }
`);

/** The signed-in member; null for an anonymous visitor. */
export const viewerQuery = graphql(`
  query Viewer {
    member {
      info {
        ...ShellViewerFields
      }
    }
  }
`);

/** One entry of the shell's menu (also selected by home's one request). */
export const shellMenuItemFields = graphql(`
  fragment ShellMenuItemFields on MenuItem {
    id
    type
    title
    display_area_slug
    icon
    colors {
      color
      background
    }
    submenu_type
    position
    hideForIphoneDevice
  }
`);

export const shellMenuQuery = graphql(`
  query ShellMenu {
    content {
      menuItems {
        ...ShellMenuItemFields
      }
    }
    ecommerce {
      enabled
    }
  }
`);

export const creditBalanceQuery = graphql(`
  query CreditBalance {
    member {
      getCreditBalance
    }
  }
`);

export const setTagsMutation = graphql(`
  mutation SetTags($tags: [String!]!) {
    member {
      setTags(tags: $tags) {
        responseResult {
          ...ResponseResultFields
        }
        tags
      }
    }
  }
`);

export const queryKeys = {
  viewer: ['member', 'info'] as const,
  shellMenu: ['content', 'menuItems'] as const,
  creditBalance: ['member', 'creditBalance'] as const,
};
