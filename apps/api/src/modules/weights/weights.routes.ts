import { DateRangeQuerySchema } from '@prato/core/schemas/activity';
import {
  CreateWeightEntrySchema,
  LatestWeightSchema,
  UpdateWeightEntrySchema,
  WeightEntrySchema,
  WeightListSchema,
} from '@prato/core/schemas/weight';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { WeightsService } from './weights.service';

export const weightsRoutes: ServiceRoutes<WeightsService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['weights'], errors: [400, 401, 404, 409] });

  route.post('/weights', {
    summary: 'Registrar peso (IMC calculado pelo servidor)',
    body: CreateWeightEntrySchema,
    response: { 200: WeightEntrySchema, 201: WeightEntrySchema },
    handler: async ({ caller, body }) => service.create(caller, body),
  });
  route.get('/weights', {
    summary: 'Histórico de peso, mais recente primeiro',
    querystring: DateRangeQuerySchema,
    response: { 200: WeightListSchema },
    handler: async ({ caller, query }) => service.list(caller, query),
  });
  route.get('/weights/latest', {
    summary: 'Último peso registrado',
    response: { 200: LatestWeightSchema },
    handler: async ({ caller }) => service.latest(caller),
  });
  route.patch('/weights/:id', {
    summary: 'Atualizar análise ou observações de um registro de peso',
    body: UpdateWeightEntrySchema,
    response: { 200: WeightEntrySchema },
    handler: async ({ caller, params, body }) => service.update(caller, params.id, body),
  });
  route.delete('/weights/:id', {
    summary: 'Excluir registro de peso',
    handler: async ({ caller, params }) => service.remove(caller, params.id),
  });
};
