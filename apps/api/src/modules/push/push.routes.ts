import { z } from 'zod';
import { PushPublicKeySchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '@prato/core/schemas/push';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { PushService } from './push.service';

export const pushRoutes: ServiceRoutes<PushService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['push'], errors: [400, 401] });

  route.get('/push/public-key', {
    summary: 'Chave pública VAPID para o navegador assinar as notificações push',
    response: { 200: PushPublicKeySchema },
    handler: async () => service.publicKey(),
  });
  route.put('/push/subscriptions', {
    summary: 'Guardar a inscrição push deste navegador (lembretes de água com o app fechado)',
    body: PushSubscriptionSchema,
    response: { 204: z.null() },
    handler: async ({ caller, body }) => service.subscribe(caller, body),
  });
  route.delete('/push/subscriptions', {
    summary: 'Esquecer a inscrição push deste navegador',
    body: PushUnsubscribeSchema,
    response: { 204: z.null() },
    handler: async ({ caller, body }) => service.unsubscribe(caller, body.endpoint),
  });
};
