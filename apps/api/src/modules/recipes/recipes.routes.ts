import {
  RecipeInputSchema,
  RecipeListSchema,
  RecipeNutritionSchema,
  RecipePatchSchema,
  RecipePreviewSchema,
  RecipeSchema,
} from '@prato/core/schemas/recipes';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { RecipesService } from './recipes.service';

/** "Minhas receitas": every route reads and writes only the session's rows (another user's: 404). */
export const recipesRoutes: ServiceRoutes<RecipesService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['recipes'], errors: [400, 401, 404, 409] });

  route.get('/recipes', {
    summary: 'Minhas receitas, em ordem alfabética',
    response: { 200: RecipeListSchema },
    handler: async ({ caller }) => service.list(caller),
  });
  route.post('/recipes', {
    summary: 'Criar uma receita a partir dos ingredientes (gramas, medida caseira ou linha digitada)',
    body: RecipeInputSchema,
    response: { 201: RecipeSchema },
    handler: async ({ caller, body }) => service.create(caller, body),
  });
  route.post('/recipes/preview', {
    summary: 'Nutrientes de uma receita em edição, sem salvar (lê cada ingrediente digitado)',
    body: RecipePreviewSchema,
    response: { 200: RecipeNutritionSchema },
    handler: async ({ caller, body }) => service.preview(caller, body),
  });
  route.get('/recipes/:id', {
    summary: 'Uma das minhas receitas, com os nutrientes por porção e por 100 g',
    response: { 200: RecipeSchema },
    handler: async ({ caller, params }) => service.get(caller, params.id),
  });
  route.patch('/recipes/:id', {
    summary: 'Editar uma receita (os ingredientes enviados substituem a lista)',
    body: RecipePatchSchema,
    response: { 200: RecipeSchema },
    handler: async ({ caller, params, body }) => service.update(caller, params.id, body),
  });
  route.post('/recipes/:id/duplicate', {
    summary: 'Duplicar uma receita ("(cópia)")',
    response: { 201: RecipeSchema },
    handler: async ({ caller, params }) => service.duplicate(caller, params.id),
  });
  route.delete('/recipes/:id', {
    summary: 'Excluir uma receita (as refeições já salvas não mudam)',
    handler: async ({ caller, params }) => service.remove(caller, params.id),
  });
};
