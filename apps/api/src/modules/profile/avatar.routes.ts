import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AvatarResponseSchema } from '@prato/core/schemas/avatar';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { badRequest, HttpError } from '../../lib/http-error';
import { avatarTooLarge, type AvatarService } from './avatar.service';

const tags = ['profile'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 413: ApiErrorSchema };

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** The signed-in user's picture: upload (multipart, one file), read (only one's own) and remove. */
export const avatarRoutes: FastifyPluginAsyncZod<{ avatarService: AvatarService }> = async (app, { avatarService }) => {
  // Multipart parsing exists only inside this plugin: one file of at most AVATAR_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.put(
    '/profile/avatar',
    {
      onRequest: requireUser,
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Enviar foto de perfil (multipart, campo "file")',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = currentCaller(request);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest('IMAGE_MISSING', AVATAR_MESSAGES.missing);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (hasCode(error) && ['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE'].includes(error.code)) {
          throw avatarTooLarge();
        }
        // Anything else while reading the upload is a body the multipart parser could not read
        // (busboy's errors, e.g. 'Multipart: Boundary not found', carry no code): the client's fault.
        throw badRequest('IMAGE_MISSING', AVATAR_MESSAGES.missing);
      }
      return avatarService.upload(caller, bytes);
    },
  );

  app.get(
    '/profile/avatar',
    {
      onRequest: requireUser,
      // Only the session's own picture: no user id in the URL. 401 without a session, 404 without a picture.
      schema: { tags, summary: 'Foto de perfil do usuário (image/jpeg ou image/png)' },
    },
    async (request, reply) => {
      const avatar = await avatarService.get(currentCaller(request));
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(avatar.data);
    },
  );

  app.delete(
    '/profile/avatar',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Remover foto de perfil', response: { 200: AvatarResponseSchema, ...errors } },
    },
    async (request) => avatarService.remove(currentCaller(request)),
  );
};
