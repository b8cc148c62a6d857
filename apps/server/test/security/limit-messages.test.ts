import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGE_HEADER } from '@member-area/domain';
import { LIMITS } from '../../src/graphql/limits';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';

const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: content { menuItems { id } }`).join(' ')} }`;

const nested = `{ ${'content { '.repeat(LIMITS.maxNesting)}id${' }'.repeat(LIMITS.maxNesting)} }`;

const french = { headers: { [INTERFACE_LANGUAGE_HEADER]: 'fr-ca' } };

describe.each(DIALECTS)('GraphQL limit refusals in the caller’s language on %s', (dialect) => {
  const t = useTestApp(dialect, { logins: { frToken: 'fr@playmax.test' } });

  it('keeps the English messages and gives each limit a stable code', async () => {
    const many = await gql(t.app, HOSTS.playmax, aliases(16));
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]).toMatchObject({
      message: `The query uses more than ${LIMITS.maxAliases} aliases.`,
      extensions: { code: 'query_too_many_aliases' },
    });
    const deep = await gql(t.app, HOSTS.playmax, nested);
    expect(deep.body.errors?.[0]).toMatchObject({
      message: `The query nests brackets more than ${LIMITS.maxNesting} deep.`,
      extensions: { code: 'query_too_deep' },
    });
  });

  it('tells a French request its refusals in French, with the same codes', async () => {
    const many = await gql(t.app, HOSTS.playmax, aliases(16), french);
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]).toMatchObject({
      message: `La requête utilise plus de ${LIMITS.maxAliases} alias.`,
      extensions: { code: 'query_too_many_aliases' },
    });

    const big = await gql(t.app, HOSTS.playmax, `{ __typename } # ${'x'.repeat(21 * 1024)}`, french);
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]).toMatchObject({
      message: `La requête dépasse ${LIMITS.maxDocumentBytes} octets.`,
      extensions: { code: 'query_too_large' },
    });

    const deep = await gql(t.app, HOSTS.playmax, nested, french);
    expect(deep.body.errors?.[0]).toMatchObject({
      message: `La requête imbrique des parenthèses sur plus de ${LIMITS.maxNesting} niveaux.`,
      extensions: { code: 'query_too_deep' },
    });
  });

  it('translates the validation rule’s refusals too, even when the refused document was cached in English', async () => {
    const defs = ['fragment F0 on Query { content { menuItems { id } } }'];
    for (let i = 1; i <= 12; i++) defs.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const costly = `query { ...F12 } ${defs.join(' ')}`;
    const english = await gql(t.app, HOSTS.playmax, costly);
    expect(english.status).toBe(400);
    expect(english.body.errors).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/^The query costs \d+; the limit is 1000\.$/),
        extensions: { code: 'query_too_costly' },
      }),
    );
    // The same document again (Mercurius answers it from its cache of refused documents), in Japanese.
    const japanese = await gql(t.app, HOSTS.playmax, costly, {
      headers: { [INTERFACE_LANGUAGE_HEADER]: 'ja-jp' },
    });
    expect(japanese.status).toBe(400);
    expect(japanese.body.errors).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/^クエリのコストは \d+ です。上限は 1000 です。$/),
        extensions: { code: 'query_too_costly' },
      }),
    );
  });

  it('uses the signed-in member’s saved language when the app sends none', async () => {
    const res = await gql(t.app, HOSTS.playmax, aliases(16), { token: t.tokens.frToken });
    expect(res.body.errors?.[0]).toMatchObject({
      message: `La requête utilise plus de ${LIMITS.maxAliases} alias.`,
      extensions: { code: 'query_too_many_aliases' },
    });
  });
});
