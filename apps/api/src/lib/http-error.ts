import { ApiError, type FieldIssue } from './domain-error';
/** An error with an HTTP status and the pt-BR message the UI shows (the API's one error shape). */
export class HttpError extends ApiError {
  constructor(
    readonly statusCode: number,
    code: string,
    message: string,
    issues?: FieldIssue[],
  ) {
    super(code, message, issues);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const tooManyRequests = (code: string, message: string) => new HttpError(429, code, message);
