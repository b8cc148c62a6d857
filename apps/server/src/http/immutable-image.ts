import type { FastifyReply, FastifyRequest } from 'fastify';

export const SVG_TYPE = 'image/svg+xml; charset=utf-8';
export const WEBP_TYPE = 'image/webp';

/**
 * Answers a generated picture whose URL changes whenever its drawing does (covers, shop pictures):
 * public, cached a year (immutable), a strong ETag that a revalidating client gets a 304 for. `draw`
 * runs only when the body is sent.
 */
export async function sendImmutableImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { etag: string; type: string },
  draw: () => string | Buffer | Promise<string | Buffer>,
) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', image.etag)
    .header('content-type', image.type)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.send(await draw());
}

/** `sendImmutableImage` for a drawing sent as SVG text. */
export function sendImmutableSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  draw: () => string | Promise<string>,
) {
  return sendImmutableImage(request, reply, { etag, type: SVG_TYPE }, draw);
}
