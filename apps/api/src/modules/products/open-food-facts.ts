import { z } from 'zod';

/**
 * The Open Food Facts API v2 at its HTTP boundary: one product read by barcode. What we rely on (fields,
 * units, licence, rate limits) is in docs/integrations/open-food-facts.md. Anything but a product or an
 * explicit "not found" (5xx, a timeout, a body too big or not what the contract says) is "unavailable",
 * never "not found".
 */

/** The fields we read, so the answer stays small. */
export const OFF_FIELDS = [
  'code',
  'product_name',
  'product_name_pt',
  'brands',
  'quantity',
  'serving_quantity',
  'categories_tags',
  'nova_group',
  'nutriments',
] as const;

/** A number OFF may send as a string ("0.32"); anything else is unknown. */
const offNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().finite().nullable().catch(null),
);

const OffProductSchema = z.object({
  product_name: z.string().nullish().catch(null),
  product_name_pt: z.string().nullish().catch(null),
  brands: z.string().nullish().catch(null),
  quantity: z.string().nullish().catch(null),
  serving_quantity: offNumber.optional(),
  categories_tags: z.array(z.string()).nullish().catch(null),
  nova_group: offNumber.optional(),
  nutriments: z.record(z.string(), z.unknown()).nullish().catch(null),
});
export type OffProduct = z.infer<typeof OffProductSchema>;

const OffFoundSchema = z.object({ status: z.literal(1), product: OffProductSchema });
const OffNotFoundSchema = z.object({ status: z.literal(0) });

export type OffLookup =
  { kind: 'found'; product: OffProduct } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export interface OpenFoodFactsOptions {
  baseUrl: string;
  /** "PratoCerto/<version> (<contact>)", as OFF asks of every application. */
  userAgent: string;
  timeoutMs?: number;
  /** Bodies larger than this are abandoned (a product answer with our fields is a few kB). */
  maxBytes?: number;
  /** Reads allowed per minute by this instance (OFF states about 100 per IP for product reads). */
  perMinute?: number;
  now?: () => number;
}

export const OFF_DEFAULTS = { timeoutMs: 3000, maxBytes: 512 * 1024, perMinute: 60 } as const;

/** A sliding one-minute window of the reads this process made. */
function minuteLimiter(perMinute: number, now: () => number) {
  const stamps: number[] = [];
  return {
    take(): boolean {
      const at = now();
      while (stamps.length > 0 && (stamps[0] as number) <= at - 60_000) stamps.shift();
      if (stamps.length >= perMinute) return false;
      stamps.push(at);
      return true;
    },
  };
}

/** Reads the body up to `maxBytes`; undefined when it is longer (the request is then aborted). */
async function readCapped(response: Response, maxBytes: number, abort: () => void): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    abort();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      abort();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createOpenFoodFacts(options: OpenFoodFactsOptions) {
  const timeoutMs = options.timeoutMs ?? OFF_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? OFF_DEFAULTS.maxBytes;
  const limiter = minuteLimiter(options.perMinute ?? OFF_DEFAULTS.perMinute, options.now ?? Date.now);
  const base = options.baseUrl.replace(/\/$/u, '');

  return {
    /** GET {base}/api/v2/product/{barcode}.json?fields=… (the barcode is already validated). */
    async product(barcode: string): Promise<OffLookup> {
      if (!limiter.take()) return { kind: 'unavailable', reason: 'rate limit' };
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const url = `${base}/api/v2/product/${encodeURIComponent(barcode)}.json?fields=${OFF_FIELDS.join(',')}`;
        const response = await fetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: controller.signal,
          redirect: 'error',
        });
        if (response.status >= 500) {
          await response.body?.cancel().catch(() => undefined);
          return { kind: 'unavailable', reason: `status ${response.status}` };
        }
        const text = await readCapped(response, maxBytes, () => controller.abort());
        if (text === undefined) return { kind: 'unavailable', reason: 'body too large' };
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return { kind: 'unavailable', reason: 'invalid JSON' };
        }
        const found = OffFoundSchema.safeParse(body);
        if (found.success && response.ok) return { kind: 'found', product: found.data.product };
        if (OffNotFoundSchema.safeParse(body).success && (response.status === 404 || response.ok))
          return { kind: 'not-found' };
        return { kind: 'unavailable', reason: `unexpected answer (status ${response.status})` };
      } catch (error) {
        return { kind: 'unavailable', reason: controller.signal.aborted ? 'timeout' : String(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type OpenFoodFacts = ReturnType<typeof createOpenFoodFacts>;
