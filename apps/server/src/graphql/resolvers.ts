import type { ValueNode } from 'graphql';
import { gql } from './runtime';
import { accountResolvers } from '../modules/account/resolvers';
import { catalogueResolvers } from '../modules/catalogue/resolvers';
import { homeRowsResolvers } from '../modules/catalogue/home-rows';
import { libraryResolvers } from '../modules/library/resolvers';
import { menuResolvers } from '../modules/menu/resolvers';
import { searchResolvers } from '../modules/search/resolvers';
import { feedbackResolvers } from '../modules/feedback/resolvers';
import { vpnResolvers } from '../modules/vpn/resolvers';
import { playbackResolvers } from '../modules/playback/resolvers';
import { ecommerceResolvers } from '../modules/ecommerce/resolvers';
import { marketplaceCatalogueResolvers } from '../modules/ecommerce/catalogue-resolvers';
import { greenResolvers } from '../modules/green/resolvers';
import { impactsResolvers } from '../modules/impacts/resolvers';
import { memberResolvers } from '../modules/member/resolvers';
import { subscriptionResolvers } from '../modules/subscription/resolvers';
import { supportResolvers } from '../modules/support/resolvers';
import { sweepResolvers } from '../modules/sweep/resolvers';
import { walletResolvers } from '../modules/wallet/resolvers';
import { crossSellResolvers } from '../modules/crosssell/resolvers';
import { onboardingResolvers } from '../modules/onboarding/resolvers';
import type { Resolvers } from './generated/resolvers-types';

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case gql.Kind.STRING:
    case gql.Kind.ENUM:
      return node.value;
    case gql.Kind.BOOLEAN:
      return node.value;
    case gql.Kind.INT:
    case gql.Kind.FLOAT:
      return Number(node.value);
    case gql.Kind.NULL:
      return null;
    case gql.Kind.LIST:
      return node.values.map(literal);
    case gql.Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    case gql.Kind.VARIABLE:
      return undefined;
  }
}

const JSONScalar = new gql.GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});

// Namespaced roots resolve to an empty object; their fields do the work.
const roots: Resolvers = {
  JSON: JSONScalar,
  Query: {
    content: () => ({}),
    member: () => ({}),
    plan: () => ({}),
    sweep: () => ({}),
    ecommerce: () => ({}),
    impacts: () => ({}),
  },
  Mutation: {
    content: () => ({}),
    member: () => ({}),
    sweep: () => ({}),
  },
};

export function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      out[type] =
        fields instanceof gql.GraphQLScalarType
          ? fields
          : { ...((out[type] as object | undefined) ?? {}), ...(fields as object) };
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers(
  roots,
  menuResolvers,
  catalogueResolvers,
  homeRowsResolvers,
  libraryResolvers,
  searchResolvers,
  memberResolvers,
  subscriptionResolvers,
  sweepResolvers,
  ecommerceResolvers,
  marketplaceCatalogueResolvers,
  walletResolvers,
  crossSellResolvers,
  onboardingResolvers,
  impactsResolvers,
  greenResolvers,
  accountResolvers,
  playbackResolvers,
  feedbackResolvers,
  vpnResolvers,
  supportResolvers,
);
