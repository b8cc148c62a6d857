import type { FastifyInstance } from 'fastify';
import type { ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusCommonOptions } from 'mercurius';
import { GRAPHQL_PATH } from '@member-area/domain';
import type { Services } from '../services';
import { buildContext } from './context';
import { makeErrorFormatter } from './errors';
import { LIMITS, checkDocumentShape, checkDocumentSize, requestLimitsRule } from './limits';
import { checkParsedDocument } from './parsed-document';
import { loadPersistedDocuments, persistedDocumentsProvider } from './persisted-documents';
import type { AnyServerModule } from '../modules/contract';
import { resolversOf } from './resolvers';
import { gql } from './runtime';
import { buildSchema } from './schema';

/**
 * Mercurius at /membergraphapi/ with graphql-jit, limits, masked errors, and in prod only the web's
 * persisted operations and no introspection.
 */
export async function registerGraphQL(
  app: FastifyInstance,
  services: Services,
  modules: readonly AnyServerModule[],
): Promise<void> {
  const isProd = services.config.isProd;
  const rawQueries = services.config.graphqlRawQueries ?? !isProd;
  const validationRules: ValidationRule[] = [requestLimitsRule];
  if (isProd) validationRules.push(gql.NoSchemaIntrospectionCustomRule);

  await app.register(mercurius, {
    schema: buildSchema(modules),
    resolvers: resolversOf(modules) as unknown as IResolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    cache: LIMITS.parsedQueryCacheEntries,
    allowBatchedQueries: false,
    persistedQueryProvider: persistedDocumentsProvider(loadPersistedDocuments(), { rawQueries }),
    validationRules,
    graphql: { parseOptions: { maxTokens: LIMITS.maxTokens } },
    errorFormatter: makeErrorFormatter({ isProd }) as unknown as MercuriusCommonOptions['errorFormatter'],
    additionalRouteOptions: { bodyLimit: LIMITS.maxBodyBytes },
    context: (request, reply) => buildContext(services, request, reply),
  });

  app.graphql.addHook('preParsing', async (_schema, source) => {
    checkDocumentSize(source);
    checkDocumentShape(source);
  });
  app.graphql.addHook('preValidation', async (_schema, document) => {
    checkParsedDocument(document);
  });
}
