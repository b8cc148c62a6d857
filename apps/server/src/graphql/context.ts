import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGE_HEADER, asLanguageCode } from '@member-area/domain';
import type { Db } from '../db/kysely';
import { visitorCountry } from '../http/country';
import { authOf } from '../http/request-auth';
import { viewerOf, type Viewer } from '../modules/auth/viewer';
import type { Brand } from '../modules/brand/model';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

export interface GraphQLContext {
  brand: Brand;
  viewer: Viewer;
  country: string;
  transactionId: string;
  lang: string;
  db: Db;
  services: Services;
  loaders: Loaders;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Built per request. The brand is known (unknown hosts got 421) and a bad token got 401 before this. */
export async function buildContext(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const brand = request.brand;
  if (!brand) throw new Error('GraphQL reached without a brand'); // the onRequest hook guarantees one
  const viewer = viewerOf(await authOf(services.auth, request));
  const member = viewer.kind === 'member' ? viewer.member : null;
  const country = visitorCountry(request, {
    isProd: services.config.isProd,
    trustProxy: services.config.trustProxy,
    memberCountry: member?.countryCode,
    brandCountry: brand.countryCode,
  });
  // The language the app is showing (it sends it with every request), else the member's saved one.
  const lang =
    asLanguageCode(request.headers[INTERFACE_LANGUAGE_HEADER]) ?? member?.lang ?? brand.defaultLanguage;
  return {
    brand,
    viewer,
    country,
    transactionId: request.id,
    lang,
    db: services.db,
    services,
    loaders: createLoaders(services.db, {
      member,
      lang: asLanguageCode(lang) ?? DEFAULT_LANGUAGE,
      brand,
      country,
      userAgent: request.headers['user-agent'],
    }),
    request,
    reply,
  };
}

export function memberOf(ctx: GraphQLContext) {
  return ctx.viewer.kind === 'member' ? ctx.viewer.member : null;
}
