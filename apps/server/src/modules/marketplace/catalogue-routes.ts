/**
 * GET /shop-art/products/{id}/{kind}-{view}.svg and /shop-art/categories/{id}/{kind}.svg: the
 * catalogue's pictures, drawn on request (catalogue-art.ts) like the covers. Public (pictures are not
 * secret, and an order keeps showing a removed product's), cached a year: the stored URLs carry
 * `?v=SHOP_ART_VERSION`, and the ETag also changes with the name written on the picture.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_ACCENT_COLOR, DEFAULT_ACCENT_COLOR_EXACT } from '@member-area/domain';
import { sendImmutableSvg } from '../../http/immutable-image';
import { hashString } from '../../lib/prng';
import type { Services } from '../../services';
import {
  ART_VIEWS,
  SHOP_ART_VERSION,
  categoryArtSvg,
  isArtKind,
  productArtSvg,
  type ArtKind,
  type ArtSubject,
} from './catalogue-art';
import type { ArtSubjectRow } from './catalogue-repo';
import { parseProductId } from './catalogue-resolvers';

// Brand colours go into SVG attributes: only plain hex colours pass (as for the brand's CSS).
const HEX_COLOR = /^#[0-9A-Fa-f]{3,8}$/;

function subjectOf(row: ArtSubjectRow, kind: ArtKind): ArtSubject {
  return {
    id: row.id,
    kind,
    title: row.name,
    accent: HEX_COLOR.test(row.accent) ? row.accent : DEFAULT_ACCENT_COLOR,
    accentExact: HEX_COLOR.test(row.accentExact) ? row.accentExact : DEFAULT_ACCENT_COLOR_EXACT,
  };
}

/** The ETag also names the text on the picture, so a renamed product's picture is fetched again. */
const etagOf = (key: string, row: ArtSubjectRow) =>
  `"shop-art-${key}-${hashString(row.name).toString(36)}-${SHOP_ART_VERSION}"`;

const notFound = (reply: FastifyReply) => reply.code(404).send({ errorCode: 'not_found' });

export function registerShopArtRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string; file: string } }>(
    '/shop-art/products/:id/:file',
    async (request, reply) => {
      const m = /^([a-z]+)-(\d)\.svg$/.exec(request.params.file);
      const id = parseProductId(request.params.id);
      const view = Number(m?.[2]);
      if (!m || id === null || !isArtKind(m[1]!) || view < 1 || view > ART_VIEWS) return notFound(reply);
      const kind = m[1];
      const row = await services.shopCatalogue.productArt(id);
      if (!row) return notFound(reply);
      return sendImmutableSvg(request, reply, etagOf(`p${id}-${kind}-${view}`, row), () =>
        productArtSvg(subjectOf(row, kind), view),
      );
    },
  );
  app.get<{ Params: { id: string; file: string } }>(
    '/shop-art/categories/:id/:file',
    async (request, reply) => {
      const m = /^([a-z]+)\.svg$/.exec(request.params.file);
      const id = parseProductId(request.params.id);
      if (!m || id === null || !isArtKind(m[1]!)) return notFound(reply);
      const kind = m[1];
      const row = await services.shopCatalogue.categoryArt(id);
      if (!row) return notFound(reply);
      return sendImmutableSvg(request, reply, etagOf(`c${id}-${kind}`, row), () =>
        categoryArtSvg(subjectOf(row, kind)),
      );
    },
  );
}
