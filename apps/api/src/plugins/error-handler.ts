import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { HttpError } from '../lib/http-error';

const GENERIC_5XX = 'Erro interno. Tente novamente em instantes.';
const NOT_FOUND = 'Recurso não encontrado.';

/** The one error shape `{ error: { code, message, issues? } }`; 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? AUTH_MESSAGES.invalidInput,
      }));
      return reply.code(400).send({
        error: { code: 'VALIDATION_ERROR', message: issues[0]?.message ?? AUTH_MESSAGES.invalidInput, issues },
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large, rate limit…).
      const message = status === 415 ? 'Formato de requisição não suportado.' : 'Requisição inválida.';
      return reply.code(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'INTERNAL_ERROR', message: GENERIC_5XX } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: NOT_FOUND } });
  });
}
