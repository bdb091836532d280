import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  SyncRequestSchema,
  SyncResponseSchema,
} from '@prato/core/schemas/payments';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];

const WebhookQuerySchema = z.object({ signature: z.string().max(200).optional() });
const WebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'unchanged', 'duplicate', 'ignored', 'unmatched']),
});

export const paymentsRoutes: FastifyPluginAsyncZod<{ paymentsService: PaymentsService }> = async (
  app,
  { paymentsService },
) => {
  app.post(
    '/payments/checkout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Endereço do checkout do plano escolhido (ligado ao usuário da sessão)',
        body: CheckoutRequestSchema,
        response: { 200: CheckoutResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      return { url: paymentsService.checkoutUrl(currentCaller(request), request.body.plan) };
    },
  );

  app.post(
    '/payments/sync',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sincroniza as compras do próprio usuário com o provedor de pagamentos (sync_manual)',
        body: SyncRequestSchema,
        response: { 200: SyncResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const since = request.body.since ? new Date(request.body.since) : null;
      return paymentsService.syncUser(currentCaller(request), since);
    },
  );

  // The signature covers the raw bytes: this route keeps the body as a Buffer and parses it itself.
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
