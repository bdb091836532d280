import type { FastifyInstance } from 'fastify';
import { createWebPushSender } from '../../adapters/push/web-push-sender';
import { vapidSubject } from '../../env';
import type { AppModule } from '../../lib/app-module';
import { createPushRepo } from './push.repo';
import { pushRoutes } from './push.routes';
import { createPushScheduler } from './push.scheduler';
import { createPushService, resolveVapidKeys } from './push.service';

/** Web Push: subscriptions of a browser, and the scheduler that sends the water reminders. */
export const pushModule: AppModule = {
  name: 'push',
  async setup({ env, db, log, now, pushSender, startJobs, use }) {
    const hydration = use('hydration');
    const repo = createPushRepo(db);
    const vapid = await resolveVapidKeys(repo, {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: vapidSubject(env),
    });
    // Only the test suite's local push service lives on the loopback; `npm start` (development) refuses it too.
    const allowLoopback = env.NODE_ENV === 'test';
    const pushService = createPushService({
      repo,
      vapid,
      endpoints: { allowLoopback, extraHosts: env.PUSH_ALLOWED_HOSTS },
    });
    const pushScheduler = createPushScheduler({
      repo,
      sender: pushSender ?? createWebPushSender(vapid, { allowLoopback }),
      ensureTodaySchedule: (subjectId, timeZone) => hydration.ensureTodaySchedule(subjectId, timeZone),
      log,
      now,
    });
    return {
      routes: (api) => api.register(pushRoutes, { service: pushService }),
      decorate: (app: FastifyInstance) => app.decorate('pushScheduler', pushScheduler),
      onReady: () => {
        if (startJobs) pushScheduler.start(env.PUSH_INTERVAL_SECONDS);
      },
      onClose: () => pushScheduler.stop(),
    };
  },
};
