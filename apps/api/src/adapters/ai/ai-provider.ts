/** A text-generation backend. LLMs write prose (and small JSON answers) only; numbers come from our own rules. */
export interface AiProvider {
  readonly name: 'local' | 'gemini' | 'openai';
  /** false for `local`: there is no model, callers use their deterministic rules instead. */
  readonly isModel: boolean;
  generateText(request: AiTextRequest): Promise<string>;
  /**
   * The same answer as it is produced, piece by piece (providers that stream). Failures are AiErrors,
   * thrown before the first piece or between pieces; an answer without any text is a bad_response.
   */
  streamText?(request: AiTextRequest): AsyncIterable<string>;
}

export interface AiTextRequest {
  system?: string;
  prompt: string;
  temperature?: number;
  topP?: number;
  maxOutputTokens?: number;
  /** Ask the model for a JSON document (the caller still validates it). */
  json?: boolean;
  signal?: AbortSignal;
}

export type AiErrorKind = 'rate_limited' | 'unauthorized' | 'timeout' | 'bad_response' | 'unavailable';

/** Every adapter failure, reduced to what callers decide on. Messages never carry keys or prompts. */
export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** Aborts after `timeoutMs` or when the caller's signal aborts, and tells which of the two happened. */
export function requestSignal(timeoutMs: number, caller?: AbortSignal) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return { signal: caller ? AbortSignal.any([timeout, caller]) : timeout, timedOut: () => timeout.aborted };
}

/** Maps an SDK failure (HTTP status, network error, unreadable body) to an AiError. */
export function toAiError(error: unknown, provider: string, timedOut: boolean): AiError {
  if (error instanceof AiError) return error;
  if (timedOut) return new AiError('timeout', `${provider}: request timed out`);
  const status = statusOf(error);
  const text = error instanceof Error ? error.message : '';
  if (status === 429) return new AiError('rate_limited', `${provider}: rate limited`, status);
  if (status === 401 || status === 403 || (status === 400 && /API_KEY_INVALID|API key not valid/i.test(text)))
    return new AiError('unauthorized', `${provider}: credentials rejected`, status);
  if (error instanceof SyntaxError) return new AiError('bad_response', `${provider}: malformed response`);
  if (error instanceof Error && error.name === 'APIConnectionTimeoutError')
    return new AiError('timeout', `${provider}: request timed out`);
  return new AiError('unavailable', `${provider}: request failed${status ? ` (HTTP ${status})` : ''}`, status);
}

/** How one model API is called: its whole answer's text, and its answer's pieces of text as they come. */
export interface ModelCalls {
  /** The answer's text (missing or blank: a bad response). */
  complete(request: AiTextRequest, signal: AbortSignal): Promise<string | null | undefined>;
  /** The answer's pieces (empty ones are skipped; none at all: a bad response). */
  pieces(request: AiTextRequest, signal: AbortSignal): AsyncIterable<string | null | undefined>;
}

/**
 * A provider over one model API, no retries (callers fall back instead): every call is bounded by
 * `timeoutMs` and the caller's signal, an SDK's failure becomes an AiError, an empty answer a bad_response.
 */
export function modelProvider(name: 'gemini' | 'openai', timeoutMs: number, calls: ModelCalls): AiProvider {
  const empty = () => new AiError('bad_response', `${name}: empty response`);
  return {
    name,
    isModel: true,
    async generateText(request) {
      const { signal, timedOut } = requestSignal(timeoutMs, request.signal);
      try {
        const text = await calls.complete(request, signal);
        if (typeof text !== 'string' || !text.trim()) throw empty();
        return text;
      } catch (error) {
        throw toAiError(error, name, timedOut());
      }
    },
    async *streamText(request) {
      const { signal, timedOut } = requestSignal(timeoutMs, request.signal);
      let any = false;
      try {
        for await (const text of calls.pieces(request, signal)) {
          if (typeof text !== 'string' || text === '') continue;
          any = true;
          yield text;
        }
      } catch (error) {
        throw toAiError(error, name, timedOut());
      }
      if (!any) throw empty();
    },
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
