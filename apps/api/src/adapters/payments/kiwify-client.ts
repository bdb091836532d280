import { z } from 'zod';
import { KiwifyOrderSchema, type KiwifyOrder } from './kiwify-order';

/** The provider did not answer usefully after the bounded retries (or refused the credentials). */
export class KiwifyUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'KiwifyUnavailableError';
  }
}

export interface KiwifyClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  accountId: string;
  /** Retries after the first try on 429, 5xx and network errors. */
  retries?: number;
  /** First backoff delay; doubles each retry (a Retry-After header wins, up to `maxDelayMs`). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pageSize?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const TokenSchema = z.looseObject({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const SalesPageSchema = z.looseObject({
  data: z.array(z.unknown()).default([]),
  pagination: z.looseObject({ count: z.coerce.number().int().nonnegative().optional() }).nullish(),
});

/** A token is renewed this long before Kiwify says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** Safety bound on pagination: a sync never walks more pages than this. */
const MAX_PAGES = 200;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** YYYY-MM-DD of a date in Brasília time (UTC−3), the calendar Kiwify's sales filter uses. */
export function kiwifyDay(date: Date): string {
  return new Date(date.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Kiwify's public API (OAuth client credentials, account header): the token is cached until shortly
 * before it expires and refreshed once on a 401; 429 and 5xx are retried with exponential backoff a
 * bounded number of times, then the call gives up with KiwifyUnavailableError.
 */
export function createKiwifyClient(options: KiwifyClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const retries = options.retries ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const pageSize = options.pageSize ?? 100;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  let cached: { token: string; expiresAt: number } | null = null;

  function delayFor(attempt: number, response: Response | null): number {
    const retryAfter = response?.headers.get('retry-after');
    if (retryAfter && /^\d+$/.test(retryAfter)) return Math.min(Number(retryAfter) * 1000, maxDelayMs);
    return Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
  }

  /** One HTTP call with the bounded retries; answers the first response that is neither 429 nor 5xx. */
  async function withRetries(send: () => Promise<Response>): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response | null = null;
      try {
        response = await send();
      } catch {
        response = null;
      }
      const retryable = response === null || response.status === 429 || response.status >= 500;
      if (!retryable) return response as Response;
      if (attempt >= retries) {
        throw new KiwifyUnavailableError(
          `Kiwify unavailable after ${retries + 1} attempts (${response ? `HTTP ${response.status}` : 'network error'})`,
          response?.status ?? null,
        );
      }
      await response?.body?.cancel().catch(() => undefined);
      await sleep(delayFor(attempt, response));
    }
  }

  async function token(force = false): Promise<string> {
    if (!force && cached && cached.expiresAt > now()) return cached.token;
    const response = await withRetries(() =>
      fetch(`${baseUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          grant_type: 'client_credentials',
        }).toString(),
      }),
    );
    if (!response.ok)
      throw new KiwifyUnavailableError(`Kiwify token refused (HTTP ${response.status})`, response.status);
    const parsed = TokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new KiwifyUnavailableError('Kiwify token answer unreadable', response.status);
    cached = {
      token: parsed.data.access_token,
      expiresAt: now() + Math.max(0, parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS),
    };
    return cached.token;
  }

  async function getJson(pathAndQuery: string): Promise<unknown> {
    const call = async (bearer: string) =>
      withRetries(() =>
        fetch(`${baseUrl}${pathAndQuery}`, {
          headers: {
            authorization: `Bearer ${bearer}`,
            'x-kiwify-account-id': options.accountId,
            accept: 'application/json',
          },
        }),
      );
    let response = await call(await token());
    if (response.status === 401) response = await call(await token(true));
    if (!response.ok) throw new KiwifyUnavailableError(`Kiwify answered HTTP ${response.status}`, response.status);
    return response.json().catch(() => {
      throw new KiwifyUnavailableError('Kiwify answer unreadable', response.status);
    });
  }

  return {
    /** Every sale between the two days (inclusive), all pages; entries that are not orders are skipped. */
    async listSales(range: { since: Date; until: Date }): Promise<KiwifyOrder[]> {
      const orders: KiwifyOrder[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          start_date: kiwifyDay(range.since),
          end_date: kiwifyDay(range.until),
          page_number: String(page),
          page_size: String(pageSize),
        });
        const parsed = SalesPageSchema.safeParse(await getJson(`/v1/sales?${query.toString()}`));
        if (!parsed.success) throw new KiwifyUnavailableError('Kiwify sales page unreadable', 200);
        for (const entry of parsed.data.data) {
          const order = KiwifyOrderSchema.safeParse(entry);
          if (order.success) orders.push(order.data);
        }
        const total = parsed.data.pagination?.count;
        const seen = page * pageSize;
        if (parsed.data.data.length < pageSize || (total !== undefined && seen >= total)) break;
      }
      return orders;
    },
  };
}
export type KiwifyClient = ReturnType<typeof createKiwifyClient>;
