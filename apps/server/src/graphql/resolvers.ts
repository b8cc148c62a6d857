import type { ValueNode } from 'graphql';
import { gql } from './runtime';
import type { AnyServerModule } from '../modules/contract';
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

export const JSONScalar = new gql.GraphQLScalarType({
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

/**
 * One map from the parts. A field two parts define is a mistake (one would silently win), refused
 * when the app is built.
 */
export function mergeResolvers<R extends object = Resolvers>(...parts: R[]): R {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      if (fields instanceof gql.GraphQLScalarType) {
        out[type] = fields;
        continue;
      }
      const merged = (out[type] as Record<string, unknown> | undefined) ?? {};
      for (const field of Object.keys(fields as object)) {
        if (field in merged) throw new Error(`two resolvers for ${type}.${field}`);
      }
      out[type] = { ...merged, ...(fields as object) };
    }
  }
  return out as R;
}

/** The roots, then every module's resolvers (their module.ts). */
export function resolversOf(modules: readonly AnyServerModule[]): Resolvers {
  return mergeResolvers(roots, ...modules.flatMap((m) => m.resolvers ?? []));
}
