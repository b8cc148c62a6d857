import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGE_HEADER } from '@member-area/domain';
import { loadPersistedDocuments } from '../src/graphql/persisted-documents';
import { gql } from '../src/graphql/runtime';
import { buildSchema } from '../src/graphql/schema';
import { DIALECTS, HOSTS, postJson, useTestApp, type GqlResult } from './harness';

const documents = loadPersistedDocuments();

/** The allow-listed id of the web's operation `name`. */
function idOf(name: string): string {
  for (const [id, text] of documents) if (new RegExp(`(^| )query ${name}\\b`).test(text)) return id;
  throw new Error(`no persisted operation ${name}`);
}

const UNKNOWN_ID = `sha256:${'0'.repeat(64)}`;

describe('the allow-list', () => {
  // Prod runs nothing else: a field renamed in the SDL without `npm run codegen` would break the
  // web there (an error for every member), while dev and tests still run the web's query texts.
  it('holds only documents the current schema accepts', () => {
    const schema = buildSchema();
    const invalid = [...documents].flatMap(([id, text]) =>
      gql.validate(schema, gql.parse(text)).map((e) => `${id}: ${e.message}`),
    );
    expect(invalid).toEqual([]);
  });
});

describe.each(DIALECTS)('persisted operations on %s', (dialect) => {
  async function send(
    t: { app: Parameters<typeof postJson>[0] },
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GqlResult> {
    const res = await postJson(t.app, HOSTS.playmax, '/membergraphapi/', body, headers);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  describe('in prod', () => {
    const t = useTestApp(dialect, { app: () => ({ config: { env: 'prod', isProd: true } }) });

    it('runs an allow-listed document named by its id', async () => {
      const res = await send(t, { documentId: idOf('Viewer'), operationName: 'Viewer', variables: {} });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { member: { info: null } } });
    });

    it('runs the listed document, not a query text sent with its id', async () => {
      const res = await send(t, { documentId: idOf('Viewer'), query: '{ __typename }' });
      expect(res.body).toEqual({ data: { member: { info: null } } });
    });

    it('refuses an id the allow-list does not hold, in the caller’s language', async () => {
      const res = await send(t, { documentId: UNKNOWN_ID });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([
        {
          message:
            'This server does not know the operation: reload the page to get the current version of the app.',
          extensions: { code: 'persisted_document_not_found' },
        },
      ]);
      const german = await send(t, { documentId: UNKNOWN_ID }, { [INTERFACE_LANGUAGE_HEADER]: 'de-de' });
      expect(german.body.errors?.[0]?.message).toMatch(/^Dieser Server kennt die Operation nicht/);
    });

    it.each([
      ['a harmless query', { query: '{ __typename }' }],
      ['introspection', { query: '{ __schema { types { name } } }' }],
      ['the text of an allow-listed document', { query: documents.get(idOf('Viewer')) }],
      ['an empty documentId', { documentId: '', query: '{ __typename }' }],
    ])('refuses a query text without an id: %s', async (_, body) => {
      const res = await send(t, body);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'persisted_document_required' });
      expect(res.body.errors?.[0]?.message).toMatch(/^This server only runs its web app's own operations/);
    });
  });

  describe('outside prod', () => {
    const t = useTestApp(dialect);

    it('runs a query text, as GraphiQL-like tools and tests send it', async () => {
      const res = await send(t, { query: '{ __typename }' });
      expect(res.body).toEqual({ data: { __typename: 'Query' } });
    });

    it('runs an allow-listed document named by its id alone', async () => {
      const res = await send(t, { documentId: idOf('Viewer') });
      expect(res.body).toEqual({ data: { member: { info: null } } });
    });

    it('runs the text sent with an id it does not know yet (a query edited since the server started)', async () => {
      const res = await send(t, { documentId: UNKNOWN_ID, query: '{ __typename }' });
      expect(res.body).toEqual({ data: { __typename: 'Query' } });
    });

    it('refuses an unknown id sent without a text', async () => {
      const res = await send(t, { documentId: UNKNOWN_ID });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'persisted_document_not_found' });
    });
  });
});
