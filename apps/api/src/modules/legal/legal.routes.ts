import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LegalContactSchema, type LegalContact } from '@prato/core/schemas/legal';
import { defineRoutes } from '../../lib/route';

/** Public: the data controller's contact for the privacy policy, from the configuration. */
export const legalRoutes: FastifyPluginAsyncZod<{ contact: LegalContact }> = async (app, { contact }) => {
  const route = defineRoutes(app, { tags: ['legal'], guard: null });

  route.get('/legal/contact', {
    summary: 'Controlador dos dados e contato do encarregado (LGPD)',
    response: { 200: LegalContactSchema },
    handler: async ({ reply }) => {
      // Configuration changes only with a restart; a short public cache spares repeated calls.
      reply.header('cache-control', 'public, max-age=300');
      return contact;
    },
  });
};
