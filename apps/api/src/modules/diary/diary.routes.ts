import {
  AddDiaryItemSchema,
  CopyDiarySchema,
  CreateFavoriteSchema,
  DiaryDayQuerySchema,
  DiaryDaySchema,
  DiaryFoodParamsSchema,
  DiaryFoodSchema,
  DiaryItemParamsSchema,
  DiaryItemResultSchema,
  DiarySlotsSchema,
  DiaryWriteResultSchema,
  FavoriteMealListSchema,
  FavoriteMealSchema,
  FavoriteParamsSchema,
  LogFavoriteSchema,
  MoveDiaryMealSchema,
  ParseDiaryTextSchema,
  ParsedDiaryTextSchema,
  RecentFoodsSchema,
  UpdateDiaryItemSchema,
  UpdateDiarySlotsSchema,
} from '@prato/core/schemas/diary';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { DiaryService } from './diary.service';

/**
 * The food diary (session user only; another user's ids answer 404). Writes answer 201 when they wrote,
 * 200 when a client id shows a replay of what is stored (exactly once for the offline queue).
 */
export const diaryRoutes: ServiceRoutes<DiaryService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['diary'], errors: [400, 401, 403, 404, 409] });

  route.get('/diary', {
    summary: 'Diário de um dia local (padrão: hoje no fuso do perfil): refeições, itens e totais',
    querystring: DiaryDayQuerySchema,
    response: { 200: DiaryDaySchema },
    handler: async ({ caller, query }) => service.day(caller, query.date),
  });

  route.post('/diary/items', {
    summary: 'Registrar um alimento no diário (gramas ou medida caseira; idempotente pelo id do cliente)',
    body: AddDiaryItemSchema,
    response: { 200: DiaryItemResultSchema, 201: DiaryItemResultSchema },
    handler: async ({ caller, body }) => service.addItem(caller, body),
  });

  route.patch('/diary/items/:id', {
    summary: 'Alterar um item do diário: quantidade, alimento, refeição, dia ou hora',
    params: DiaryItemParamsSchema,
    body: UpdateDiaryItemSchema,
    response: { 200: DiaryItemResultSchema },
    handler: async ({ caller, params, body }) => service.updateItem(caller, params.id, body),
  });

  route.delete('/diary/items/:id', {
    summary: 'Excluir um item do diário',
    params: DiaryItemParamsSchema,
    handler: async ({ caller, params }) => service.removeItem(caller, params.id),
  });

  route.post('/diary/move', {
    summary: 'Mover uma refeição inteira (todos os itens de uma refeição do dia) para outro dia, refeição ou hora',
    body: MoveDiaryMealSchema,
    response: { 200: DiaryWriteResultSchema },
    handler: async ({ caller, body }) => service.moveMeal(caller, body),
  });

  route.post('/diary/copy', {
    summary: 'Copiar um dia, uma refeição do dia ou repetir uma refeição salva (idempotente pelo id do cliente)',
    body: CopyDiarySchema,
    response: { 200: DiaryWriteResultSchema, 201: DiaryWriteResultSchema },
    handler: async ({ caller, body }) => service.copy(caller, body),
  });

  route.get('/diary/favorites', {
    summary: 'Refeições favoritas',
    response: { 200: FavoriteMealListSchema },
    handler: async ({ caller }) => service.favorites(caller),
  });

  route.post('/diary/favorites', {
    summary: 'Salvar como favorita uma refeição do dia ou uma refeição salva',
    body: CreateFavoriteSchema,
    response: { 200: FavoriteMealSchema, 201: FavoriteMealSchema },
    handler: async ({ caller, body }) => service.createFavorite(caller, body),
  });

  route.delete('/diary/favorites/:id', {
    summary: 'Excluir refeição favorita',
    params: FavoriteParamsSchema,
    handler: async ({ caller, params }) => service.deleteFavorite(caller, params.id),
  });

  route.post('/diary/favorites/:id/log', {
    summary: 'Registrar uma refeição favorita em um dia e refeição do diário',
    params: FavoriteParamsSchema,
    body: LogFavoriteSchema,
    response: { 200: DiaryWriteResultSchema, 201: DiaryWriteResultSchema },
    handler: async ({ caller, params, body }) => service.logFavorite(caller, params.id, body),
  });

  route.get('/diary/slots', {
    summary: 'Refeições do diário (ordem, nomes, ocultas, metas)',
    response: { 200: DiarySlotsSchema },
    handler: async ({ caller }) => service.slots(caller),
  });

  route.put('/diary/slots', {
    summary: 'Definir a lista de refeições do diário (renomear, ocultar, ordenar, adicionar, metas)',
    body: UpdateDiarySlotsSchema,
    response: { 200: DiarySlotsSchema },
    handler: async ({ caller, body }) => service.updateSlots(caller, body),
  });

  route.get('/diary/recent-foods', {
    summary: 'Alimentos mais frequentes e mais recentes (últimos 60 dias)',
    response: { 200: RecentFoodsSchema },
    handler: async ({ caller }) => service.recentFoods(caller),
  });

  route.post('/diary/parse', {
    summary: 'Interpretar um texto ("2 conchas de feijão, 1 bife") em alimentos e quantidades, sem salvar',
    body: ParseDiaryTextSchema,
    response: { 200: ParsedDiaryTextSchema },
    handler: async ({ caller, body }) => service.parse(caller, body.text),
  });

  route.get('/diary/foods/:foodId', {
    summary: 'Composição por 100 g e medidas caseiras de um alimento do catálogo',
    params: DiaryFoodParamsSchema,
    response: { 200: DiaryFoodSchema },
    handler: async ({ caller, params }) => service.food(caller, params.foodId),
  });
};
