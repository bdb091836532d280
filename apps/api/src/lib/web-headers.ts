import type { FastifyReply, FastifyRequest } from 'fastify';
import { withSessionHint } from './session-hint-cookie';

/** The request headers better-auth needs (cookie, agent, client address), as a Fetch `Headers`. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  const { cookie } = request.headers;
  const userAgent = request.headers['user-agent'];
  if (cookie) headers.set('cookie', cookie);
  if (userAgent) headers.set('user-agent', userAgent);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * Adds Set-Cookie headers to the reply (Fastify appends to those already set); the session cookie's
 * readable companion goes with it (lib/session-hint-cookie.ts).
 */
export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length) reply.header('set-cookie', withSessionHint(cookies));
}

/** Passes better-auth's Set-Cookie headers on to the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  setCookies(reply, headers.getSetCookie());
}
