import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DateRangeQuerySchema } from '@prato/core/schemas/activity';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import {
  CreateWeightEntrySchema,
  LatestWeightSchema,
  UpdateWeightEntrySchema,
  WeightEntrySchema,
  WeightListSchema,
} from '@prato/core/schemas/weight';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { WeightsService } from './weights.service';

const tags = ['weights'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export const weightsRoutes: FastifyPluginAsyncZod<{ weightsService: WeightsService }> = async (
  app,
  { weightsService },
) => {
  app.post(
    '/weights',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Registrar peso (IMC calculado pelo servidor)',
        body: CreateWeightEntrySchema,
        response: { 200: WeightEntrySchema, 201: WeightEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { entry, created } = await weightsService.create(currentCaller(request), request.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );
  app.get(
    '/weights',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Histórico de peso, mais recente primeiro',
        querystring: DateRangeQuerySchema,
        response: { 200: WeightListSchema, ...errors },
      },
    },
    async (request) => weightsService.list(currentCaller(request), request.query),
  );
  app.get(
    '/weights/latest',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Último peso registrado', response: { 200: LatestWeightSchema, ...errors } },
    },
    async (request) => weightsService.latest(currentCaller(request)),
  );
  app.patch(
    '/weights/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Atualizar análise ou observações de um registro de peso',
        params: IdParamSchema,
        body: UpdateWeightEntrySchema,
        response: { 200: WeightEntrySchema, ...errors },
      },
    },
    async (request) => weightsService.update(currentCaller(request), request.params.id, request.body),
  );
  app.delete(
    '/weights/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir registro de peso',
        params: IdParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await weightsService.remove(currentCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
