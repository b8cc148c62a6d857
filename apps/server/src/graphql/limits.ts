import type {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLOutputType,
  GraphQLSchema,
  GraphQLType,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { ExpectedGraphQLError } from './errors';
import { gql } from './runtime';

/** Limits on what one GraphQL request may ask (docs/ARCHITECTURE.md "GraphQL"). */
export const LIMITS = {
  maxDocumentBytes: 20 * 1024,
  maxTokens: 2_000,
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 1_000,
  /** Each field costs 1; a list field multiplies what is selected below it by this. */
  listFactor: 10,
  maxBodyBytes: 64 * 1024,
} as const;

/** Checked before parsing (Mercurius preParsing hook): a huge document is refused unread. */
export function checkDocumentSize(source: string): void {
  if (Buffer.byteLength(source, 'utf8') > LIMITS.maxDocumentBytes) {
    throw new ExpectedGraphQLError(
      'query_too_large',
      `The query exceeds ${LIMITS.maxDocumentBytes} bytes.`,
      400,
    );
  }
}

function isListOutput(type: GraphQLType): boolean {
  const t = gql.isNonNullType(type) ? type.ofType : type;
  return gql.isListType(t);
}

interface Measure {
  depth: number;
  cost: number;
}

/** Depth and cost of a selection set, following fragments (guarded against cycles). */
function measure(
  ctx: ValidationContext,
  set: SelectionSetNode,
  parent: GraphQLOutputType | null,
  seen: Set<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  const named = parent ? gql.getNamedType(parent) : null;
  const fields = named && (gql.isObjectType(named) || gql.isInterfaceType(named)) ? named.getFields() : null;
  for (const sel of set.selections) {
    if (sel.kind === gql.Kind.FIELD) {
      const def = fields?.[sel.name.value];
      if (sel.name.value.startsWith('__')) continue; // introspection is governed separately
      const child = sel.selectionSet
        ? measure(ctx, sel.selectionSet, def?.type ?? null, seen)
        : { depth: 0, cost: 0 };
      const factor = def && isListOutput(def.type) ? LIMITS.listFactor : 1;
      cost += 1 + factor * child.cost;
      depth = Math.max(depth, 1 + child.depth);
    } else if (sel.kind === gql.Kind.INLINE_FRAGMENT) {
      const cond = sel.typeCondition ? ctx.getSchema().getType(sel.typeCondition.name.value) : null;
      const m = measure(ctx, sel.selectionSet, (cond as GraphQLOutputType | null) ?? parent, seen);
      cost += m.cost;
      depth = Math.max(depth, m.depth);
    } else {
      const name = sel.name.value;
      if (seen.has(name)) continue;
      const frag: FragmentDefinitionNode | null | undefined = ctx.getFragment(name);
      if (!frag) continue;
      const next = new Set(seen).add(name);
      const cond = ctx.getSchema().getType(frag.typeCondition.name.value) as GraphQLOutputType | null;
      const m = measure(ctx, frag.selectionSet, cond ?? parent, next);
      cost += m.cost;
      depth = Math.max(depth, m.depth);
    }
  }
  return { depth, cost };
}

function rootType(
  schema: GraphQLSchema,
  op: 'query' | 'mutation' | 'subscription',
): GraphQLOutputType | null {
  switch (op) {
    case 'query':
      return schema.getQueryType() ?? null;
    case 'mutation':
      return schema.getMutationType() ?? null;
    case 'subscription':
      return schema.getSubscriptionType() ?? null;
  }
}

/** Depth ≤ 10, aliases ≤ 15 per document, cost ≤ 1,000 per operation. */
export const requestLimitsRule: ValidationRule = (ctx: ValidationContext): ASTVisitor => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) {
        aliases += 1;
        if (aliases === LIMITS.maxAliases + 1) {
          ctx.reportError(
            new gql.GraphQLError(`The query uses more than ${LIMITS.maxAliases} aliases.`, { nodes: [node] }),
          );
        }
      }
    },
    OperationDefinition(node) {
      const m = measure(ctx, node.selectionSet, rootType(ctx.getSchema(), node.operation), new Set());
      if (m.depth > LIMITS.maxDepth) {
        ctx.reportError(
          new gql.GraphQLError(`The query is ${m.depth} levels deep; the limit is ${LIMITS.maxDepth}.`, {
            nodes: [node],
          }),
        );
      }
      if (m.cost > LIMITS.maxCost) {
        ctx.reportError(
          new gql.GraphQLError(`The query costs ${m.cost}; the limit is ${LIMITS.maxCost}.`, {
            nodes: [node],
          }),
        );
      }
    },
  };
};
