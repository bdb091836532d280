import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { FRAMEWORK_MESSAGES } from '../../plugins/framework-errors';
import { currentUser, requireUser } from '../../lib/auth-guards';
import { HttpError } from '../../lib/http-error';
import type { EventsService } from './events.service';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

export const eventsRoutes: FastifyPluginAsyncZod<{ eventsService: EventsService }> = async (app, { eventsService }) => {
  // Open streams never end by themselves: shutting down ends them first.
  const open = new Set<NodeJS.WritableStream & { end(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });

  app.get(
    '/events',
    {
      onRequest: requireUser,
      schema: {
        tags: ['events'],
        summary:
          'Eventos do usuário em tempo real (Server-Sent Events, Accept: text/event-stream): "subscription" quando a assinatura muda; reconecta com Last-Event-ID',
        headers: z.object({ 'last-event-id': z.string().max(40).optional() }),
        response: { 200: z.string(), 401: ApiErrorSchema, 406: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Only an event-stream client gets the (endless) stream.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new HttpError(406, 'NOT_ACCEPTABLE', FRAMEWORK_MESSAGES.notAcceptable);
      }
      const userId = currentUser(request).id;
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
      open.add(raw);
      let closed = false;
      let unsubscribe: (() => void) | null = null;
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      raw.on('close', () => {
        closed = true;
        open.delete(raw);
        clearInterval(heartbeat);
        unsubscribe?.();
      });
      unsubscribe = await eventsService.subscribe(userId, lastEventId, (event) => {
        raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ type: event.type })}\n\n`);
      });
      if (closed) unsubscribe();
    },
  );
};
