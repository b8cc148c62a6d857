/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Viewer {\n    member {\n      info {\n        id\n        email\n        name\n        lang\n        tags\n        isActive\n        isDemo\n        isTest\n        coinsBalance\n        createdAt\n        subscriptionProvider\n        subscription {\n          isActive\n        }\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query ShellMenu {\n    content {\n      menuItems {\n        id\n        type\n        title\n        display_area_slug\n        icon\n        colors {\n          color\n          background\n        }\n        submenu_type\n        position\n        hideForIphoneDevice\n      }\n    }\n    ecommerce {\n      enabled\n    }\n  }\n": typeof types.ShellMenuDocument,
    "\n  query CreditBalance {\n    member {\n      getCreditBalance\n    }\n  }\n": typeof types.CreditBalanceDocument,
    "\n  mutation SetTags($tags: [String!]!) {\n    member {\n      setTags(tags: $tags) {\n        responseResult {\n          succeeded\n          errorCode\n          message\n        }\n        tags\n      }\n    }\n  }\n": typeof types.SetTagsDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    member {\n      info {\n        id\n        email\n        name\n        lang\n        tags\n        isActive\n        isDemo\n        isTest\n        coinsBalance\n        createdAt\n        subscriptionProvider\n        subscription {\n          isActive\n        }\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query ShellMenu {\n    content {\n      menuItems {\n        id\n        type\n        title\n        display_area_slug\n        icon\n        colors {\n          color\n          background\n        }\n        submenu_type\n        position\n        hideForIphoneDevice\n      }\n    }\n    ecommerce {\n      enabled\n    }\n  }\n": types.ShellMenuDocument,
    "\n  query CreditBalance {\n    member {\n      getCreditBalance\n    }\n  }\n": types.CreditBalanceDocument,
    "\n  mutation SetTags($tags: [String!]!) {\n    member {\n      setTags(tags: $tags) {\n        responseResult {\n          succeeded\n          errorCode\n          message\n        }\n        tags\n      }\n    }\n  }\n": types.SetTagsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    member {\n      info {\n        id\n        email\n        name\n        lang\n        tags\n        isActive\n        isDemo\n        isTest\n        coinsBalance\n        createdAt\n        subscriptionProvider\n        subscription {\n          isActive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    member {\n      info {\n        id\n        email\n        name\n        lang\n        tags\n        isActive\n        isDemo\n        isTest\n        coinsBalance\n        createdAt\n        subscriptionProvider\n        subscription {\n          isActive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellMenu {\n    content {\n      menuItems {\n        id\n        type\n        title\n        display_area_slug\n        icon\n        colors {\n          color\n          background\n        }\n        submenu_type\n        position\n        hideForIphoneDevice\n      }\n    }\n    ecommerce {\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query ShellMenu {\n    content {\n      menuItems {\n        id\n        type\n        title\n        display_area_slug\n        icon\n        colors {\n          color\n          background\n        }\n        submenu_type\n        position\n        hideForIphoneDevice\n      }\n    }\n    ecommerce {\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditBalance {\n    member {\n      getCreditBalance\n    }\n  }\n"): (typeof documents)["\n  query CreditBalance {\n    member {\n      getCreditBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTags($tags: [String!]!) {\n    member {\n      setTags(tags: $tags) {\n        responseResult {\n          succeeded\n          errorCode\n          message\n        }\n        tags\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTags($tags: [String!]!) {\n    member {\n      setTags(tags: $tags) {\n        responseResult {\n          succeeded\n          errorCode\n          message\n        }\n        tags\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;