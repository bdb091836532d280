import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { EVENTS_MESSAGES } from '@prato/core/schemas/events';
import { FRAMEWORK_MESSAGES } from '../../plugins/framework-errors';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { HttpError } from '../../lib/http-error';
import type { EventsService } from './events.service';
import { createStreamRegistry } from './stream-registry';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;
/**
 * What a stream displaced by a newer one of the same user tells its browser to wait before reconnecting:
 * long, so that a user with more tabs than the cap does not have them displace each other every few
 * seconds (a reconnected tab catches up with Last-Event-ID).
 */
const DISPLACED_RETRY_MS = 60_000;
/** Retry-After of a stream refused because the instance is full. */
const FULL_RETRY_AFTER_SECONDS = 30;

export interface EventsRoutesOptions {
  eventsService: EventsService;
  /** Streams one user keeps open on this instance (EVENT_STREAMS_PER_USER). */
  streamsPerUser: number;
  /** Streams this instance holds at most (EVENT_STREAMS_PER_INSTANCE). */
  streamsPerInstance: number;
}

/**
 * Declared with Fastify directly, not defineRoutes (decision 046): an endless server-sent event stream on
 * the raw socket, with a `headers` schema of its own.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const { eventsService } = options;
  const streams = createStreamRegistry<ServerResponse>({
    perUser: options.streamsPerUser,
    perInstance: options.streamsPerInstance,
  });
  // Open streams never end by themselves: shutting down ends them first.
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/events',
    {
      onRequest: requireUser,
      schema: {
        tags: ['events'],
        summary:
          'Eventos do usuário em tempo real (Server-Sent Events, Accept: text/event-stream): "subscription" quando a assinatura muda; reconecta com Last-Event-ID',
        headers: z.object({ 'last-event-id': z.string().max(40).optional() }),
        response: { 200: z.string(), 401: ApiErrorSchema, 406: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Only an event-stream client gets the (endless) stream.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new HttpError(406, 'NOT_ACCEPTABLE', FRAMEWORK_MESSAGES.notAcceptable);
      }
      const caller = currentCaller(request);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

      const raw = reply.raw;
      const admitted = streams.admit(caller.id, raw);
      if (!admitted) {
        reply.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
        throw new HttpError(503, 'TOO_MANY_STREAMS', EVENTS_MESSAGES.instanceFull);
      }
      // The user's oldest stream on this instance makes room for the new one.
      admitted.displaced?.end(`: substituída por uma conexão mais nova\nretry: ${DISPLACED_RETRY_MS}\n\n`);

      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
      let closed = false;
      let unsubscribe: (() => void) | null = null;
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      raw.on('close', () => {
        closed = true;
        streams.remove(caller.id, raw);
        clearInterval(heartbeat);
        unsubscribe?.();
      });
      unsubscribe = await eventsService.subscribe(caller, lastEventId, (event) => {
        raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ type: event.type })}\n\n`);
      });
      if (closed) unsubscribe();
    },
  );
};
