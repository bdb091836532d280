import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from './auth-guards';
import type { Caller } from './caller';

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

/** What a handler gets: the parsed input, the session's caller, and the request and reply for the rest. */
export interface RouteCall<P, Q, B> {
  /** Who is asking, as the guard read them (on a route without a guard, reading it answers 401). */
  readonly caller: Caller;
  readonly params: Parsed<P>;
  readonly query: Parsed<Q>;
  readonly body: Parsed<B>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * What a handler returns: the body of its success answer (nothing for a 204), or the reply when it
 * answered itself (a status chosen at run time, headers, a stream).
 */
type Answer<R> = 200 extends keyof R
  ? z.input<R[200 & keyof R] & z.ZodType> | FastifyReply
  : 201 extends keyof R
    ? z.input<R[201 & keyof R] & z.ZodType> | FastifyReply
    : void | FastifyReply;

/** One route: its documentation, its input and output schemas, its guard and its handler. */
export interface RouteSpec<P, Q, B, R> {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success answers; omitted for a route whose body is not JSON (an attachment). */
  response?: R;
  /** The error statuses documented, instead of the module's. */
  errors?: readonly ErrorStatus[];
  /** The `onRequest` check, instead of the module's (null: a public route). */
  guard?: Guard | null;
  /** Content types other than JSON the body comes in (documented), e.g. multipart/form-data. */
  consumes?: string[];
  /** The largest body accepted, in bytes, instead of the server's. */
  bodyLimit?: number;
  handler: (call: RouteCall<P, Q, B>) => Promise<Answer<R>>;
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

type Declare = <P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R>(
  url: string,
  spec: RouteSpec<P, Q, B, R & SuccessResponses>,
) => void;

/** Declares a module's routes, one `get`/`post`/`put`/`patch`/`delete` call each (decision 046). */
export interface Routes {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

/** The status a route answers when its handler returns a body: its only success status, else 200. */
function statusOf(response: SuccessResponses | undefined): 200 | 201 | 204 {
  const codes = Object.keys(response ?? {}).map(Number);
  if (codes.length === 1 && (codes[0] === 201 || codes[0] === 204)) return codes[0];
  return 200;
}

/**
 * The one way a module declares its routes (decision 046): each route names its summary, input
 * schemas, success answers and handler; the module's tags, documented errors and guard fill in the
 * rest, and the handler gets the caller and the parsed input. It builds the same Fastify route options
 * a hand-written route has: the guard in `onRequest` (before the body or query is validated), `schema`
 * with tags, summary, params/querystring/body and the responses, each error status as ApiErrorSchema.
 *
 * A route whose only success answer is 201 or 204 answers that status with what the handler returns
 * (204: no body); one that answers 200 or 201 by what happened sends its reply itself.
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
      const response =
        spec.response === undefined && spec.errors === undefined
          ? undefined
          : { ...spec.response, ...Object.fromEntries(errors.map((status) => [status, ApiErrorSchema])) };
      const status = statusOf(spec.response as SuccessResponses | undefined);
      app.route({
        method,
        url,
        ...(guard ? { onRequest: guard } : {}),
        ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
        schema: {
          tags: defaults.tags,
          summary: spec.summary,
          ...(spec.consumes ? { consumes: spec.consumes } : {}),
          ...(spec.params ? { params: spec.params } : {}),
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
