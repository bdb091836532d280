import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionResponseSchema,
  VerifyEmailSchema,
} from '@prato/core/schemas/auth';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { unauthorized } from '../../lib/http-error';
import { forwardCookies, toWebHeaders } from '../../lib/web-headers';
import { RetryLaterError, type AuthService } from './auth.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  // Runs before the error handler answers: a budget that is spent says when it will have room again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'Usuário da sessão atual',
        response: { 200: SessionResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await authService.loadSession(request.headers.cookie, () => toWebHeaders(request));
      if (!user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      return { user };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Criar conta',
        body: RegisterSchema,
        response: { 201: RegisterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await authService.register(request.body, request.ip, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return reply.code(201).send(result.body);
    },
  );

  app.post(
    '/login',
    { schema: { tags, summary: 'Entrar', body: LoginSchema, response: { 200: SessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const result = await authService.login(request.body, request.ip, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sair', response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      const result = await authService.logout(toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirmar email',
        body: VerifyEmailSchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await authService.verifyEmail(request.body.token, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  );

  app.post(
    '/resend-confirmation',
    {
      schema: {
        tags,
        summary: 'Reenviar confirmação',
        body: EmailOnlySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => authService.resendConfirmation(request.body.email, request.ip, toWebHeaders(request)),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Pedir redefinição de senha',
        body: EmailOnlySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => authService.forgotPassword(request.body.email, request.ip, toWebHeaders(request)),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Redefinir senha',
        body: ResetPasswordSchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await authService.resetPassword(request.body, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Alterar senha',
        body: ChangePasswordSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await authService.changePassword(currentCaller(request), request.body, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  );
};
