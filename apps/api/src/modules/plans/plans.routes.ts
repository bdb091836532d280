import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planOffers, type PlanCatalogue } from '@prato/core/domain/plans';
import { PlansResponseSchema } from '@prato/core/schemas/plans';
import { defineRoutes } from '../../lib/route';

/**
 * Public: the installation's plans (prices and labels from the configuration, defaults otherwise) with
 * what the screens derive from the prices: monthly equivalent, saving, best value. No session needed:
 * the landing and the terms show them to anyone.
 */
export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlanCatalogue }> = async (app, { plans }) => {
  const route = defineRoutes(app, { tags: ['subscriptions'], guard: null });
  // The configuration changes only with a restart: computed once.
  const catalogue = { plans: planOffers(plans) };

  route.get('/plans', {
    summary: 'Planos e preços desta instalação (preço, período, equivalente mensal, economia, melhor custo)',
    response: { 200: PlansResponseSchema },
    handler: async ({ reply }) => {
      // Revalidated on every use: a price changed by the operator must not wait out a cache.
      reply.header('cache-control', 'no-cache');
      return catalogue;
    },
  });
};
