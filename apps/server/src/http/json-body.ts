import type { FastifyError, FastifyInstance } from 'fastify';

/** The code of the error a JSON body that does not parse raises (GraphQL answers it as invalid_json). */
export const INVALID_JSON_CODE = 'MA_ERR_INVALID_JSON';

/**
 * JSON bodies: an empty body with a JSON content type is "no body" (logout, generic token), and
 * prototype-polluting keys are dropped (zod then refuses unknown keys anyway). A body that does not
 * parse is a 400 with INVALID_JSON_CODE, never a fault of ours.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (k, v: unknown) => (k === '__proto__' || k === 'constructor' ? undefined : v)),
      );
    } catch {
      const err = new Error('invalid JSON') as FastifyError;
      err.statusCode = 400;
      (err as { code: string }).code = INVALID_JSON_CODE;
      done(err, undefined);
    }
  });
}
