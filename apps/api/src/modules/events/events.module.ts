import type { AppModule } from '../../lib/app-module';
import { createEventsRepo } from './events.repo';
import { eventsRoutes } from './events.routes';
import { createEventsService, type EventsService } from './events.service';

declare module '../../lib/app-module' {
  interface Services {
    events: EventsService;
  }
}

/** Per-user live events (GET /api/events): stored, then announced through the database. */
export const eventsModule: AppModule = {
  name: 'events',
  setup({ db, database, log, env }) {
    const eventsService = createEventsService({
      repo: createEventsRepo(db),
      listen: (channel, onMessage) => database.listen(channel, onMessage),
      log,
    });
    return {
      provides: { events: eventsService },
      routes: (api) =>
        api.register(eventsRoutes, {
          eventsService,
          streamsPerUser: env.EVENT_STREAMS_PER_USER,
          streamsPerInstance: env.EVENT_STREAMS_PER_INSTANCE,
        }),
      onReady: () => eventsService.start(),
      onClose: () => eventsService.stop(),
    };
  },
};
