import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { PushPublicKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '@prato/core/schemas/push';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { PushService } from './push.service';

const tags = ['push'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

export const pushRoutes: FastifyPluginAsyncZod<{ pushService: PushService }> = async (app, { pushService }) => {
  app.get(
    '/push/public-key',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Chave pública VAPID para o navegador assinar as notificações push',
        response: { 200: PushPublicKeySchema, ...errors },
      },
    },
    async () => pushService.publicKey(),
  );
  app.put(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Guardar a inscrição push deste navegador (lembretes de água com o app fechado)',
        body: PushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await pushService.subscribe(currentCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Esquecer a inscrição push deste navegador',
        body: PushUnsubscribeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await pushService.unsubscribe(currentCaller(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
