import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
// Configures zod's pt-BR error map for the process (also loaded by every core schema).
import { VALIDATION_MESSAGES } from '@prato/core/schemas/z';
import { DomainError, type DomainErrorKind } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';
import { FRAMEWORK_MESSAGES, frameworkClientError } from './framework-errors';

const GENERIC_5XX = 'Erro interno. Tente novamente em instantes.';

/** The one place a domain error becomes an HTTP status. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
  'quota-exceeded': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

/** The one error shape `{ error: { code, message, issues? } }`; 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? VALIDATION_MESSAGES.invalid,
      }));
      return reply.code(400).send({
        error: { code: 'VALIDATION_ERROR', message: issues[0]?.message ?? VALIDATION_MESSAGES.invalid, issues },
      });
    }
    if (error instanceof DomainError) return reply.code(DOMAIN_ERROR_STATUS[error.kind]).send(error.toBody());
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large…): pt-BR, never echoed.
      return reply.code(status).send({ error: frameworkClientError(status, error.code) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'INTERNAL_ERROR', message: GENERIC_5XX } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: FRAMEWORK_MESSAGES.notFound } });
  });
}
