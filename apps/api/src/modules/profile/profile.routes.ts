import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { ProfileSchema, ProfileUpdateSchema } from '@prato/core/schemas/profile';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { ProfileService } from './profile.service';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.get(
    '/profile',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Perfil do usuário', response: { 200: ProfileSchema, 401: ApiErrorSchema } },
    },
    async (request) => profileService.get(currentCaller(request)),
  );
  app.patch(
    '/profile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Atualizar perfil',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => profileService.update(currentCaller(request), request.body),
  );
};
