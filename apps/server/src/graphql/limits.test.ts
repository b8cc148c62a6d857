import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  COST_CEILING,
  DocumentMeasurer,
  LIMITS,
  checkDocumentShape,
  checkDocumentSize,
  requestLimitsRule,
} from './limits';
import { ExpectedGraphQLError, makeErrorFormatter } from './errors';
import { gql } from './runtime';

const schema = gql.buildSchema(`
  type Query { node: Node }
  type Node { id: ID, child: Node, items: [Node] }
`);

function problems(query: string): string[] {
  return gql.validate(schema, gql.parse(query), [requestLimitsRule]).map((e) => e.message);
}

function chain(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `child { ${inner} }`;
  return `{ node { ${inner} } }`;
}

/**
 * The attack of issue 10 item 11: fragment i spreads fragment i-1 twice, so the operation expands to
 * 2^levels copies of F0 while the document grows by ~40 bytes a level.
 */
function doublingFragments(levels: number, leaf = 'id'): string {
  const defs = [`fragment F0 on Node { ${leaf} }`];
  for (let i = 1; i <= levels; i++) defs.push(`fragment F${i} on Node { ...F${i - 1} ...F${i - 1} }`);
  return `{ node { ...F${levels} } } ${defs.join(' ')}`;
}

/** The selection nodes (fields, spreads, inline fragments) written in a document. */
function selectionNodes(query: string): number {
  let n = 0;
  const count = () => {
    n += 1;
  };
  gql.visit(gql.parse(query), { Field: count, FragmentSpread: count, InlineFragment: count });
  return n;
}

