import { UserFoodInputSchema, UserFoodListSchema, UserFoodSchema } from '@prato/core/schemas/user-foods';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { UserFoodsService } from './user-foods.service';

/** "Meus alimentos": foods the signed-in user added from a label; every route reads only the session's rows. */
export const userFoodsRoutes: ServiceRoutes<UserFoodsService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['user-foods'], errors: [400, 401, 404, 409] });

  route.get('/user-foods', {
    summary: 'Meus alimentos, em ordem alfabética',
    response: { 200: UserFoodListSchema },
    handler: async ({ caller }) => service.list(caller),
  });
  route.post('/user-foods', {
    summary: 'Adicionar um alimento a partir do rótulo (por porção ou por 100 g)',
    body: UserFoodInputSchema,
    response: { 201: UserFoodSchema },
    handler: async ({ caller, body }) => service.create(caller, body),
  });
  route.get('/user-foods/:id', {
    summary: 'Um dos meus alimentos',
    response: { 200: UserFoodSchema },
    handler: async ({ caller, params }) => service.get(caller, params.id),
  });
  route.put('/user-foods/:id', {
    summary: 'Editar um dos meus alimentos (o rótulo inteiro)',
    body: UserFoodInputSchema,
    response: { 200: UserFoodSchema },
    handler: async ({ caller, params, body }) => service.update(caller, params.id, body),
  });
  route.delete('/user-foods/:id', {
    summary: 'Excluir um dos meus alimentos (as refeições salvas não mudam)',
    handler: async ({ caller, params }) => service.remove(caller, params.id),
  });
};
