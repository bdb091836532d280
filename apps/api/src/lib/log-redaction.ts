import type { LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/**
 * Fields never written to a log line, wherever they appear at the top or one level down: secrets
 * (passwords, tokens, cookies) and the bound parameters of database queries
 * (notes, allergies, weights). Errors get the deeper treatment of `serializeError`.
 */
export const logRedact: LoggerOptions['redact'] = {
  paths: [
    'password',
    '*.password',
    'token',
    '*.token',
    'cookie',
    '*.cookie',
    'authorization',
    '*.authorization',
    'params',
    '*.params',
    'parameters',
    '*.parameters',
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
  ],
  censor: REDACTED,
};

// Keys of an error (or of its causes) whose values are query parameters or other user data.
const DROPPED_KEYS = new Set(['params', 'parameters', 'queryOptions', 'values', 'password', 'token', 'cookie']);

/** String literals of SQL text: drizzle binds values as parameters, but raw or inlined SQL may hold some. */
const redactSqlLiterals = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, `'${REDACTED}'`);

/**
 * Removes values from a text that may carry them: drizzle's "Failed query: <sql>\nparams: <values>"
 * message (also the first line of its stack), PostgreSQL's "Key (column)=(value)" and "Failing row
 * contains (...)" details, tokens in URLs or cookies, and bearer credentials.
 */
export function redactText(text: string): string {
  return text
    .replace(
      /(Failed query: )([\s\S]*?)(?=\nparams: |$)/g,
      (_, prefix: string, sql: string) => prefix + redactSqlLiterals(sql),
    )
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`)
    .replace(/\)=\([\s\S]*?\)(?= already exists| is not present|\.|$)/g, `)=(${REDACTED})`)
    .replace(/(Failing row contains )\([\s\S]*\)/g, `$1(${REDACTED})`)
    .replace(/((?:token|token_hash|session_token)=)[^&\s;"',]+/gi, `$1${REDACTED}`)
    .replace(/(Bearer\s+)\S+/gi, `$1${REDACTED}`);
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return serializeErrorAt(value, depth);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key)) out[key] = REDACTED;
    else if (key === 'query' && typeof item === 'string') out[key] = redactText(redactSqlLiterals(item));
    else out[key] = scrub(item, depth + 1);
  }
  return out;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeErrorAt(error: Error, depth: number): SerializedError {
  const out: SerializedError = {
    type: error.constructor?.name || error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  const fields = scrub(
    Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause')),
    depth + 1,
  ) as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) if (!(key in out)) out[key] = value;
  // Each error of the chain is redacted on its own: a cause's message ("connection refused") stays readable.
  if (error.cause !== undefined && depth < 5) out.cause = scrub(error.cause, depth + 1);
  return out;
}

/**
 * The `err` serializer: type, message, stack, own fields and causes (each one serialized the same
 * way), with every query parameter and secret removed, whatever wrapped the database error
 * (drizzle's DrizzleQueryError, pg's DatabaseError, PGlite's error with `query` and `params`).
 */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return serializeErrorAt(error, 0);
  return { type: typeof error, message: redactText(String(error)), stack: '', value: scrub(error, 0) };
}
