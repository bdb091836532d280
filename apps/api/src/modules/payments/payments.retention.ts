import { tz } from '@date-fns/tz';
import { subYears } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { intervalJob } from '../../lib/interval-job';
import type { PaymentsRepo } from './payments.repo';

/** Payment records outlive the account for the fiscal obligations: five years, as the privacy policy says. */
export const PAYMENT_RECORD_RETENTION_YEARS = 5;
/** Once a day is enough for a limit counted in years. */
const INTERVAL_MS = 24 * 3_600_000;

/**
 * Deletes the payment records of deleted accounts (kept without a user, decision 052) once they are five
 * years old. Every instance may run it: the delete is idempotent.
 */
export function createPaymentRetentionJob(deps: { repo: PaymentsRepo; log: FastifyBaseLogger; now: Clock }) {
  async function purge(): Promise<number> {
    return deps.repo.purgeOrphanedPayments(subYears(deps.now(), PAYMENT_RECORD_RETENTION_YEARS, { in: tz('UTC') }));
  }
  const job = intervalJob(() =>
    purge()
      .then((purged) => {
        if (purged > 0) deps.log.info({ purged }, 'payment records of deleted accounts past retention deleted');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment retention purge failed')),
  );
  return { purge, start: () => job.start(INTERVAL_MS), stop: job.stop };
}
