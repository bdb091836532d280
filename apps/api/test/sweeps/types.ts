import nodeHttp from 'node:http';
import https from 'node:https';

/**
 * The transport the sweeps speak: one request in, one response out. The same sweep modules run
 * in-process (`injectSend` over `app.inject`) and over the network (`httpSend` against a real
 * server), so nothing here imports the app or a test runner.
 */

export interface SweepRequest {
  method: string;
  /** Path and query as sent on the wire (already percent-encoded). */
  url: string;
  headers?: Record<string, string>;
  /** Raw body: the sweeps serialize JSON themselves so they can also send malformed JSON. */
  payload?: string | Buffer;
}

export interface SweepResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Send = (request: SweepRequest) => Promise<SweepResponse>;

/** A signed-in caller: the headers (the session cookie) that make requests its own. */
export interface SweepSession {
  headers: Record<string, string>;
}

/** An OpenAPI 3 document as `app.swagger()` or GET /api/docs/json returns it (only what the sweeps read). */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | undefined> | undefined>;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  summary?: string;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

/** The parsed JSON body of a response, or undefined when it is not JSON. */
export function jsonOf(response: SweepResponse): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

/** The request line of a case for reports: method, URL (shortened) and a short view of the body. */
export function describeRequest(request: SweepRequest, max = 160): string {
  const url = request.url.length > max ? `${request.url.slice(0, max)}…(${request.url.length} chars)` : request.url;
  const payload = request.payload === undefined ? '' : String(request.payload);
  const body = payload.length > max ? `${payload.slice(0, max)}…(${payload.length} chars)` : payload;
  const headers = Object.entries(request.headers ?? {})
    .filter(([name]) => name !== 'cookie')
    .map(([name, value]) => `${name}: ${value.length > 60 ? `${value.slice(0, 60)}…` : value}`)
    .join('; ');
  return `${request.method} ${url}${headers ? ` [${headers}]` : ''}${body ? ` ${body}` : ''}`;
}

/** `send` over Fastify's `app.inject` (or anything with its signature), for in-process runs. */
export function injectSend(
  inject: (options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  }) => PromiseLike<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
): Send {
  return async (request) => {
    const response = await inject({
      method: request.method,
      url: request.url,
      headers: request.headers ?? {},
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return {
      status: response.statusCode,
      headers: response.headers as SweepResponse['headers'],
      body: response.body,
    };
  };
}

/**
 * `send` over real HTTP/1.1 (node:http) to `baseUrl` (e.g. http://127.0.0.1:3000): the path goes
 * on the wire exactly as given, so percent-encoded and malformed paths reach the server unchanged.
 */
export function httpSend(baseUrl: string, options: { timeoutMs?: number } = {}): Send {
  const base = new URL(baseUrl);
  return async (request) => {
    const http = base.protocol === 'https:' ? https : nodeHttp;
    return new Promise<SweepResponse>((resolve, reject) => {
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.url,
          headers: {
            ...(request.payload === undefined ? {} : { 'content-length': Buffer.byteLength(request.payload) }),
            ...request.headers,
          },
          timeout: options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      if (request.payload !== undefined) req.write(request.payload);
      req.end();
    });
  };
}
