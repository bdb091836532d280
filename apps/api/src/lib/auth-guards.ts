import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type SessionUser } from '@prato/core/schemas/auth';
import { forbidden, unauthorized } from './http-error';
import type { Requester } from './requester';
import { toWebHeaders } from './web-headers';

/** What the session check found: the user as the API shows it and the caller as services use it. */
export interface RequestSession {
  user: SessionUser;
  requester: Requester;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user of this request. */
    sessionUser: SessionUser | null;
    /** Set by `requireUser`: the caller with the time zone and subscription read with the session. */
    requester: Requester | null;
  }
  interface FastifyInstance {
    resolveSession(request: FastifyRequest): Promise<RequestSession | null>;
  }
}

/**
 * Guard for the `onRequest` hook of a route: answers 401 unless the request carries a valid session
 * cookie. It runs before the body is read or validated, so a caller without a session learns nothing
 * about the route's schema.
 */
export async function requireUser(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
  const session = await this.resolveSession(request);
  if (!session) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  request.sessionUser = session.user;
  request.requester = session.requester;
}

/**
 * Guard: 401 without a session ('Sessão expirada. Faça login novamente.') and
 * 403 for non-admins, before the body or query is validated, so a caller without rights learns nothing.
 */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
  const session = await this.resolveSession(request);
  if (!session) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  request.sessionUser = session.user;
  request.requester = session.requester;
  if (!session.user.isAdmin) throw forbidden('FORBIDDEN', AUTH_MESSAGES.forbiddenAdmin);
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.sessionUser;
}

/** The caller of a guarded route, with the time zone and subscription the session check read. */
export function currentRequester(request: FastifyRequest): Requester {
  if (!request.requester) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.requester;
}

export { toWebHeaders };
