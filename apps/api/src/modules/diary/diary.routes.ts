import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
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
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { DiaryService } from './diary.service';

const tags = ['diary'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * The food diary (session user only; another user's ids answer 404). Writes answer 201 when they wrote,
 * 200 when a client id shows a replay of what is stored (exactly once for the offline queue).
 */
export const diaryRoutes: FastifyPluginAsyncZod<{ diaryService: DiaryService }> = async (app, { diaryService }) => {
  app.get(
    '/diary',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Diário de um dia local (padrão: hoje no fuso do perfil): refeições, itens e totais',
        querystring: DiaryDayQuerySchema,
        response: { 200: DiaryDaySchema, ...errors },
      },
    },
    async (request) => diaryService.day(currentCaller(request), request.query.date),
  );

  app.post(
    '/diary/items',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Registrar um alimento no diário (gramas ou medida caseira; idempotente pelo id do cliente)',
        body: AddDiaryItemSchema,
        response: { 200: DiaryItemResultSchema, 201: DiaryItemResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, result } = await diaryService.addItem(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.patch(
    '/diary/items/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Alterar um item do diário: quantidade, alimento, refeição, dia ou hora',
        params: DiaryItemParamsSchema,
        body: UpdateDiaryItemSchema,
        response: { 200: DiaryItemResultSchema, ...errors },
      },
    },
    async (request) => diaryService.updateItem(currentCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/diary/items/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir um item do diário',
        params: DiaryItemParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await diaryService.removeItem(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/diary/move',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mover uma refeição inteira (todos os itens de uma refeição do dia) para outro dia, refeição ou hora',
        body: MoveDiaryMealSchema,
        response: { 200: DiaryWriteResultSchema, ...errors },
      },
    },
    async (request) => diaryService.moveMeal(currentCaller(request), request.body),
  );

  app.post(
    '/diary/copy',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Copiar um dia, uma refeição do dia ou repetir uma refeição salva (idempotente pelo id do cliente)',
        body: CopyDiarySchema,
        response: { 200: DiaryWriteResultSchema, 201: DiaryWriteResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, result } = await diaryService.copy(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/diary/favorites',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Refeições favoritas', response: { 200: FavoriteMealListSchema, ...errors } },
    },
    async (request) => diaryService.favorites(currentCaller(request)),
  );

  app.post(
    '/diary/favorites',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Salvar como favorita uma refeição do dia ou uma refeição salva',
        body: CreateFavoriteSchema,
        response: { 200: FavoriteMealSchema, 201: FavoriteMealSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, favorite } = await diaryService.createFavorite(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/diary/favorites/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir refeição favorita',
        params: FavoriteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await diaryService.deleteFavorite(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/diary/favorites/:id/log',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Registrar uma refeição favorita em um dia e refeição do diário',
        params: FavoriteParamsSchema,
        body: LogFavoriteSchema,
        response: { 200: DiaryWriteResultSchema, 201: DiaryWriteResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, result } = await diaryService.logFavorite(
        currentCaller(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/diary/slots',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Refeições do diário (ordem, nomes, ocultas, metas)',
        response: { 200: DiarySlotsSchema, ...errors },
      },
    },
    async (request) => diaryService.slots(currentCaller(request)),
  );

  app.put(
    '/diary/slots',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Definir a lista de refeições do diário (renomear, ocultar, ordenar, adicionar, metas)',
        body: UpdateDiarySlotsSchema,
        response: { 200: DiarySlotsSchema, ...errors },
      },
    },
    async (request) => diaryService.updateSlots(currentCaller(request), request.body),
  );

  app.get(
    '/diary/recent-foods',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Alimentos mais frequentes e mais recentes (últimos 60 dias)',
        response: { 200: RecentFoodsSchema, ...errors },
      },
    },
    async (request) => diaryService.recentFoods(currentCaller(request)),
  );

  app.post(
    '/diary/parse',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Interpretar um texto ("2 conchas de feijão, 1 bife") em alimentos e quantidades, sem salvar',
        body: ParseDiaryTextSchema,
        response: { 200: ParsedDiaryTextSchema, ...errors },
      },
    },
    async (request) => diaryService.parse(currentCaller(request), request.body.text),
  );

  app.get(
    '/diary/foods/:foodId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Composição por 100 g e medidas caseiras de um alimento do catálogo',
        params: DiaryFoodParamsSchema,
        response: { 200: DiaryFoodSchema, ...errors },
      },
    },
    async (request) => diaryService.food(currentCaller(request), request.params.foodId),
  );
};
