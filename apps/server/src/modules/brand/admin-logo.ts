/**
 * POST /adminapi/brands/:id/logo (docs/console.md): a brand's logo upload, multipart field `file`,
 * PNG, JPEG or WebP (admin-upload.ts), on console hosts only (module.ts `console.routes`), for staff who
 * may edit the brand. A file that is not a picture answers 400 `not_a_picture`.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BRAND_ID_PATTERN } from '@member-area/domain';
import { staffAuthOf } from '../../console/auth';
import { refusalOf } from '../../console/guard';
import { errorMessage } from '../../graphql/response-result';
import { sendError } from '../../lib/http-errors';
import type { Services } from '../../services';
import { LOGO_MAX_BYTES, brandArtFromUpload } from './admin-upload';

/** The console's logo upload (module.ts `console.routes`: console hosts only). */
export async function registerBrandLogoRoute(scope: FastifyInstance, s: Services): Promise<void> {
  await scope.register(async (upload) => {
    await upload.register(multipart, {
      limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 0, parts: 1 },
    });
    upload.post<{ Params: { id: string } }>('/adminapi/brands/:id/logo', async (request, reply) => {
      const auth = await staffAuthOf(s.staffSignIn, request);
      if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
      const staff = auth.viewer;
      const { id } = request.params;
      if (!BRAND_ID_PATTERN.test(id)) return sendError(reply, 404, 'brand_not_found');
      if (refusalOf(staff, 'brand.edit', id, {}, s.clock())) return sendError(reply, 403, 'forbidden');
      const refuse = () =>
        reply
          .code(400)
          .send({ errorCode: 'not_a_picture', message: errorMessage(staff.lang, 'not_a_picture') });
      if (!request.isMultipart()) return refuse();
      let buf: Buffer | null = null;
      try {
        const file = await request.file();
        if (file) {
          buf = await file.toBuffer();
          if (file.file.truncated) return refuse();
        }
      } catch {
        return refuse();
      }
      const art = buf ? await brandArtFromUpload(buf) : null;
      if (!art) return refuse();
      const outcome = await s.brandAdmin.replaceArt(id, art, {
        staffId: staff.id,
        staffEmail: staff.email,
        ip: request.ip,
      });
      if (!outcome.ok) return sendError(reply, 404, 'brand_not_found');
      return reply
        .header('cache-control', 'no-store')
        .send({ logoUrl: outcome.brand.logoUrl, iconUrl: outcome.brand.iconUrl });
    });
  });
}
