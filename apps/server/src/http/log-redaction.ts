import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential: the sign-in link's `token`, the e-mail confirmation's
 * `key`, and the usual names of anything similar a route may add later.
 */
const SECRET_PARAMS = /^(token|key|jwt|code|sig|signature|secret|password|access_token|refresh_token)$/i;

/** Path segments that are a credential: the reset key and the signed media token. */
const SECRET_SEGMENTS: RegExp[] = [/^(\/reset-password\/)[^/?#]+/, /^(\/media\/s\/)[^/?#]+/];

/**
 * A request URL as it may be logged: reset keys, sign-in and e-mail-confirmation tokens and signed
 * media tokens replaced by "[redacted]". Anyone who reads the logs could otherwise take over the
 * account the link was mailed for (the keys are valid for hours).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let pathPart = q < 0 ? url : url.slice(0, q);
  for (const segment of SECRET_SEGMENTS) pathPart = pathPart.replace(segment, `$1${REDACTED}`);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape: matched as written
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** Fastify's request serializer (method, url, host, address, port) with the URL redacted. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Every request's logger is a child with this serializer for `req`, so the redaction holds for
 * whatever logger the app is given (pino at LOG_LEVEL in production, a capturing one in tests):
 * a child's serializers take precedence over its parent's.
 */
export const redactingChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  opts,
) {
  return logger.child(bindings, {
    ...opts,
    serializers: { ...opts.serializers, req: serializeRequest },
  }) as FastifyBaseLogger;
};
