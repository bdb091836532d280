import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from './auth-guards';
import type { Caller } from './caller';
import { IdParamSchema } from './id-param';
import type { Written } from './written';

/** An `onRequest` check: throws an HttpError (401, 403…) before the body or query is read. */
export type Guard = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Error statuses a route documents; each answers the API's one error shape (ApiErrorSchema). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 422 | 429 | 502 | 503;

/** The success answers a route documents, by status. */
export interface SuccessResponses {
  200?: z.ZodType;
  201?: z.ZodType;
  204?: z.ZodType;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A URL whose path has an `:id` segment. */
type WithId = `${string}/:id` | `${string}/:id/${string}`;

/** The params a handler gets: the route's own schema's, else `{ id }` for a URL with `:id`. */
type ParamsOf<U extends string, P> = P extends z.ZodType ? z.output<P> : U extends WithId ? { id: string } : undefined;

/** What a handler gets: the parsed input, the session's caller, and the request and reply for the rest. */
export interface RouteCall<P, Q, B> {
  /** Who is asking, as the guard read them (on a route without a guard, reading it answers 401). */
  readonly caller: Caller;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * What a handler returns: the body of its success answer (nothing for a 204), a `Written` for a route
 * that answers both 200 and 201, or the reply when it answered itself (headers, a stream).
 */
type Answer<R> = R extends { 200: z.ZodType; 201: z.ZodType }
  ? Written<z.input<R[201]>> | FastifyReply
  : R extends { 200: z.ZodType }
    ? z.input<R[200]> | FastifyReply
    : R extends { 201: z.ZodType }
      ? z.input<R[201]> | FastifyReply
      : void | FastifyReply;

/** One route: its documentation, its input and output schemas, its guard and its handler. */
export interface RouteSpec<U extends string, P, Q, B, R> {
  summary: string;
  /** The path parameters; a URL with an `:id` segment takes IdParamSchema (a UUID) unless it names its own. */
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * The success answers; omitted for a route whose body is not JSON (an attachment), and for a DELETE
   * that answers 204 with no body. A route documenting both 200 and 201 is an idempotent write.
   */
  response?: R;
  /** The error statuses documented, instead of the module's. */
  errors?: readonly ErrorStatus[];
  /** The `onRequest` check, instead of the module's (null: a public route). */
  guard?: Guard | null;
  /** Content types other than JSON the body comes in (documented), e.g. multipart/form-data. */
  consumes?: string[];
  /** The largest body accepted, in bytes, instead of the server's. */
  bodyLimit?: number;
  handler: (call: RouteCall<ParamsOf<U, P>, Parsed<Q>, Parsed<B>>) => Promise<Answer<R>>;
}

/** What every route of a module shares. */
export interface RouteDefaults {
  tags: string[];
  /** The error statuses each route documents unless it names its own (none by default). */
  errors?: readonly ErrorStatus[];
  /** The `onRequest` check of each route unless it names its own (requireUser by default; null: public). */
  guard?: Guard | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Declare = <
  U extends string,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R = unknown,
>(
  url: U,
  spec: RouteSpec<U, P, Q, B, R & SuccessResponses>,
) => void;

/** Declares a module's routes, one `get`/`post`/`put`/`patch`/`delete` call each (decision 046). */
export interface Routes {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

/**
 * How a route answers what its handler returns: its only success status when that is 201 or 204,
 * `written` (201 or 200 by the Written's `created`) when it documents both 200 and 201, else 200.
 */
function statusOf(response: SuccessResponses | undefined): 200 | 201 | 204 | 'written' {
  const codes = Object.keys(response ?? {}).map(Number);
  if (codes.length === 1 && (codes[0] === 201 || codes[0] === 204)) return codes[0];
  if (codes.includes(200) && codes.includes(201)) return 'written';
  return 200;
}

/** The answer of a DELETE that names none: 204, no body. */
const NO_CONTENT = { 204: z.null() } satisfies SuccessResponses;
/** A URL with an `:id` path segment. */
const ID_SEGMENT = /\/:id(\/|$)/;

/**
 * The one way a module declares its routes (decision 046): each route names its summary, input
 * schemas, success answers and handler; the module's tags, documented errors and guard fill in the
 * rest, and the handler gets the caller and the parsed input. It builds the same Fastify route options
 * a hand-written route has: the guard in `onRequest` (before the body or query is validated), `schema`
 * with tags, summary, params/querystring/body and the responses, each error status as ApiErrorSchema.
 *
 * A route whose only success answer is 201 or 204 answers that status with what the handler returns
 * (204: no body). One documenting both 200 and 201 is an idempotent write: its handler returns a
 * `Written`, answered 201 when it wrote and 200 when it was a replay. A DELETE without `response`
 * answers 204; a URL with `:id` without `params` takes IdParamSchema.
 *
 * Routes that are not a JSON question and answer (a stream on the raw socket, a raw-body webhook, an
 * HTML page) are declared with Fastify directly and say why.
 */
export function defineRoutes(app: Pick<FastifyInstance, 'route'>, defaults: RouteDefaults): Routes {
  const declare =
    (method: Method): Declare =>
    (url, spec) => {
      const guard = spec.guard !== undefined ? spec.guard : defaults.guard !== undefined ? defaults.guard : requireUser;
      const errors = spec.errors ?? defaults.errors ?? [];
      const success = (spec.response as SuccessResponses | undefined) ?? (method === 'DELETE' ? NO_CONTENT : undefined);
      const response =
        success === undefined && spec.errors === undefined
          ? undefined
          : { ...success, ...Object.fromEntries(errors.map((status) => [status, ApiErrorSchema])) };
      const params = spec.params ?? (ID_SEGMENT.test(url) ? IdParamSchema : undefined);
      const status = statusOf(success);
      app.route({
        method,
        url,
        ...(guard ? { onRequest: guard } : {}),
        ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
        schema: {
          tags: defaults.tags,
          summary: spec.summary,
          ...(spec.consumes ? { consumes: spec.consumes } : {}),
          ...(params ? { params } : {}),
          ...(spec.querystring ? { querystring: spec.querystring } : {}),
          ...(spec.body ? { body: spec.body } : {}),
          ...(response ? { response } : {}),
        },
        async handler(request, reply) {
          const answer = await spec.handler({
            get caller() {
              return currentCaller(request);
            },
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            request,
            reply,
          });
          if (answer === reply) return reply;
          if (status === 204) return reply.code(204).send(null);
          if (status === 201) return reply.code(201).send(answer);
          if (status === 'written') {
            const { created, value } = answer as Written<unknown>;
            return reply.code(created ? 201 : 200).send(value);
          }
          return answer;
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
