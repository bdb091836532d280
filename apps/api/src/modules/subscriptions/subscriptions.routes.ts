import { PaymentListQuerySchema, PaymentListSchema } from '@prato/core/schemas/payments';
import { MySubscriptionSchema } from '@prato/core/schemas/subscription';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import type { SubscriptionsService } from './subscriptions.service';

export const subscriptionsRoutes: ServiceRoutes<SubscriptionsService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['subscriptions'] });

  route.get('/me/subscription', {
    summary: 'Assinatura do usuário',
    response: { 200: MySubscriptionSchema },
    errors: [401],
    handler: async ({ caller }) => service.getMine(caller),
  });
  route.get('/me/payments', {
    summary: 'Histórico de pagamentos do usuário',
    querystring: PaymentListQuerySchema,
    response: { 200: PaymentListSchema },
    errors: [400, 401],
    handler: async ({ caller, query }) => service.listPayments(caller, query.limit),
  });
};
