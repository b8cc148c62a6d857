/**
 * GET /covers/<mediaType>/<id>.webp|svg: the drawing of covers.ts, rendered to WebP (or answered as
 * SVG), cached in a bounded memory cache; see covers.ts for why nothing is stored.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { COVER_SIZES, isCatalogueMediaType, parseMediaId, type MediaType } from '@member-area/domain';
import { sendImmutableImage, sendImmutableSvg, WEBP_TYPE } from '../../http/immutable-image';
import { ByteLru } from '../../lib/byte-lru';
import { svgToWebp, type SvgRasterizer } from '../../lib/svg-raster';
import type { Services } from '../../services';
import { COVER_VERSION, coverSvg } from './covers';

const COVER_FILE = /^(\d{1,10})\.(webp|svg)$/;

/**
 * Covers rendered at once by this process (each takes about one core); the rest wait their turn.
 * libuv's small thread pool, which sharp works on, also reads static files and hashes passwords, and
 * the event loop must keep a core: a first scroll through a cold grid must not stall sign-ins or the
 * app's scripts (modules/account/avatar.ts limits picture uploads the same way).
 */
export const COVER_CONCURRENT_RENDERS = 1;
const renderSlot = pLimit(COVER_CONCURRENT_RENDERS);

/**
 * Rendered covers kept in memory, by size: ~10 KB each, so ~3,000 covers, the few pages of rows
 * members open most. A miss costs one render (~20–50 ms of a sharp thread), not an error.
 */
export const COVER_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A title's own cover (an imported title's uploaded or embedded picture, `media_items.cover_file`,
 * relative to MEDIA_DIR) at its type's cover size, as WebP like the drawings; null when the file is
 * missing or unreadable, and the drawing is served instead.
 */
async function ownCover(mediaDir: string, file: string, mediaType: MediaType): Promise<Buffer | null> {
  const root = path.resolve(mediaDir);
  const full = path.resolve(root, file);
  // The column is written by the server, but a path out of MEDIA_DIR is never read.
  if (!full.startsWith(root + path.sep)) return null;
  const { width, height } = COVER_SIZES[mediaType];
  try {
    return await sharp(full)
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
  } catch {
    return null;
  }
}

export interface CoverRouteOptions {
  /** Default sharp's `svgToWebp`; tests count renders with their own. */
  rasterize?: SvgRasterizer | undefined;
}

/**
 * GET /covers/:mediaType/:file — public (covers are not secret), cached a year, strong ETag; a 304
 * renders nothing. Concurrent requests for one cover share its render (ByteLru).
 */
export function registerCoverRoutes(
  app: FastifyInstance,
  services: Services,
  opts: CoverRouteOptions = {},
): void {
  const rasterize = opts.rasterize ?? svgToWebp;
  const rendered = new ByteLru(COVER_CACHE_BYTES);
  app.get<{ Params: { mediaType: string; file: string } }>(
    '/covers/:mediaType/:file',
    async (request, reply) => {
      const { mediaType, file } = request.params;
      const m = COVER_FILE.exec(file);
      const id = m ? parseMediaId(m[1]) : null;
      if (!m || !isCatalogueMediaType(mediaType) || id == null)
        return reply.code(404).send({ error: 'not_found' });
      const media = await services.catalogue.mediaById(id);
      if (!media || media.mediaType !== mediaType) return reply.code(404).send({ error: 'not_found' });
      const draw = async () => {
        const genreKey = media.genreId ? await services.catalogue.genreKey(media.genreId) : undefined;
        return coverSvg({
          id: media.id,
          mediaType: media.mediaType,
          title: media.title,
          subtitle: media.subtitle,
          genreKey: genreKey ?? null,
        });
      };
      const drawing = `cover-${media.id}-${media.cacheIndex}-${COVER_VERSION}`;
      if (m[2] === 'svg') return sendImmutableSvg(request, reply, `"${drawing}"`, draw);
      return sendImmutableImage(request, reply, { etag: `"${drawing}-webp"`, type: WEBP_TYPE }, () =>
        rendered.get(drawing, async () => {
          const own = media.coverFile
            ? await renderSlot(() => ownCover(services.config.mediaDir, media.coverFile!, media.mediaType))
            : null;
          if (own) return own;
          const svg = await draw();
          return renderSlot(() => rasterize(svg));
        }),
      );
    },
  );
}
