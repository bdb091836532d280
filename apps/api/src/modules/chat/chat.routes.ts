import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_MESSAGES, ChatReplySchema, ChatRequestSchema } from '@prato/core/schemas/chat';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentRequester, requireUser } from '../../lib/auth-guards';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { ChatService } from './chat.service';

const tags = ['chat'];

/** requireUser with the chat's own message (spec §8: 'Você precisa estar logado para usar o chat.'). */
async function requireChatUser(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await requireUser.call(this, request, reply);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) throw unauthorized(CHAT_MESSAGES.unauthenticated);
    throw error;
  }
}

export const chatRoutes: FastifyPluginAsyncZod<{ chatService: ChatService }> = async (app, { chatService }) => {
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
    async (request) => {
      const outcome = await chatService.respond(currentRequester(request), request.body.message);
      if (outcome.type === 'reply') return outcome.reply;
      const text = await chatService.complete(outcome.request);
      return { reply: text, kind: outcome.kind, source: 'ai' as const, citations: outcome.citations };
    },
  );
};
