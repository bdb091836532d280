import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, ChatReplySchema, ChatRequestSchema } from '@prato/core/schemas/chat';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import type { ServiceRoutes } from '../../lib/app-module';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { ApiError, upstreamFailed } from '../../lib/domain-error';
import { HttpError, unauthorized } from '../../lib/http-error';
import { ChatLimitError } from './chat-budget';
import type { ChatOutcome, ChatService } from './chat.service';

const tags = ['chat'];

/** The browser's fetch asks for `text/event-stream` to get the model's answer as it is written. */
const acceptsEventStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/** requireUser with the chat's own message ('Você precisa estar logado para usar o chat.'). */
async function requireChatUser(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await requireUser.call(this, request, reply);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) throw unauthorized(CHAT_MESSAGES.unauthenticated);
    throw error;
  }
}

/**
 * Declared with Fastify directly, not defineRoutes (decision 046): the answer may become a stream of
 * server-sent events written on the raw socket after `reply.hijack()`.
 */
export const chatRoutes: ServiceRoutes<ChatService> = async (app, { service: chatService }) => {
  app.post(
    '/chat',
    {
      onRequest: requireChatUser,
      schema: {
        tags,
        summary: 'Perguntar ao assistente nutricional (Premium)',
        body: ChatRequestSchema,
        response: {
          200: ChatReplySchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      let outcome: ChatOutcome;
      try {
        outcome = await chatService.respond(currentCaller(request), request.body.message);
      } catch (error) {
        // The assistant's budget says when to come back (seconds).
        if (error instanceof ChatLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      if (outcome.type === 'reply') return outcome.reply;
      // The answer's in-flight place comes back however it ends: done, failed, or the browser gone.
      try {
        return await answerFromModel(outcome, request, reply);
      } finally {
        outcome.release();
      }
    },
  );

  /** The model's answer as JSON, or as server-sent events when the browser asks for them and the provider streams. */
  async function answerFromModel(
    outcome: Extract<ChatOutcome, { type: 'model' }>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const done = (text: string) => ({
      reply: text.trim(),
      kind: outcome.kind,
      source: 'ai' as const,
      citations: outcome.citations,
    });
    // The browser went away: stop asking the model (and so give its in-flight place back sooner).
    const abort = new AbortController();
    reply.raw.on('close', () => abort.abort());
    if (!chatService.streams || !acceptsEventStream(request))
      return done(await chatService.complete(outcome.request, abort.signal));

    const pieces = chatService.stream(outcome.request, abort.signal)[Symbol.asyncIterator]();
    // Failures before the first piece are ordinary JSON errors with their status.
    const first = await pieces.next();
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const send = (event: string, data: unknown) =>
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let text = '';
    try {
      for (let piece = first; !piece.done; piece = await pieces.next()) {
        text += piece.value;
        send('delta', { text: piece.value });
      }
      send('done', done(text));
    } catch (error) {
      const failure = error instanceof ApiError ? error : upstreamFailed('AI_FAILED', CHAT_MESSAGES.generic);
      send('error', failure.toBody());
    }
    reply.raw.end();
    return reply;
  }
};
