import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LegalContactSchema, type LegalContact } from '@prato/core/schemas/legal';

/** Public: the data controller's contact for the privacy policy, from the configuration. */
export const legalRoutes: FastifyPluginAsyncZod<{ contact: LegalContact }> = async (app, { contact }) => {
  app.get(
    '/legal/contact',
    {
      schema: {
        tags: ['legal'],
        summary: 'Controlador dos dados e contato do encarregado (LGPD)',
        response: { 200: LegalContactSchema },
      },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart; a short public cache spares repeated calls.
      reply.header('cache-control', 'public, max-age=300');
      return contact;
    },
  );
};