/** Measures every operation of the document the way the rule does and returns the work done. */
function visitsToMeasure(query: string): number {
  const doc = gql.parse(query);
  const fragments = new Map(
    doc.definitions.flatMap((d) =>
      d.kind === gql.Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const measurer = new DocumentMeasurer(schema, (name) => fragments.get(name));
  for (const d of doc.definitions) {
    if (d.kind === gql.Kind.OPERATION_DEFINITION)
      measurer.selectionSet(d.selectionSet, schema.getQueryType() ?? null);
  }
  return measurer.visits;
}

describe('GraphQL request limits', () => {
  it('accepts a query 10 levels deep', () => {
    expect(problems(chain(8))).toEqual([]); // node + 8 × child + id = 10
  });

  it('rejects an over-deep query', () => {
    expect(problems(chain(9))).toEqual(['The query is 11 levels deep; the limit is 10.']);
  });

  it('counts depth through fragments and does not loop on them', () => {
    const q = `{ node { ...A } } fragment A on Node { child { child { ...B } } } fragment B on Node { child { child { child { child { child { child { child { id } } } } } } } }`;
    expect(problems(q)[0]).toMatch(/levels deep/);
  });

  it('multiplies the cost below list fields by 10', () => {
    // node 1 + items(1 + 10 × items(1 + 10 × items(1 + 10 × id 1))) = 1 + 1111
    expect(problems('{ node { items { items { items { id } } } } }')).toEqual([
      'The query costs 1112; the limit is 1000.',
    ]);
    expect(problems('{ node { items { items { id } } } }')).toEqual([]);
  });

  it('allows 15 aliases and refuses the 16th', () => {
    const q = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(problems(q(15))).toEqual([]);
    expect(problems(q(16))).toEqual([`The query uses more than ${LIMITS.maxAliases} aliases.`]);
  });

  it('refuses a document over 20 kB before parsing it', () => {
    expect(() => checkDocumentSize('x'.repeat(LIMITS.maxDocumentBytes))).not.toThrow();
    expect(() => checkDocumentSize('x'.repeat(LIMITS.maxDocumentBytes + 1))).toThrow(/exceeds/);
  });

  it('refuses brackets nested over 40 deep before parsing; a query at the depth limit passes', () => {
    // 600 levels: under the token limit, and graphql-js's validation took 35–230 ms to walk it.
    const deep = `{ ${'x { '.repeat(600)}id${' }'.repeat(600)} }`;
    expect(() => checkDocumentShape(deep)).toThrow(/nests brackets more than 40 deep/);
    expect(() => checkDocumentShape(`{ node(a: ${'['.repeat(50)}1${']'.repeat(50)}) { id } }`)).toThrow(
      /more than 40/,
    );
    expect(() => checkDocumentShape(chain(LIMITS.maxDepth))).not.toThrow();
    // Brackets inside strings are not nesting; syntax errors are left to the parser.
    expect(() => checkDocumentShape(`{ node(a: "${'{'.repeat(100)}") { id } }`)).not.toThrow();
    expect(() => checkDocumentShape('{ node { "unterminated')).not.toThrow();
  });

  it('counts aliases before parsing, not argument names, variables or input object fields', () => {
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(() => checkDocumentShape(aliased(LIMITS.maxAliases))).not.toThrow();
    expect(() => checkDocumentShape(aliased(LIMITS.maxAliases + 1))).toThrow(/more than 15 aliases/);
    const args = Array.from({ length: 30 }, (_, i) => `k${i}: {x: ENUM, y: $v}`).join(', ');
    expect(() =>
      checkDocumentShape(`query($v: Int = 1, $w: [In] = [{a: B}]) { node(${args}) { id } }`),
    ).not.toThrow();
  });

  it('refuses fragments that double at every level (2^30 expansions) by their cost', () => {
    const q = doublingFragments(30);
    expect(Buffer.byteLength(q)).toBeLessThan(1_500);
    expect(problems(q)).toEqual([
      `The query costs at least ${COST_CEILING}; the limit is ${LIMITS.maxCost}.`,
      `The query expands to at least ${COST_CEILING} selections once its fragments are spread; the limit is ${LIMITS.maxExpandedSelections}.`,
    ]);
  });

  it('measures each fragment once: the work is at most one visit per selection written in the document', () => {
    // Counting visits, not time: expanding every spread would take 2^31 visits here.
    for (const levels of [5, 20, 30]) {
      const q = doublingFragments(levels);
      expect(visitsToMeasure(q)).toBeLessThanOrEqual(selectionNodes(q));
    }
    // Each level adds its two spreads, nothing more.
    expect(visitsToMeasure(doublingFragments(30)) - visitsToMeasure(doublingFragments(20))).toBe(20);
  });

  it('shares fragment measures between the operations of one document', () => {
    const defs = doublingFragments(20).slice(doublingFragments(20).indexOf('fragment'));
    const q = `query A { node { ...F20 } } query B { node { ...F20 } } ${defs}`;
    expect(visitsToMeasure(q)).toBeLessThanOrEqual(selectionNodes(q));
  });

  it('refuses doubling fragments of __typename only, which cost nothing, by their expanded size', () => {
    expect(problems(doublingFragments(12, '__typename'))).toEqual([
      `The query expands to 12288 selections once its fragments are spread; the limit is ${LIMITS.maxExpandedSelections}.`,
    ]);
    // Fi holds 3 × 2^i - 2 selections; with node and its spread, 9 levels make 1,536: under the bound.
    expect(problems(doublingFragments(9, '__typename'))).toEqual([]);
  });

  it('still counts a fragment spread in several places at each place', () => {
    const q =
      '{ a: node { ...F } b: node { ...F } c: node { child { ...F } } } fragment F on Node { items { id } }';
    // With items three deep F costs 1,111; a: 1 + 1,111, b: 1 + 1,111, c: 1 + (1 + 1,111): 3,337.
    expect(problems(q.replace('items { id }', 'items { items { items { id } } }'))).toEqual([
      'The query costs 3337; the limit is 1000.',
    ]);
    expect(problems(q)).toEqual([]);
    expect(visitsToMeasure(q)).toBe(selectionNodes(q));
  });

  describe("refusals carry a stable code and are told in the caller's language", () => {
    const silent = { info: () => {}, debug: () => {}, error: () => {} };
    const format = (errors: readonly GraphQLError[], lang?: string) =>
      makeErrorFormatter({ isProd: true })(
        { errors },
        { app: { log: silent as never }, ...(lang ? { lang } : {}) },
      ).response.errors;
    const ruleErrors = (query: string) => gql.validate(schema, gql.parse(query), [requestLimitsRule]);
    const thrown = (check: () => void): GraphQLError => {
      try {
        check();
      } catch (err) {
        expect(err).toBeInstanceOf(ExpectedGraphQLError);
        return new gql.GraphQLError((err as Error).message, { originalError: err as Error });
      }
      throw new Error('not refused');
    };

    it.each([
      ['depth', chain(9), 'query_too_deep', 'Die Abfrage ist 11 Ebenen tief; die Grenze liegt bei 10.'],
      [
        'cost',
        '{ node { items { items { items { id } } } } }',
        'query_too_costly',
        'Die Abfrage kostet 1112; die Grenze liegt bei 1000.',
      ],
      [
        'aliases',
        `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: node { id }`).join(' ')} }`,
        'query_too_many_aliases',
        'Die Abfrage verwendet mehr als 15 Aliasse.',
      ],
      [
        'expanded selections',
        doublingFragments(12, '__typename'),
        'query_too_many_selections',
        'Die Abfrage umfasst nach dem Einsetzen ihrer Fragmente 12288 Auswahlen; die Grenze liegt bei 2000.',
      ],
    ])('%s (validation rule)', (_name, query, code, german) => {
      const errors = ruleErrors(query);
      expect(errors.map((e) => e.extensions.code)).toEqual([code]);
      expect(format(errors, 'de-de')).toEqual([
        expect.objectContaining({ message: german, extensions: { code } }),
      ]);
      // English when no language is known, as the messages read in the tests above.
      expect(format(errors)).toEqual([
        expect.objectContaining({ message: errors[0]?.message, extensions: { code } }),
      ]);
    });

    it('saturated measures read "at least" in every language', () => {
      const [cost] = ruleErrors(doublingFragments(30));
      expect(format(cost ? [cost] : [], 'pt-pt')[0]?.message).toBe(
        `A consulta custa pelo menos ${COST_CEILING}; o limite é ${LIMITS.maxCost}.`,
      );
    });

    it.each([
      [
        'size',
        () => checkDocumentSize('x'.repeat(LIMITS.maxDocumentBytes + 1)),
        'query_too_large',
        'クエリが 20480 バイトを超えています。',
      ],
      [
        'nesting',
        () => checkDocumentShape(`{ ${'x { '.repeat(41)}id${' }'.repeat(41)} }`),
        'query_too_deep',
        'クエリの括弧の入れ子が 40 階層を超えています。',
      ],
      [
        'aliases',
        () =>
          checkDocumentShape(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: node { id }`).join(' ')} }`),
        'query_too_many_aliases',
        'クエリが 15 個を超えるエイリアスを使用しています。',
      ],
    ])('%s (before parsing)', (_name, check, code, japanese) => {
      const error = thrown(check);
      expect(format([error], 'ja-jp')).toEqual([
        expect.objectContaining({ message: japanese, extensions: { code } }),
      ]);
    });
  });
});
