import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { INTERFACE_LANGUAGE_HEADER, asLanguageCode } from '@member-area/domain';
import { errorMessage, type ErrorCode } from '../../graphql/response-result';
import type { Services } from '../../services';
import { requestMember } from '../payment';
import { AVATAR_MAX_BYTES } from './avatar';

/** Profile picture upload (multipart, one file) and the stored pictures. */
export async function registerAvatarRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 0, parts: 1 },
    });
    scope.post('/api/account/avatar', async (request, reply) => {
      // The language the app is showing (sent with every request), else the member's saved one.
      const shown = asLanguageCode(request.headers[INTERFACE_LANGUAGE_HEADER]);
      const who = await requestMember(s, request);
      if (!who)
        return reply
          .code(401)
          .send({ errorCode: 'unauthenticated', message: errorMessage(shown, 'unauthenticated') });
      const lang = shown ?? who.member.lang;
      const refuse = (errorCode: ErrorCode) =>
        reply.code(400).send({ errorCode, message: errorMessage(lang, errorCode) });
      if (!request.isMultipart()) return refuse('avatar_missing');
      let buf: Buffer | null = null;
      try {
        const file = await request.file();
        if (file) {
          buf = await file.toBuffer();
          if (file.file.truncated) return refuse('avatar_too_large');
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refuse('avatar_too_large');
        return refuse('avatar_missing');
      }
      if (!buf || buf.length === 0) return refuse('avatar_missing');
      const result = await s.account.saveAvatar(who.member, buf);
      if (!result.ok) return refuse(result.errorCode);
      return reply.header('cache-control', 'no-store').send({ pictureUrl: result.pictureUrl });
    });
  });

  app.get<{ Params: { file: string } }>('/api/account/avatar/:file', async (request, reply) => {
    const brand = request.brand;
    const m = /^([0-9]+-[0-9a-f]{16}\.png)$/.exec(request.params.file);
    if (!brand || !m?.[1])
      return reply.code(404).send({ errorCode: 'not_found', message: "Sorry, we can't find that page." });
    try {
      const data = await fs.readFile(path.join(s.account.avatarDir(brand.id), m[1]));
      // The name carries the content hash, so the file never changes.
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    } catch {
      return reply.code(404).send({ errorCode: 'not_found', message: "Sorry, we can't find that page." });
    }
  });
}
