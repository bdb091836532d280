import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * pt-BR texts of the errors Fastify and Node raise before a route runs. With the error handler
 * (plugins/error-handler.ts) they make every 4xx the API's one shape `{ error: { code, message } }`,
 * never echoing the URL or a header back.
 */
export const FRAMEWORK_MESSAGES = {
  badRequest: 'Requisição inválida.',
  notFound: 'Recurso não encontrado.',
  unsupportedMediaType: 'Formato de requisição não suportado.',
  payloadTooLarge: 'A requisição é grande demais.',
  uriTooLong: 'O endereço da requisição é longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  timeout: 'A requisição demorou demais.',
  notAcceptable: 'Formato de resposta não suportado.',
  methodNotAllowed: 'Método não permitido.',
} as const;

/** The code and pt-BR message of a 4xx the framework raised (the code stays Fastify's when it has one). */
export function frameworkClientError(status: number, code: string | undefined): { code: string; message: string } {
  const messages: Record<number, string> = {
    404: FRAMEWORK_MESSAGES.notFound,
    405: FRAMEWORK_MESSAGES.methodNotAllowed,
    406: FRAMEWORK_MESSAGES.notAcceptable,
    408: FRAMEWORK_MESSAGES.timeout,
    413: FRAMEWORK_MESSAGES.payloadTooLarge,
    414: FRAMEWORK_MESSAGES.uriTooLong,
    415: FRAMEWORK_MESSAGES.unsupportedMediaType,
    431: FRAMEWORK_MESSAGES.headersTooLarge,
  };
  const message = messages[status] ?? FRAMEWORK_MESSAGES.badRequest;
  return { code: code ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'), message };
}

/**
 * Fastify's `frameworkErrors` option: a path that is not valid percent-encoding (400) or a path
 * parameter over `maxParamLength` (414) answers in the API's shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send({ error: frameworkClientError(status, error.code) });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before a request exists
 * (headers over the size limit → 431, a request that timed out → 408, garbage → 400).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  const codes: Record<number, string> = { 408: 'REQUEST_TIMEOUT', 414: 'URI_TOO_LONG', 431: 'HEADERS_TOO_LARGE' };
  const code = codes[status] ?? 'BAD_REQUEST';
  const body = JSON.stringify({ error: frameworkClientError(status, code) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
