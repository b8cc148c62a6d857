import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HOSTS, postJson, useTestApp } from '../harness';

/**
 * Requests the GraphQL endpoint refuses before running anything answer 400 with their reason
 * (docs/ARCHITECTURE.md "GraphQL"), are logged as a refusal (info, no stack) and never as an
 * unexpected error of ours.
 */
describe('refused GraphQL requests', () => {
  const t = useTestApp('sqlite');
  const headers = { host: HOSTS.playmax };

  const cases: {
    name: string;
    code: string;
    message: RegExp;
    send: () => Promise<LightMyRequestResponse>;
  }[] = [
    {
      name: 'a batch',
      code: 'batch_not_allowed',
      message: /batched/i,
      send: () =>
        postJson(t.app, HOSTS.playmax, '/membergraphapi/', [
          { query: '{ __typename }' },
          { query: '{ __typename }' },
        ]),
    },
    {
      name: 'a body over 64 kB',
      code: 'body_too_large',
      message: /too large/,
      send: () =>
        postJson(t.app, HOSTS.playmax, '/membergraphapi/', {
          query: '{ __typename }',
          variables: { padding: 'a'.repeat(70_000) },
        }),
    },
    {
      name: 'a body that is not JSON',
      code: 'invalid_json',
      message: /not valid JSON/,
      send: () =>
        t.app.inject({
          method: 'POST',
          url: '/membergraphapi/',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"query": ',
        }),
    },
    {
      name: 'a text/plain body',
      code: 'unsupported_media_type',
      message: /application\/json/,
      send: () =>
        t.app.inject({
          method: 'POST',
          url: '/membergraphapi/',
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: '{ __typename }',
        }),
    },
    {
      name: 'variables that are not an object',
      code: 'bad_request',
      message: /variables must be object/,
      send: () =>
        postJson(t.app, HOSTS.playmax, '/membergraphapi/', { query: '{ __typename }', variables: 'x' }),
    },
    {
      // Mercurius reads a query that does not parse as a JSON syntax tree: 5 reached the rules.
      name: 'a query that is a number',
      code: 'bad_request',
      message: /not a GraphQL document/,
      send: () => postJson(t.app, HOSTS.playmax, '/membergraphapi/', { query: 5 }),
    },
    {
      name: 'a query that is a JSON syntax tree',
      code: 'bad_request',
      message: /not a GraphQL document/,
      send: () =>
        postJson(t.app, HOSTS.playmax, '/membergraphapi/', {
          query: JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] }),
        }),
    },
    {
      name: 'a mutation over GET',
      code: 'mutation_over_get',
      message: /POST/,
      send: () =>
        t.app.inject({
          method: 'GET',
          url: `/membergraphapi/?query=${encodeURIComponent('mutation { member { setTags(tags: []) { __typename } } }')}`,
          headers,
        }),
    },
  ];

  for (const c of cases) {
    it(`answers ${c.name} with 400 ${c.code}, logged without a stack`, async () => {
      const before = t.logs.lines.length;
      const res = await c.send();
      expect(res.statusCode).toBe(400);
      const body = res.json() as {
        data: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.data).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]?.extensions.code).toBe(c.code);
      expect(body.errors[0]?.message).toMatch(c.message);
      const logged = t.logs.lines.slice(before);
      expect(logged.filter((l) => (l.level as number) >= 50)).toEqual([]);
      expect(logged.some((l) => 'err' in l)).toBe(false);
    });
  }

  it('still runs a query over GET and refuses a syntax error with its message', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: `/membergraphapi/?query=${encodeURIComponent('{ __typename }')}`,
      headers,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ data: { __typename: 'Query' } });
    const syntax = await postJson(t.app, HOSTS.playmax, '/membergraphapi/', { query: '{ __typename ' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json()).toMatchObject({
      errors: [{ message: /Syntax Error/, extensions: { code: 'bad_request' } }],
    });
  });
});
