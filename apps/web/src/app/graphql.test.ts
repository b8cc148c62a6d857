import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_DOCUMENTS,
  generatedNameOf,
  graphqlCalls,
  idsOnlyModule,
  rewriteCalls,
} from '../../vite-plugins/persisted-documents';
import { viewerQuery } from '../features/member/queries';
import { requestBody } from './graphql';

const persisted = JSON.parse(
  fs.readFileSync(new URL('../gql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('requestBody', () => {
  it('names the operation by its allow-listed id, and outside a production build sends its text too', () => {
    const body = requestBody(viewerQuery, {});
    expect(body.operationName).toBe('Viewer');
    expect(body.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(persisted[body.documentId ?? '']).toMatch(/(^| )query Viewer \{/);
    expect(body.query).toMatch(/(^|\s)query Viewer \{/);
    expect(body.variables).toEqual({});
  });
});

describe('the production build of the documents (vite-plugins/persisted-documents.ts)', () => {
  const generated = fs.readFileSync(GENERATED_DOCUMENTS, 'utf8');
  const { code, names } = idsOnlyModule(generated);

  it('keeps every generated document, each operation as its id and name only', () => {
    expect(names.size).toBe(generated.match(/^export const \w+ = \{/gm)?.length);
    expect(code).not.toContain('"kind"');
    const ids = [...code.matchAll(/"hash":"(sha256:[0-9a-f]{64})"/g)].map((m) => m[1]);
    expect(ids.length).toBe(Object.keys(persisted).length);
    // Every id the build can send is in the server's allow-list (codegen output is current).
    for (const id of ids) expect(persisted).toHaveProperty([id ?? '']);
    expect(code).toMatch(
      /^export const ViewerDocument = \{"__meta__":\{"operationName":"Viewer","hash":"sha256:/m,
    );
  });

  it('names a document as the client preset does', () => {
    expect(generatedNameOf('query Viewer { member { id } }')).toBe('ViewerDocument');
    expect(generatedNameOf('mutation SaveIt { save }')).toBe('SaveItDocument');
    expect(generatedNameOf('fragment CardFields on Media { id }')).toBe('CardFieldsFragmentDoc');
    expect(() => generatedNameOf('{ member { id } }')).toThrow(/named operation/);
  });

  it('rewrites graphql() calls into imports of the generated documents, lines kept in place', () => {
    const source = [
      "import { graphql } from '../../gql';",
      'export const viewer = graphql(`',
      '  query Viewer {',
      '    member { id }',
      '  }',
      '`);',
      'export const after = 1;',
    ].join('\n');
    const program = {
      type: 'Program',
      body: [
        {
          type: 'CallExpression',
          start: source.indexOf('graphql(`'),
          end: source.indexOf('`);') + 2,
          callee: { type: 'Identifier', name: 'graphql' },
          arguments: [
            {
              type: 'TemplateLiteral',
              expressions: [],
              quasis: [{ value: { cooked: '\n  query Viewer {\n    member { id }\n  }\n' } }],
            },
          ],
        },
      ],
    };
    const calls = graphqlCalls(program);
    expect(calls).toHaveLength(1);
    const out = rewriteCalls(source, calls, names, '/gql/graphql.ts');
    const lines = out.split('\n');
    expect(lines[1]).toBe('export const viewer = ViewerDocument');
    expect(lines[6]).toBe('export const after = 1;');
    expect(out).toContain('import { ViewerDocument } from "/gql/graphql.ts";');
    expect(() => rewriteCalls(source, calls, new Set(), '/gql/graphql.ts')).toThrow(/npm run codegen/);
  });
});
