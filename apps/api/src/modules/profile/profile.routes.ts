import { ProfileSchema, ProfileUpdateSchema } from '@prato/core/schemas/profile';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { ProfileService } from './profile.service';

export const profileRoutes: ServiceRoutes<ProfileService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['profile'] });

  route.get('/profile', {
    summary: 'Perfil do usuário',
    response: { 200: ProfileSchema },
    errors: [401],
    handler: async ({ caller }) => service.get(caller),
  });
  route.patch('/profile', {
    summary: 'Atualizar perfil',
    body: ProfileUpdateSchema,
    response: { 200: ProfileSchema },
    errors: [400, 401],
    handler: async ({ caller, body }) => service.update(caller, body),
  });
};
