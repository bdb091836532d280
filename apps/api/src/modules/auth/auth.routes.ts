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
import type { ServiceRoutes } from '../../lib/app-module';
import { requireUser } from '../../lib/auth-guards';
import { unauthorized } from '../../lib/http-error';
import { defineRoutes } from '../../lib/route';
import { forwardCookies, setCookies, toWebHeaders } from '../../lib/web-headers';
import { RetryLaterError, type AuthService } from './auth.service';

export const authRoutes: ServiceRoutes<AuthService> = async (app, { service: authService }) => {
  // Runs before the error handler answers: a budget that is spent says when it will have room again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  // Public routes (signing in is how a session starts), except changing one's password.
  const route = defineRoutes(app, { tags: ['auth'], errors: [400, 401, 403, 409, 429], guard: null });

  route.get('/session', {
    summary: 'Usuário da sessão atual',
    response: { 200: SessionResponseSchema },
    errors: [401],
    handler: async ({ request, reply }) => {
      const user = await authService.loadSession(
        request.headers.cookie,
        () => toWebHeaders(request),
        (cookies) => setCookies(reply, cookies),
      );
      if (!user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
      return { user };
    },
  });

  route.post('/register', {
    summary: 'Criar conta',
    body: RegisterSchema,
    response: { 201: RegisterResponseSchema },
    handler: async ({ body, request, reply }) => {
      const result = await authService.register(body, request.ip, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });

  route.post('/login', {
    summary: 'Entrar',
    body: LoginSchema,
    response: { 200: SessionResponseSchema },
    handler: async ({ body, request, reply }) => {
      const result = await authService.login(body, request.ip, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });

  route.post('/logout', {
    summary: 'Sair',
    response: { 200: MessageResponseSchema },
    errors: [],
    handler: async ({ request, reply }) => {
      const result = await authService.logout(toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });

  route.post('/verify-email', {
    summary: 'Confirmar email',
    body: VerifyEmailSchema,
    response: { 200: SessionResponseSchema },
    handler: async ({ body, request, reply }) => {
      const result = await authService.verifyEmail(body.token, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });

  route.post('/resend-confirmation', {
    summary: 'Reenviar confirmação',
    body: EmailOnlySchema,
    response: { 200: MessageResponseSchema },
    handler: async ({ body, request }) => authService.resendConfirmation(body.email, request.ip, toWebHeaders(request)),
  });

  route.post('/forgot-password', {
    summary: 'Pedir redefinição de senha',
    body: EmailOnlySchema,
    response: { 200: MessageResponseSchema },
    handler: async ({ body, request }) => authService.forgotPassword(body.email, request.ip, toWebHeaders(request)),
  });

  route.post('/reset-password', {
    summary: 'Redefinir senha',
    body: ResetPasswordSchema,
    response: { 200: SessionResponseSchema },
    handler: async ({ body, request, reply }) => {
      const result = await authService.resetPassword(body, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });

  route.post('/change-password', {
    summary: 'Alterar senha',
    body: ChangePasswordSchema,
    response: { 200: MessageResponseSchema },
    guard: requireUser,
    handler: async ({ caller, body, request, reply }) => {
      const result = await authService.changePassword(caller, body, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });
};
