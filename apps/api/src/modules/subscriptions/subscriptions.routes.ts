import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentListQuerySchema, PaymentListSchema } from '@prato/core/schemas/payments';
import { MySubscriptionSchema } from '@prato/core/schemas/subscription';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import type { SubscriptionsService } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptionsService: SubscriptionsService }> = async (
  app,
  { subscriptionsService },
) => {
  app.get(
    '/me/subscription',
    {
      onRequest: requireUser,
      schema: {
        tags: ['subscriptions'],
        summary: 'Assinatura do usuário',
        response: { 200: MySubscriptionSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => subscriptionsService.getMine(currentCaller(request)),
  );

  app.get(
    '/me/payments',
    {
      onRequest: requireUser,
      schema: {
        tags: ['subscriptions'],
        summary: 'Histórico de pagamentos do usuário',
        querystring: PaymentListQuerySchema,
        response: { 200: PaymentListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => subscriptionsService.listPayments(currentCaller(request), request.query.limit),
  );
};
