import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AvatarResponseSchema } from '@prato/core/schemas/avatar';
import type { ServiceRoutes } from '../../lib/app-module';
import { badRequest, HttpError } from '../../lib/http-error';
import { defineRoutes } from '../../lib/route';
import { avatarTooLarge, type AvatarService } from './avatar.service';

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** The signed-in user's picture: upload (multipart, one file), read (only one's own) and remove. */
export const avatarRoutes: ServiceRoutes<AvatarService> = async (app, { service: avatarService }) => {
  // Multipart parsing exists only inside this plugin: one file of at most AVATAR_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const route = defineRoutes(app, { tags: ['profile'], errors: [400, 401, 404, 413] });

  route.put('/profile/avatar', {
    summary: 'Enviar foto de perfil (multipart, campo "file")',
    consumes: ['multipart/form-data'],
    bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
    response: { 200: AvatarResponseSchema },
    handler: async ({ caller, request }) => {
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
  });

  // Only the session's own picture: no user id in the URL. 401 without a session, 404 without a picture.
  route.get('/profile/avatar', {
    summary: 'Foto de perfil do usuário (image/jpeg ou image/png)',
    handler: async ({ caller, reply }) => {
      const avatar = await avatarService.get(caller);
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(avatar.data);
    },
  });

  route.delete('/profile/avatar', {
    summary: 'Remover foto de perfil',
    response: { 200: AvatarResponseSchema },
    handler: async ({ caller }) => avatarService.remove(caller),
  });
};
