import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type SessionUser } from '@prato/core/schemas/auth';
import { forbidden, unauthorized } from './http-error';
import { toWebHeaders } from './web-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user of this request. */
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  }
}

/** preHandler: answers 401 unless the request carries a valid session cookie. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
  const user = await this.getSessionUser(request);
  if (!user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  request.sessionUser = user;
}

/** preHandler: answers 401 without a session and 403 for non-admins. */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  await requireUser.call(this, request, reply);
  if (!request.sessionUser?.isAdmin) throw forbidden('FORBIDDEN', AUTH_MESSAGES.forbiddenAdmin);
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.sessionUser;
}

export { toWebHeaders };
