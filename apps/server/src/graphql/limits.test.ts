import { describe, expect, it } from 'vitest';
import { LIMITS, checkDocumentSize, requestLimitsRule } from './limits';
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
});
