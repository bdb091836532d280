import type { FastifyInstance } from 'fastify';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider';
import type { AppModule } from '../../lib/app-module';
import { createPaymentSyncJob } from './payments.job';
import { createPaymentsRepo } from './payments.repo';
import { createPaymentRetentionJob } from './payments.retention';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { sandboxRoutes } from './sandbox.routes';

/** Checkout, the provider's webhook, the periodic reconciliation and (outside production) the sandbox. */
export const paymentsModule: AppModule = {
  name: 'payments',
  setup({ env, db, log, now, plans, authSecret, startJobs, use }) {
    const events = use('events');
    const { provider, sandbox } = createPaymentProvider(env, { authSecret, plans, now });
    const repo = createPaymentsRepo(db);
    const checkoutEnabled =
      provider.name !== 'sandbox' || env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX_IN_PRODUCTION;
    const paymentsService = createPaymentsService({
      repo,
      provider,
      subscriptions: use('subscriptions'),
      plans,
      publish: (subjectId) => events.publish(subjectId, 'subscription'),
      checkoutEnabled,
      log,
      now,
    });
    const paymentSyncJob = createPaymentSyncJob({ repo, service: paymentsService, log, now });
    const retention = createPaymentRetentionJob({ repo, log, now });
    return {
      async routes(api) {
        await api.register(paymentsRoutes, { service: paymentsService });
        if (sandbox) await api.register(sandboxRoutes, { sandbox, enabled: checkoutEnabled, plans });
      },
      decorate: (app: FastifyInstance) => app.decorate('paymentSyncJob', paymentSyncJob),
      onReady: () => {
        if (!startJobs) return;
        retention.start();
        if (provider.name === 'kiwify') paymentSyncJob.start(env.PAYMENT_SYNC_INTERVAL_MINUTES);
        if (!checkoutEnabled) log.warn('the sandbox checkout is refused with NODE_ENV=production (PAYMENT_PROVIDER)');
      },
      onClose: async () => {
        await Promise.all([paymentSyncJob.stop(), retention.stop()]);
      },
    };
  },
};
