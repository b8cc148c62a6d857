/**
 * The console's door (docs/console.md): on the console hosts, `/adminapi/` (GraphQL, its own schema),
 * the modules' console REST routes and the console's built files; on a brand host none of it exists.
 * A request under /adminapi/ other than the sign-in steps needs a live staff session (401 without).
 */
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import mercurius, { type IResolvers, type MercuriusCommonOptions } from 'mercurius';
import { CONSOLE_GRAPHQL_PATH, DEFAULT_LANGUAGE, STAFF_SESSION_COOKIE } from '@member-area/domain';
import { makeErrorFormatter } from '../graphql/errors';
import { LIMITS, checkDocumentShape, checkDocumentSize, requestLimitsRule } from '../graphql/limits';
import { checkParsedDocument } from '../graphql/parsed-document';
import { persistedDocumentsProvider } from '../graphql/persisted-documents';
import { gql } from '../graphql/runtime';
import { buildConsoleSchema } from '../graphql/schema';
import { sendError } from '../lib/http-errors';
import type { AnyServerModule } from '../modules/contract';
import type { Services } from '../services';
import { clearStaffCookie, staffAuthOf } from './auth';
import type { ConsoleContext } from './context';
import { loadConsolePersistedDocuments } from './persisted-documents';
import { consoleResolversOf } from './resolvers';

/** The sign-in steps: the only /adminapi/ paths a request without a session reaches. */
const OPEN_PATHS = new Set([
  '/adminapi/auth/login',
  '/adminapi/auth/totp',
  '/adminapi/auth/enrol',
  '/adminapi/auth/invitation',
]);

function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

async function requireStaff(s: Services, request: FastifyRequest, reply: FastifyReply) {
  const url = pathOf(request.url);
  if (!url.startsWith('/adminapi') || OPEN_PATHS.has(url)) return;
  const auth = await staffAuthOf(s.staffSignIn, request);
  if (auth.status === 'ok') return;
  if (auth.status === 'invalid' && auth.via === 'cookie')
    clearStaffCookie(reply, STAFF_SESSION_COOKIE, { secure: s.config.isProd, path: '/' });
  // A member's token or cookie is no key here (and a staff token is none on /membergraphapi/).
  return sendError(reply, 401, 'unauthenticated');
}

async function buildConsoleContext(
  s: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ConsoleContext> {
  const auth = await staffAuthOf(s.staffSignIn, request);
  const staff = auth.status === 'ok' ? auth.viewer : null;
  return {
    staff,
    lang: staff?.lang ?? DEFAULT_LANGUAGE,
    ip: request.ip,
    transactionId: request.id,
    services: s,
    request,
    reply,
  };
}

async function registerConsoleGraphQL(
  scope: FastifyInstance,
  s: Services,
  modules: readonly AnyServerModule[],
): Promise<void> {
  const isProd = s.config.isProd;
  const rawQueries = s.config.graphqlRawQueries ?? !isProd;
  await scope.register(mercurius, {
    schema: buildConsoleSchema(modules),
    resolvers: consoleResolversOf(modules) as unknown as IResolvers,
    path: CONSOLE_GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    cache: LIMITS.parsedQueryCacheEntries,
    allowBatchedQueries: false,
    persistedQueryProvider: persistedDocumentsProvider(loadConsolePersistedDocuments(), { rawQueries }),
    validationRules: isProd ? [requestLimitsRule, gql.NoSchemaIntrospectionCustomRule] : [requestLimitsRule],
    graphql: { parseOptions: { maxTokens: LIMITS.maxTokens } },
    errorFormatter: makeErrorFormatter({ isProd }) as unknown as MercuriusCommonOptions['errorFormatter'],
    additionalRouteOptions: { bodyLimit: LIMITS.maxBodyBytes },
    context: (request, reply) => buildConsoleContext(s, request, reply),
  });
  scope.graphql.addHook('preParsing', async (_schema, source) => {
    checkDocumentSize(source);
    checkDocumentShape(source);
  });
  scope.graphql.addHook('preValidation', async (_schema, document) => {
    checkParsedDocument(document);
  });
}

export async function registerConsole(
  app: FastifyInstance,
  s: Services,
  modules: readonly AnyServerModule[],
): Promise<void> {
  await app.register(async (scope) => {
    // Encapsulated: these hooks see only the console's routes.
    scope.addHook('onRequest', async (request, reply) => {
      if (!request.isConsole) return sendError(reply, 404, 'not_found');
    });
    scope.addHook('preHandler', (request, reply) => requireStaff(s, request, reply));
    for (const m of modules) await m.console?.routes?.(scope, s);
    await registerConsoleGraphQL(scope, s, modules);
    const dist = s.config.consoleDistDir;
    if (dist && fs.existsSync(path.join(dist, 'assets'))) {
      await scope.register(fastifyStatic, {
        root: path.join(dist, 'assets'),
        prefix: '/console-assets/',
        maxAge: '365d',
        immutable: true,
        preCompressed: true,
        index: false,
        wildcard: true,
        decorateReply: false,
      });
    }
  });
}
