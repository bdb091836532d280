import { ApiErrorSchema } from '@prato/core/schemas/error';
import type { z } from 'zod';
import { apiRequestInit, apiUrl, takeEarlyResponse } from './early-requests';

/** Shown when the server cannot be reached or answers something we cannot read. */
export const GENERIC_ERROR_MESSAGE = 'Erro ao processar solicitação';

export interface ApiIssue {
  path: string;
  message: string;
}

/** An API failure. `message` is pt-BR and is shown to the user as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  { body, schema, signal }: RequestOptions<S> = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    // The app's entry may have sent this read already, while the page's scripts loaded (early-requests.ts).
    const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
    response = await (early ?? fetch(apiUrl(path), apiRequestInit(method, body, signal)));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
  }

  const payload = await readJson(response);

  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, issues } = parsed.data.error;
      throw new ApiError(response.status, code, message, issues ?? []);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', GENERIC_ERROR_MESSAGE);
  }

  if (!schema) return payload as z.output<S>;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema?: S, signal?: AbortSignal) =>
    request('GET', path, { schema, signal }),
  post: <S extends z.ZodType>(path: string, body?: unknown, schema?: S, signal?: AbortSignal) =>
    request('POST', path, { body, schema, signal }),
  put: <S extends z.ZodType>(path: string, body?: unknown, schema?: S) => request('PUT', path, { body, schema }),
  patch: <S extends z.ZodType>(path: string, body?: unknown, schema?: S, signal?: AbortSignal) =>
    request('PATCH', path, { body, schema, signal }),
  delete: <S extends z.ZodType>(path: string, schema?: S, body?: unknown) => request('DELETE', path, { schema, body }),
};
