/**
 * POST /adminapi/brands/:brandId/products/:id/pictures (docs/console.md "The shop"): a product's
 * picture upload, multipart field `file`, PNG, JPEG or WebP (product-admin-art.ts), on console hosts
 * only, for staff with shop.edit on the brand. A file that is not a picture answers 400
 * `not_a_picture`; otherwise `{ images: [{ url }] }`, the product's pictures after it.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BRAND_ID_PATTERN } from '@member-area/domain';
import { staffAuthOf } from '../../console/auth';
import { refusalOf } from '../../console/guard';
import { errorMessage } from '../../graphql/response-result';
import { sendError } from '../../lib/http-errors';
import type { Services } from '../../services';
import { PICTURE_MAX_BYTES, productPictureFromUpload } from './product-admin-art';

const ID = /^\d{1,9}$/;

export async function registerProductPictureRoute(scope: FastifyInstance, s: Services): Promise<void> {
  await scope.register(async (upload) => {
    await upload.register(multipart, {
      limits: { files: 1, fileSize: PICTURE_MAX_BYTES, fields: 0, parts: 1 },
    });
    upload.post<{ Params: { brandId: string; id: string } }>(
      '/adminapi/brands/:brandId/products/:id/pictures',
      async (request, reply) => {
        const auth = await staffAuthOf(s.staffSignIn, request);
        if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
        const staff = auth.viewer;
        const { brandId, id } = request.params;
        if (!BRAND_ID_PATTERN.test(brandId) || !ID.test(id)) return sendError(reply, 404, 'not_found');
        if (refusalOf(staff, 'shop.edit', brandId, {}, s.clock())) return sendError(reply, 403, 'forbidden');
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
        const webp = buf ? await productPictureFromUpload(buf) : null;
        if (!webp) return refuse();
        const r = await s.productAdmin.addPicture(
          { staffId: staff.id, staffEmail: staff.email, ip: request.ip },
          brandId,
          Number(id),
          webp,
        );
        if (!r.ok)
          return r.errorCode === 'product_not_found'
            ? sendError(reply, 404, 'not_found')
            : reply
                .code(400)
                .send({ errorCode: r.errorCode, message: errorMessage(staff.lang, r.errorCode) });
        return reply
          .header('cache-control', 'no-store')
          .send({ images: r.product.images.map((i) => ({ url: i.url })) });
      },
    );
  });
}
