import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { UserFoodInputSchema, UserFoodListSchema, UserFoodSchema } from '@prato/core/schemas/user-foods';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { UserFoodsService } from './user-foods.service';

const tags = ['user-foods'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** "Meus alimentos": foods the signed-in user added from a label; every route reads only the session's rows. */
export const userFoodsRoutes: FastifyPluginAsyncZod<{ userFoodsService: UserFoodsService }> = async (
  app,
  { userFoodsService },
) => {
  app.get(
    '/user-foods',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Meus alimentos, em ordem alfabética',
        response: { 200: UserFoodListSchema, ...errors },
      },
    },
    async (request) => userFoodsService.list(currentCaller(request)),
  );
  app.post(
    '/user-foods',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Adicionar um alimento a partir do rótulo (por porção ou por 100 g)',
        body: UserFoodInputSchema,
        response: { 201: UserFoodSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await userFoodsService.create(currentCaller(request), request.body)),
  );
  app.get(
    '/user-foods/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Um dos meus alimentos',
        params: IdParamSchema,
        response: { 200: UserFoodSchema, ...errors },
      },
    },
    async (request) => userFoodsService.get(currentCaller(request), request.params.id),
  );
  app.put(
    '/user-foods/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Editar um dos meus alimentos (o rótulo inteiro)',
        params: IdParamSchema,
        body: UserFoodInputSchema,
        response: { 200: UserFoodSchema, ...errors },
      },
    },
    async (request) => userFoodsService.update(currentCaller(request), request.params.id, request.body),
  );
  app.delete(
    '/user-foods/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir um dos meus alimentos (as refeições salvas não mudam)',
        params: IdParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await userFoodsService.remove(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
