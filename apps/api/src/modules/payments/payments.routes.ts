import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  SyncRequestSchema,
  SyncResponseSchema,
} from '@prato/core/schemas/payments';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];

const WebhookQuerySchema = z.object({ signature: z.string().max(200).optional() });
const WebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'unchanged', 'duplicate', 'ignored', 'unmatched']),
});

export const paymentsRoutes: ServiceRoutes<PaymentsService> = async (app, { service: paymentsService }) => {
  const route = defineRoutes(app, { tags, errors: [400, 401] });

  route.post('/payments/checkout', {
    summary: 'Endereço do checkout do plano escolhido (ligado ao usuário da sessão)',
    body: CheckoutRequestSchema,
    response: { 200: CheckoutResponseSchema },
    errors: [400, 401, 403],
    handler: async ({ caller, body }) => ({ url: paymentsService.checkoutUrl(caller, body.plan) }),
  });

  route.post('/payments/sync', {
    summary: 'Sincroniza as compras do próprio usuário com o provedor de pagamentos (sync_manual)',
    body: SyncRequestSchema,
    response: { 200: SyncResponseSchema },
    handler: async ({ caller, body }) => paymentsService.syncUser(caller, body.since ? new Date(body.since) : null),
  });

  // The signature covers the raw bytes: this route keeps the body as a Buffer and parses it itself, in
  // a plugin of its own with its own JSON parser, so it is declared with Fastify directly (not defineRoutes).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/payments/kiwify/webhook',
      {
        schema: {
          tags,
          summary:
            'Webhook da Kiwify (e do checkout de teste): corpo JSON assinado com HMAC-SHA1 do token em ?signature=',
          querystring: WebhookQuerySchema,
          response: { 200: WebhookAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await paymentsService.receiveWebhook(raw, request.query.signature);
        return { received: true as const, outcome };
      },
    );
  });
};
