import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  INTERFACE_LANGUAGE_HEADER,
  asLanguageCode,
  type LanguageCode,
} from '@member-area/domain';
import { visitorCountry } from '../http/country';
import { authOf } from '../http/request-auth';
import { viewerOf, type Viewer } from '../modules/auth/viewer';
import type { Brand } from '../modules/brand/model';
import type { AccessViewer } from '../modules/catalogue/access';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

export interface GraphQLContext {
  brand: Brand;
  viewer: Viewer;
  country: string;
  transactionId: string;
  lang: string;
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

/** The language catalogue texts (genres, slot titles, plans) are read in: the request's. */
export function textLanguage(ctx: Pick<GraphQLContext, 'lang'>): LanguageCode {
  return asLanguageCode(ctx.lang) ?? DEFAULT_LANGUAGE;
}

export function memberOf(ctx: GraphQLContext) {
  return ctx.viewer.kind === 'member' ? ctx.viewer.member : null;
}

/** The viewer as the catalogue decides access and playback keys for it (modules/catalogue/access.ts). */
export function accessViewerOf(ctx: GraphQLContext): AccessViewer {
  return {
    catalogue: ctx.services.catalogue,
    loaders: ctx.loaders.catalogue,
    memberId: memberOf(ctx)?.id ?? null,
  };
}
