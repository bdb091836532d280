/**
 * What a service says went wrong, in the domain's words: the request is invalid, the thing is not found,
 * the caller may not, the plan's quota is spent… Services throw these and know nothing of HTTP; the
 * error handler (plugins/error-handler.ts) maps each kind to its status once. The message is the pt-BR
 * text the person reads.
 */
export const DOMAIN_ERROR_KINDS = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'too-large',
  'unprocessable',
  'quota-exceeded',
  'upstream-failed',
  'unavailable',
] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/** A field the input got wrong, with the message for it. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** An error the API answers with its own shape: a stable code, the pt-BR message, the fields at fault. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The body the API answers with (`{ error: … }`). */
  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

export class DomainError extends ApiError {
  constructor(
    readonly kind: DomainErrorKind,
    code: string,
    message: string,
    issues?: FieldIssue[],
  ) {
    super(code, message, issues);
  }
}

/** The input breaks a rule (a bad value, an unknown food, an impossible change). */
export const invalid = (code: string, message: string) => new DomainError('invalid', code, message);
/** No valid session, or credentials that do not match. */
export const unauthenticated = (message: string, code = 'UNAUTHENTICATED') =>
  new DomainError('unauthenticated', code, message);
/** The caller is known but may not do this (a premium feature, another user's row, an admin right). */
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
export const notFound = (code: string, message: string) => new DomainError('not-found', code, message);
/** The state already says otherwise (an id taken, a name in use, a checkout already used). */
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const tooLarge = (code: string, message: string) => new DomainError('too-large', code, message);
/** Valid input that cannot be satisfied (e.g. a calorie target the chosen foods cannot reach). */
export const unprocessable = (code: string, message: string) => new DomainError('unprocessable', code, message);
/** A plan's limit or a rate limit is spent. */
export const quotaExceeded = (code: string, message: string) => new DomainError('quota-exceeded', code, message);
/** An outside service (AI provider, payment provider) failed or answered nonsense. */
export const upstreamFailed = (code: string, message: string) => new DomainError('upstream-failed', code, message);
/** This instance cannot serve it right now. */
export const unavailable = (code: string, message: string) => new DomainError('unavailable', code, message);
