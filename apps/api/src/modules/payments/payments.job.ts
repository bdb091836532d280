import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_SYNC } from '@prato/core/domain/payments';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentsService } from './payments.service';
import type { Clock } from '../../lib/clock';
import { intervalJob } from '../../lib/interval-job';

const LEASE = 'payments-sync';

/**
 * The periodic reconciliation (issue 10 §4): every interval, the one instance that takes the lease
 * maps the last 24 hours of sales as webhooks would, repairing any missed delivery.
 */
export function createPaymentSyncJob(deps: {
  repo: PaymentsRepo;
  service: PaymentsService;
  log: FastifyBaseLogger;
  now?: Clock;
}) {
  const now = deps.now ?? (() => new Date());
  const holder = randomUUID();

  /** One round; null when another instance holds the lease. */
  async function tick(intervalMinutes: number): Promise<number | null> {
    const at = now();
    // The lease outlives a crashed holder by at most one interval.
    const until = new Date(at.getTime() + Math.max(intervalMinutes, 1) * 60_000);
    if (!(await deps.repo.claimLease(LEASE, holder, at, until))) return null;
    // The lease is kept until the next round is due: another instance does not repeat this round.
    return deps.service.syncRecent(new Date(at.getTime() - PAYMENT_SYNC.recentLookbackMs));
  }

  // The round needs the interval (its lease lasts one), so the job is made when it starts.
  let job: ReturnType<typeof intervalJob> | undefined;
  return {
    tick,
    start(intervalMinutes: number) {
      if (job || intervalMinutes <= 0) return;
      job = intervalJob(() =>
        tick(intervalMinutes)
          .then((persisted) => {
            if (persisted) deps.log.info({ persisted }, 'payment sync repaired subscriptions');
          })
          .catch((error: unknown) => deps.log.warn({ err: error }, 'payment sync round failed')),
      );
      job.start(intervalMinutes * 60_000);
    },
    async stop() {
      const stopping = job?.stop();
      job = undefined;
      await stopping;
    },
  };
}
export type PaymentSyncJob = ReturnType<typeof createPaymentSyncJob>;
