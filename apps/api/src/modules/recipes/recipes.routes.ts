import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import {
  RecipeInputSchema,
  RecipeListSchema,
  RecipeNutritionSchema,
  RecipePatchSchema,
  RecipePreviewSchema,
  RecipeSchema,
} from '@prato/core/schemas/recipes';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { RecipesService } from './recipes.service';

const tags = ['recipes'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** "Minhas receitas": every route reads and writes only the session's rows (another user's: 404). */
export const recipesRoutes: FastifyPluginAsyncZod<{ recipesService: RecipesService }> = async (
  app,
  { recipesService },
) => {
  app.get(
    '/recipes',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Minhas receitas, em ordem alfabética', response: { 200: RecipeListSchema, ...errors } },
    },
    async (request) => recipesService.list(currentCaller(request)),
  );
  app.post(
    '/recipes',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Criar uma receita a partir dos ingredientes (gramas, medida caseira ou linha digitada)',
        body: RecipeInputSchema,
        response: { 201: RecipeSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await recipesService.create(currentCaller(request), request.body)),
  );
  app.post(
    '/recipes/preview',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Nutrientes de uma receita em edição, sem salvar (lê cada ingrediente digitado)',
        body: RecipePreviewSchema,
        response: { 200: RecipeNutritionSchema, ...errors },
      },
    },
    async (request) => recipesService.preview(currentCaller(request), request.body),
  );
  app.get(
    '/recipes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Uma das minhas receitas, com os nutrientes por porção e por 100 g',
        params: IdParamSchema,
        response: { 200: RecipeSchema, ...errors },
      },
    },
    async (request) => recipesService.get(currentCaller(request), request.params.id),
  );
  app.patch(
    '/recipes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Editar uma receita (os ingredientes enviados substituem a lista)',
        params: IdParamSchema,
        body: RecipePatchSchema,
        response: { 200: RecipeSchema, ...errors },
      },
    },
    async (request) => recipesService.update(currentCaller(request), request.params.id, request.body),
  );
  app.post(
    '/recipes/:id/duplicate',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Duplicar uma receita ("(cópia)")',
        params: IdParamSchema,
        response: { 201: RecipeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recipesService.duplicate(currentCaller(request), request.params.id)),
  );
  app.delete(
    '/recipes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir uma receita (as refeições já salvas não mudam)',
        params: IdParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recipesService.remove(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
