import type {
  ASTNode,
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLOutputType,
  GraphQLSchema,
  GraphQLError,
  GraphQLType,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { translator } from '../i18n';
import type englishLimitTexts from '../i18n/locales/en-us/graphql-limits.json';
import { ExpectedGraphQLError, type LocalText } from './errors';
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
  /**
   * Brackets open at once — { ( [ — counted on the tokens before parsing. A 3.6 kB document nested
   * 600 deep passes the token limit, and graphql-js's validation walked it for 35–230 ms; no
   * document within maxDepth comes near (fields, inline fragments and input objects nested 10 deep
   * each open a few brackets at most).
   */
  maxNesting: 40,
  /**
   * Documents Mercurius keeps parsed and validated (its `cache` option), in each of its two caches:
   * accepted documents, and refused ones with their errors. Each keeps up to twice this many (its
   * LRU holds a current and a previous generation). The web app sends about 100 distinct
   * documents, so they all stay cached. An entry is the document's AST, up to ~1 MB for a
   * 2,000-token document (measured), so the caches stay under 4 × 128 × 1 MB = 512 MB even if
   * every entry were hostile; typical entries are a few kB. Mercurius's default, 1,024, let distinct
   * documents pile up over 1 GB (issue 15).
   */
  parsedQueryCacheEntries: 128,
} as const;

/**
 * The stable codes of limit refusals (extensions.code), which tools and the web may test; the
 * message is told in the request's language (i18n/locales/<code>/graphql-limits.json).
 */
export type LimitCode =
  | 'query_too_large'
  | 'query_too_deep'
  | 'query_too_many_aliases'
  | 'query_too_costly'
  | 'query_too_many_selections';

type LimitTextName = keyof typeof englishLimitTexts;

const english = translator('en-us');

function limitText(name: LimitTextName, vars: Record<string, number | string>): LocalText {
  return {
    key: `graphql-limits.${name}`,
    vars: Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, String(v)])),
  };
}

/** A refusal before parsing (preParsing hook): HTTP 400, the message formatted in the caller's language. */
function refusal(code: LimitCode, text: LocalText): ExpectedGraphQLError {
  return new ExpectedGraphQLError(code, english(text.key, text.vars), 400, text);
}

/** A refusal of the validation rule: its code and text travel in extensions to the formatter. */
function ruleError(code: LimitCode, text: LocalText, node: ASTNode): GraphQLError {
  return new gql.GraphQLError(english(text.key, text.vars), { nodes: [node], extensions: { code, text } });
}

/** Checked before parsing (Mercurius preParsing hook): a huge document is refused unread. */
export function checkDocumentSize(source: string): void {
  if (Buffer.byteLength(source, 'utf8') > LIMITS.maxDocumentBytes) {
    throw refusal('query_too_large', limitText('too_large', { limit: LIMITS.maxDocumentBytes }));
  }
}

const OPENING = new Set<string>(['{', '(', '[']);
const CLOSING = new Set<string>(['}', ')', ']']);

/**
 * Checked before parsing too, in one pass of graphql-js's own lexer: brackets nested deeper than
 * LIMITS.maxNesting, and more aliases than LIMITS.maxAliases, are refused before the parser's
 * recursion and the ~25 validation rules each walk the document (a 10 kB document of 600 aliases
 * cost 20–50 ms to validate only to be refused). Outside parentheses `name :` can only be an alias
 * (arguments, variable definitions and input objects all sit inside parentheses). A document the
 * lexer cannot read is left to the parser, which reports it with its location; requestLimitsRule
 * still checks aliases exactly after parsing.
 */
export function checkDocumentShape(source: string): void {
  const lexer = new gql.Lexer(new gql.Source(source));
  let open = 0;
  let parens = 0;
  let aliases = 0;
  let previous: string | null = null;
  try {
    for (let token = lexer.advance(), n = 0; token.kind !== gql.TokenKind.EOF; token = lexer.advance()) {
      if (++n > LIMITS.maxTokens) return; // the parser refuses it with its own message
      if (OPENING.has(token.kind)) open += 1;
      else if (CLOSING.has(token.kind)) open -= 1;
      if (token.kind === gql.TokenKind.PAREN_L) parens += 1;
      else if (token.kind === gql.TokenKind.PAREN_R) parens -= 1;
      else if (token.kind === gql.TokenKind.COLON && parens === 0 && previous === gql.TokenKind.NAME)
        aliases += 1;
      previous = token.kind;
      if (open > LIMITS.maxNesting)
        throw refusal('query_too_deep', limitText('too_deep_nesting', { limit: LIMITS.maxNesting }));
      if (aliases > LIMITS.maxAliases)
        throw refusal('query_too_many_aliases', limitText('too_many_aliases', { limit: LIMITS.maxAliases }));
    }
  } catch (err) {
    if (err instanceof ExpectedGraphQLError) throw err;
    // A syntax error: the parser reports it.
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

/** A saturated measure is told as "at least" the ceiling. */
const atCeiling = (n: number): boolean => n >= COST_CEILING;

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
            ruleError(
              'query_too_many_aliases',
              limitText('too_many_aliases', { limit: LIMITS.maxAliases }),
              node,
            ),
          );
        }
      }
    },
    OperationDefinition(node) {
      const m = measurer.selectionSet(node.selectionSet, rootType(ctx.getSchema(), node.operation));
      if (m.depth > LIMITS.maxDepth) {
        const text = limitText('too_deep', { depth: m.depth, limit: LIMITS.maxDepth });
        ctx.reportError(ruleError('query_too_deep', text, node));
      }
      if (m.cost > LIMITS.maxCost) {
        const text = limitText(atCeiling(m.cost) ? 'too_costly_at_least' : 'too_costly', {
          cost: m.cost,
          limit: LIMITS.maxCost,
        });
        ctx.reportError(ruleError('query_too_costly', text, node));
      }
      if (m.selections > LIMITS.maxExpandedSelections) {
        const text = limitText(
          atCeiling(m.selections) ? 'too_many_selections_at_least' : 'too_many_selections',
          {
            count: m.selections,
            limit: LIMITS.maxExpandedSelections,
          },
        );
        ctx.reportError(ruleError('query_too_many_selections', text, node));
      }
    },
  };
};
