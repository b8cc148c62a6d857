import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The same levels as @fastify/compress uses for every other answer (app.ts): fast enough per request. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = zlib.constants.Z_DEFAULT_COMPRESSION;

/**
 * Sends the page shell compressed with the encoding the client prefers. The shell comes from the
 * not-found handler, which is not a route, so @fastify/compress's per-route hook never sees it.
 */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip')
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: GZIP_LEVEL }));
  return reply.send(html);
}
