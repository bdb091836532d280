import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import type { Caller } from './caller';
import { forbidden, unauthorized } from './http-error';
import { toWebHeaders } from './web-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `requireAdmin`: who is asking, as the session check read them. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** The caller of a request's session cookie; a cookie the check renews is set on `reply`. */
    resolveSession(request: FastifyRequest, reply: FastifyReply): Promise<Caller | null>;
  }
}

/**
 * Guard for the `onRequest` hook of a route: answers 401 unless the request carries a valid session
 * cookie. It runs before the body is read or validated, so a caller without a session learns nothing
 * about the route's schema.
 */
export async function requireUser(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const caller = await this.resolveSession(request, reply);
  if (!caller) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  request.caller = caller;
}

/**
 * Guard: 401 without a session ('Sessão expirada. Faça login novamente.') and
 * 403 for non-admins, before the body or query is validated, so a caller without rights learns nothing.
 */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const caller = await this.resolveSession(request, reply);
  if (!caller) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  request.caller = caller;
  if (!caller.isAdmin) throw forbidden('FORBIDDEN', AUTH_MESSAGES.forbiddenAdmin);
}

/** Who is asking on a guarded route: the first argument of every service call made on their behalf. */
export function currentCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.caller;
}

export { toWebHeaders };
