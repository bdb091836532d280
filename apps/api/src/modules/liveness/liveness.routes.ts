import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoutes } from '../../lib/route';

const LivenessSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

/** The liveness probe: 200 with the database up, 503 when it does not answer. */
export const livenessRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  const route = defineRoutes(app, { tags: ['liveness'], guard: null });

  route.get('/health', {
    summary: 'Estado do serviço',
    response: { 200: LivenessSchema, 503: LivenessSchema },
    handler: async ({ reply }) => {
      const up = await ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
    },
  });
};
