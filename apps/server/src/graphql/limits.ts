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
  /**
   * Fields, spreads and inline fragments of an operation once fragments are expanded. Introspection
   * fields such as __typename cost nothing, so without this bound fragments spreading each other
   * could still ask for 2^N of them within the cost limit. A document without fragments cannot
   * exceed it (it has fewer selections than maxTokens).
   */
  maxExpandedSelections: 2_000,
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

/** What a selection set asks for once its fragments are expanded. */
export interface Measure {
  depth: number;
  /** Saturates at COST_CEILING, so a document that multiplies its cost stays a finite number. */
  cost: number;
  /** Fields, fragment spreads and inline fragments after expansion (saturates at COST_CEILING too). */
  selections: number;
}

/**
 * Costs and expanded sizes are added and multiplied, and a document of a few hundred bytes can
 * double them at every fragment level: they stop growing here, far above every limit, so the
 * arithmetic never reaches Infinity nor loses integer precision.
 */
export const COST_CEILING = 1_000_000_000;

const ZERO: Measure = { depth: 0, cost: 0, selections: 0 };

const capped = (n: number): number => Math.min(n, COST_CEILING);

/**
 * Measures the operations of one document. Each fragment definition is measured once and its
 * measure reused at every spread: a fragment's depth, cost and size do not depend on where it is
 * spread (its type condition fixes its parent type). Expanding spreads instead made the work
 * exponential: fragments that each spread the previous one twice cost 2^N walks, so a 1 kB
 * anonymous document held the (single-threaded) server for seconds. `visits` counts the selection
 * nodes walked, which is at most the number of selection nodes in the document.
 */
export class DocumentMeasurer {
  visits = 0;
  private readonly measured = new Map<string, Measure>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragmentNamed: (name: string) => FragmentDefinitionNode | null | undefined,
  ) {}

  selectionSet(set: SelectionSetNode, parent: GraphQLOutputType | null): Measure {
    let depth = 0;
    let cost = 0;
    let selections = 0;
    const named = parent ? gql.getNamedType(parent) : null;
    const fields =
      named && (gql.isObjectType(named) || gql.isInterfaceType(named)) ? named.getFields() : null;
    for (const sel of set.selections) {
      this.visits += 1;
      selections += 1;
      if (sel.kind === gql.Kind.FIELD) {
        if (sel.name.value.startsWith('__')) continue; // introspection is governed separately
        const def = fields?.[sel.name.value];
        const child = sel.selectionSet ? this.selectionSet(sel.selectionSet, def?.type ?? null) : ZERO;
        const factor = def && isListOutput(def.type) ? LIMITS.listFactor : 1;
        cost += 1 + factor * child.cost;
        selections += child.selections;
        depth = Math.max(depth, 1 + child.depth);
      } else {
        const m =
          sel.kind === gql.Kind.INLINE_FRAGMENT
            ? this.selectionSet(sel.selectionSet, this.conditionType(sel.typeCondition?.name.value) ?? parent)
            : this.fragment(sel.name.value);
        cost += m.cost;
        selections += m.selections;
        depth = Math.max(depth, m.depth);
      }
    }
    return { depth, cost: capped(cost), selections: capped(selections) };
  }

  private fragment(name: string): Measure {
    const known = this.measured.get(name);
    if (known) return known;
    // A spread of a fragment being measured is a cycle, which NoFragmentCyclesRule refuses with its
    // own message; count it as nothing here so the walk ends.
    if (this.inProgress.has(name)) return ZERO;
    const frag = this.fragmentNamed(name);
    if (!frag) return ZERO; // KnownFragmentNamesRule reports it
    this.inProgress.add(name);
    const m = this.selectionSet(frag.selectionSet, this.conditionType(frag.typeCondition.name.value));
    this.inProgress.delete(name);
    this.measured.set(name, m);
    return m;
  }

  private conditionType(name: string | undefined): GraphQLOutputType | null {
    const type = name ? this.schema.getType(name) : undefined;
    return type && gql.isOutputType(type) ? type : null;
  }
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

function costText(cost: number): string {
  return cost >= COST_CEILING ? `at least ${COST_CEILING}` : String(cost);
}

/**
 * Depth ≤ 10, aliases ≤ 15 per document, cost ≤ 1,000 and ≤ 2,000 expanded selections per
 * operation. Runs in time linear in the document's size (see DocumentMeasurer).
 */
export const requestLimitsRule: ValidationRule = (ctx: ValidationContext): ASTVisitor => {
  let aliases = 0;
  // One measurer per document: operations share its fragments' measures.
  const measurer = new DocumentMeasurer(ctx.getSchema(), (name) => ctx.getFragment(name));
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
      const m = measurer.selectionSet(node.selectionSet, rootType(ctx.getSchema(), node.operation));
      if (m.depth > LIMITS.maxDepth) {
        ctx.reportError(
          new gql.GraphQLError(`The query is ${m.depth} levels deep; the limit is ${LIMITS.maxDepth}.`, {
            nodes: [node],
          }),
        );
      }
      if (m.cost > LIMITS.maxCost) {
        ctx.reportError(
          new gql.GraphQLError(`The query costs ${costText(m.cost)}; the limit is ${LIMITS.maxCost}.`, {
            nodes: [node],
          }),
        );
      }
      if (m.selections > LIMITS.maxExpandedSelections) {
        ctx.reportError(
          new gql.GraphQLError(
            `The query expands to ${costText(m.selections)} selections once its fragments are spread; the limit is ${LIMITS.maxExpandedSelections}.`,
            { nodes: [node] },
          ),
        );
      }
    },
  };
};
