import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Estado do serviço', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const up = await ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
    },
  );
};
