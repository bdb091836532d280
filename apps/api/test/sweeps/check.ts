import { jsonOf, type SweepResponse } from './types';

/**
 * Words of English error texts (the validation library's and the framework's defaults) that
 * never appear in the app's pt-BR messages.
 */
export const ENGLISH_HINTS: readonly RegExp[] = [
  /\binvalid\b/i,
  /\bexpected\b/i,
  /\bunrecognized\b/i,
  /\bmust\b/i,
  /\b(body|querystring|params|headers)\//,
  /\bRoute\b/,
  /\bnot found\b/i,
  /\breceived\b/i,
  /\brequired\b/i,
  /\bbad request\b/i,
  /\bunsupported\b/i,
  /\btoo (large|long|big|small|many)\b/i,
  /\bexceed/i,
  /\bunexpected\b/i,
  /\bcannot\b/i,
  /\bfailed\b/i,
  /\bmissing\b/i,
  /\bmedia type\b/i,
  /\bpayload\b/i,
  /\bis not\b/i,
  /\bshould\b/i,
  /\ballowed\b/i,
  /\berror\b/i,
];

export type ErrorProblem = 'not-json' | 'shape' | 'english';

/**
 * What is wrong with a 4xx answer, if anything: it must be JSON `{ error: { code, message } }`
 * with a non-empty pt-BR message (no English default text).
 */
export function errorBodyProblem(response: SweepResponse): { kind: ErrorProblem; detail: string } | null {
  const body = jsonOf(response);
  if (body === undefined) return { kind: 'not-json', detail: response.body.slice(0, 200) };
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!error || typeof error !== 'object' || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return { kind: 'shape', detail: response.body.slice(0, 200) };
  }
  if (error.message.trim() === '') return { kind: 'shape', detail: 'empty message' };
  const english = ENGLISH_HINTS.find((pattern) => pattern.test(error.message as string));
  if (english) return { kind: 'english', detail: `${error.code}: ${error.message}`.slice(0, 200) };
  return null;
}

/** '2xx', '4xx', '5xx'… or 'error' when no answer came back. */
export function statusClass(status: number | null): string {
  return status === null ? 'error' : `${Math.floor(status / 100)}xx`;
}
